import { describe, expect, it } from 'vitest';
import { inlineHashes } from '@stillpoint/test-support/app';
import { hydrateOnFirstPress, PRESS_LOADER } from './hydrateOnFirstPress';

// The shape of a prerendered public page as React Router 7 writes it (the parts that matter here).
const page = [
  '<!DOCTYPE html><html lang="en"><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/framework-2.js"/>',
  '<script type="application/ld+json">{"@type":"HowTo"}</script><link rel="stylesheet" href="/assets/root-3.css"/></head><body><main><button type="button">Start</button></main>',
  '<script>((storageKey) => {})("react-router-scroll-positions")</script>',
  '<script>window.__reactRouterContext = {"ssr":false};</script>',
  '<script type="module" async="">import "/assets/manifest-1.js";\nimport("/assets/entry.client-4.js");</script>',
  '<script>$RC("B:0","S:0")</script>',
  '<script>window.__reactRouterContext.streamController.close();</script></body></html>',
].join('');

describe('hydrateOnFirstPress', () => {
  const deferred = hydrateOnFirstPress(page);

  it("leaves no script of React Router's to run and no module to preload: only React's own reveal and the loader run", () => {
    expect(deferred).not.toContain('rel="modulepreload"');
    expect(deferred).not.toMatch(/<script(?: async="")?>window\.__reactRouterContext/);
    expect(deferred).not.toContain('type="module"');
    expect(deferred).toContain('<script type="text/x-stillpoint-later-module" async="">import "/assets/manifest-1.js";');
    expect(deferred).toContain('<script type="text/x-stillpoint-later-classic">window.__reactRouterContext = {"ssr":false};</script>');
    expect(deferred).toContain('<script>$RC("B:0","S:0")</script>');
    expect(deferred).toContain('<script type="application/ld+json">{"@type":"HowTo"}</script>');
    expect(deferred).toContain('<link rel="stylesheet" href="/assets/root-3.css"/>');
    expect(deferred.endsWith(`<script>${PRESS_LOADER}</script></body></html>`)).toBe(true);
  });

  it("keeps every script's text, so the server's policy (by hash) allows each when the loader runs it", () => {
    const before = inlineHashes(page).scripts;
    const after = inlineHashes(deferred).scripts;
    for (const hash of before) expect(after).toContain(hash);
  });

  it('changes a page once', () => {
    expect(hydrateOnFirstPress(deferred)).toBe(deferred);
  });
});

import { describe, expect, it } from 'vitest';
import { inlineHashes } from '@stillpoint/test-support/app';
import { REGISTER_WORKER, withWorkerRegistration } from './withWorkerRegistration';

const page = '<!DOCTYPE html><html lang="en"><head></head><body><main><h1>Box Breathing</h1></main><script>$RC("B:0","S:0")</script></body></html>';

describe('withWorkerRegistration', () => {
  const registering = withWorkerRegistration(page);

  it('ends the body with a script of a few hundred bytes that registers /service-worker.js once the page has loaded', () => {
    expect(registering.endsWith(`<script>${REGISTER_WORKER}</script></body></html>`)).toBe(true);
    expect(new TextEncoder().encode(REGISTER_WORKER).length).toBeLessThan(300);
    expect(REGISTER_WORKER).toContain(`addEventListener('load'`);
    expect(REGISTER_WORKER).toContain('navigator.serviceWorker.register("/service-worker.js",{scope:\'/\'})');
  });

  it('is an inline script the server allows by its hash, beside the page’s own', () => {
    expect(inlineHashes(registering).scripts.length).toBe(inlineHashes(page).scripts.length + 1);
  });

  it('changes a page once', () => {
    expect(withWorkerRegistration(registering)).toBe(registering);
  });
});

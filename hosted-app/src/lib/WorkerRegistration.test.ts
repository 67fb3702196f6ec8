import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { inlineHashes } from '@stillpoint/test-support/app';
import { REGISTER_WORKER, WorkerRegistration } from './WorkerRegistration';

describe('WorkerRegistration', () => {
  const rendered = renderToStaticMarkup(createElement(WorkerRegistration));

  it('is a script of a few hundred bytes that registers /service-worker.js once the page has loaded', () => {
    expect(rendered).toBe(`<script>${REGISTER_WORKER}</script>`);
    expect(new TextEncoder().encode(REGISTER_WORKER).length).toBeLessThan(300);
    expect(REGISTER_WORKER).toContain(`addEventListener('load'`);
    expect(REGISTER_WORKER).toContain('navigator.serviceWorker.register("/service-worker.js",{scope:\'/\'})');
  });

  it('is an inline script the server allows by its hash', () => {
    expect(inlineHashes(`<body>${rendered}</body>`).scripts.length).toBe(1);
  });
});

import { defineConfig } from 'vitest/config';
import { preactAliases } from '../rollup.config.mjs';
import { sourceResolve } from '../vitest.shared.ts';

// jsdom: the elements themselves, built as they ship: the React runners on preact/compat.
export default defineConfig({
  ...sourceResolve,
  resolve: { ...sourceResolve.resolve, alias: preactAliases },
  test: {
    name: 'widgets-dom',
    environment: 'jsdom',
    include: ['src/**/*.dom.test.ts'],
    // Sessions run on real (accelerated) timers; a machine busy with browser tests needs the slack.
    testTimeout: 30_000,
    // r2wc imports react-dom/client: processing it (and Preact) here lets the alias hand it
    // preact/compat, and keeps a single copy of Preact (two copies break hooks).
    server: { deps: { inline: [/@r2wc\//, /\/preact\//] } },
  },
});

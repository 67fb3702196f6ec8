import { defineConfig } from 'vitest/config';
import { preactReact } from '../rollup.config.mjs';
import { sourceResolve } from '../vitest.shared.ts';

// jsdom: the elements themselves, built as they ship: the React runners on Preact core.
export default defineConfig({
  ...sourceResolve,
  // React's entry points answered by Preact core and preact/hooks, as in the shipped build (rollup.config.mjs).
  plugins: [preactReact()],
  test: {
    name: 'widgets-dom',
    environment: 'jsdom',
    include: ['src/**/*.dom.test.ts'],
    // Sessions run on real (accelerated) timers; a machine busy with browser tests needs the slack.
    testTimeout: 30_000,
    // Processing Preact here keeps a single copy of it (two copies break hooks).
    server: { deps: { inline: [/\/preact\//] } },
  },
});

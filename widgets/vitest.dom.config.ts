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
    include: ['src/**/*.dom.test.ts', 'test-support/**/*.dom.test.ts'],
    // Each file's widgets removed and settled before jsdom closes its window (test-support/settleWidgets.ts).
    setupFiles: ['test-support/settleAfterAll.ts'],
    // Sessions run on real (accelerated) timers; a machine busy with browser tests needs the slack.
    testTimeout: 30_000,
    // r2wc imports react and react-dom/client: processing it (and Preact) here lets the plugin hand it
    // the Preact shims (widgets/src/preactReact*.ts, r2wcReact.ts), and keeps a single copy of Preact
    // (two copies break hooks).
    server: { deps: { inline: [/@r2wc\//, /\/preact\//] } },
  },
});

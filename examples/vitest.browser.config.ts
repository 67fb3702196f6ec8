import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Each example built as it ships (rollup, vite) and driven in real Chromium through playwright-core.
// The tests themselves run in Node; of the workspace they import only @stillpoint/test-support, whose exports are
// its TypeScript sources under every condition, so no "source" resolution here.
export default defineConfig({
  // Rooted here, so running this file directly (--config) finds only the examples' tests.
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'examples-browser',
    environment: 'node',
    include: ['**/*.browser.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    // The widget script built once for the run; each file launches its own Chromium. The React app is built from the
    // packed packages: side by side with every other suite's files when `npm test` packed them before, else one file
    // at a time, as the scripts' tests (scripts/vitest.config.ts).
    globalSetup: ['test/widgetScriptSetup.ts'],
    fileParallelism: process.env.STILLPOINT_PACKED_DIR !== undefined,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});

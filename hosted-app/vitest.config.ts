import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { sourceResolve } from '../vitest.shared.ts';

// The hosted app's pure logic (dates, summaries, rules) and the guide's typesetting (calmkit/), in Node; its
// screens are tested in Chromium (vitest.browser.config.ts).
export default defineConfig({
  ...sourceResolve,
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'hosted-app',
    environment: 'node',
    include: ['src/**/*.test.ts', 'calmkit/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/build/**', 'src/**/*.browser.test.ts'],
  },
});

import { defineConfig } from 'vitest/config';
import { sourceResolve } from '../vitest.shared.ts';

// Real Chromium through playwright-core; each file launches its own browser.
export default defineConfig({
  ...sourceResolve,
  test: {
    name: 'sdk-browser',
    environment: 'node',
    include: ['src/**/*.browser.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 120_000,
  },
});

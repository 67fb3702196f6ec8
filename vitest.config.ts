import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner; each package owns its suites in its own vitest.config.ts (node), and optionally
// vitest.dom.config.ts (jsdom) and vitest.browser.config.ts (real Chromium through playwright-core).
export default defineConfig({
  test: {
    projects: ['*/vitest.config.ts', '*/vitest.dom.config.ts', '*/vitest.browser.config.ts'],
    // One worker more than the cores (vitest's default is one fewer: a single worker on a 2-core machine, every file
    // in turn). Most of a browser file's time is spent waiting on Chromium, the API and PostgreSQL, each in a process
    // of its own, so files side by side fill the waits; every worker has its own database and browser context.
    maxWorkers: availableParallelism() + 1,
  },
});

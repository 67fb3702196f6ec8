import { defineConfig } from 'vitest/config';

// One runner; each package owns its suites in its own vitest.config.ts (node), and optionally
// vitest.dom.config.ts (jsdom) and vitest.browser.config.ts (real Chromium through playwright-core).
export default defineConfig({
  test: {
    projects: ['*/vitest.config.ts', '*/vitest.dom.config.ts', '*/vitest.browser.config.ts'],
  },
});

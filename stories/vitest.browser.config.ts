import { defineConfig } from 'vitest/config';

// Builds the static Storybook once, then drives every story in real Chromium (playwright-core):
// its play function must pass and axe must find no violations. The test itself only runs Node and
// the browser, so it needs none of the workspace source resolution the other projects share.
export default defineConfig({
  test: {
    name: 'stories-browser',
    environment: 'node',
    include: ['test/**/*.browser.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});

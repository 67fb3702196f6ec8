import { defineConfig } from 'vitest/config';

// The elements as the script tag ships them (rollup's script build, from the current sources), in
// real Chromium through playwright-core: what jsdom cannot show (hover, colour contrast, audio
// fetches, Preact's real scheduling). The tests run in Node and import no workspace package.
export default defineConfig({
  test: {
    name: 'widgets-browser',
    environment: 'node',
    include: ['src/**/*.browser.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});

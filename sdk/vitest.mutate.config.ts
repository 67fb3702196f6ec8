import { defineConfig } from 'vitest/config';
import { sourceResolve } from '../vitest.shared.ts';

// The suites `npm run mutate` (stryker.config.mjs) runs against each mutant of sdk/src/core and
// sdk/src/catalog: the engine and catalog tests only, not the audio ones. Not a project of the
// root vitest.config.ts, so `npm test` never picks it up.
export default defineConfig({
  ...sourceResolve,
  test: {
    name: 'sdk-mutate',
    environment: 'node',
    include: ['src/core/**/*.test.ts', 'src/catalog/**/*.test.ts'],
    exclude: ['**/*.browser.test.ts', '**/node_modules/**'],
  },
});

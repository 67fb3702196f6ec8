import { defineConfig } from 'vitest/config';
import { sourceResolve } from '../vitest.shared.ts';

export default defineConfig({
  ...sourceResolve,
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    // One PostgreSQL for the run (DATABASE_URL's server, or an embedded one); a database per worker.
    globalSetup: ['test/globalSetup.ts'],
    // Closes the apps a file built (each holds a change listener connection).
    setupFiles: ['test/setup.ts'],
    // A worker's files share its modules: the API's sources load once a worker instead of once a file (a quarter of
    // the suite's time). Each file builds and closes its own apps (test/setup.ts runs before every file, isolated or
    // not); a test that fakes the clock or spies on a shared object restores it.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

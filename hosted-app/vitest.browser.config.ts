import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { sourceResolve } from '../vitest.shared.ts';

// The built app served by the real API (on a test database) and driven in real Chromium through
// playwright-core. The tests run in Node; the API's sources resolve through the "source" condition.
export default defineConfig({
  ...sourceResolve,
  // Rooted here, so running this file directly (--config) finds only the hosted app's browser tests.
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'hosted-app-browser',
    environment: 'node',
    include: ['src/**/*.browser.test.ts'],
    exclude: ['**/node_modules/**', '**/build/**'],
    // The API's PostgreSQL for the run (DATABASE_URL's server, or an embedded one), a database per
    // worker; the app built once for the run; one Chromium for the run, a context per test. Files run side by side
    // (the root config's workers): none shares an account, a database or a port with another.
    globalSetup: ['@stillpoint/test-support/database-setup', 'test/buildApp.ts', '@stillpoint/test-support/chromium-server'],
    setupFiles: ['@stillpoint/test-support/close-apps'],
    // A worker's files share its modules (the harness and the API's sources load once a worker, not once a file: a
    // tenth of the suite's time); each file starts and closes its own app, database connection and pages.
    isolate: false,
    // A safety net for a test that hangs, not a measure of speed (npm run bench measures that): a test that waits for the
    // service worker's precache (workerInControl) can spend most of a minute there on a loaded 2-core machine.
    testTimeout: 150_000,
    hookTimeout: 180_000,
  },
});

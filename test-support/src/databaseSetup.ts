// A vitest `globalSetup` for a suite that runs the app on the real API: one PostgreSQL for the run
// (DATABASE_URL's server, or an embedded one), a database per worker (the API's own test set-up).
export { default } from '@stillpoint/api/testing/global-setup';

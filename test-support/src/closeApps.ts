// A vitest `setupFiles` entry beside databaseSetup: closes the API apps a test file started (each holds a
// change-listener connection to the database).
import '@stillpoint/api/testing/setup';

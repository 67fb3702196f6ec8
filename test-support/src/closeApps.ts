// A vitest `setupFiles` entry beside databaseSetup: closes the API apps a test file started (each holds a
// change-listener connection to the database). The hook is registered here, in the setup file itself, which vitest
// runs before every test file even where files share a worker's modules (`isolate: false`).
import { afterAll } from 'vitest';
import { closeTestApps } from '@stillpoint/api/testing';

afterAll(() => closeTestApps());

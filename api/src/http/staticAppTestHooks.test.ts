import { rmSync } from 'node:fs';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtAppFolder } from '../../test/builtAppFolder';
import { openWorkerDatabase } from '../../test/testDatabase';
import { buildTestApp } from '../../test/testApp';
import type { Database } from '../db/database';
import { TEST_HOOKS_META } from './staticApp';

let db: Database;
let build: string;

beforeAll(async () => {
  ({ db } = await openWorkerDatabase());
  build = builtAppFolder();
});
afterAll(async () => {
  await db.close();
  rmSync(build, { recursive: true, force: true });
});

describe('the test hooks on the pages served', () => {
  it('are on every page a loopback test server sends, prerendered, SPA fallback and not-found alike', async () => {
    const app = buildTestApp({ db, config: { appOrigin: 'http://127.0.0.1:4100', hostedAppDir: build, testHooks: true } });
    for (const path of ['/', '/app/history', '/no/such/page']) {
      const response = await request(app.callback()).get(path).set('Accept', 'text/html');
      expect(response.text, path).toContain(TEST_HOOKS_META);
    }
  });

  it('are on no page a server sends without them, whatever its origin', async () => {
    for (const appOrigin of ['http://127.0.0.1:4100', 'https://stillpoint.example']) {
      const app = buildTestApp({ db, config: { appOrigin, hostedAppDir: build } });
      for (const path of ['/', '/app/history', '/no/such/page']) {
        const response = await request(app.callback()).get(path).set('Accept', 'text/html');
        expect(response.text, `${appOrigin}${path}`).not.toContain('stillpoint-test-hooks');
      }
    }
  });

  it('make a server for a public origin refuse to start', () => {
    for (const appOrigin of ['https://stillpoint.example', 'http://192.168.1.20:3000', 'http://localhost.example.com'])
      expect(() => buildTestApp({ db, config: { appOrigin, hostedAppDir: build, testHooks: true } }), appOrigin).toThrow(/test hooks are for a loopback origin only/);
  });
});

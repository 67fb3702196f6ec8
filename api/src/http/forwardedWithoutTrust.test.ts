import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWorkerDatabase } from '../../test/testDatabase';
import { buildTestApp } from '../../test/testApp';
import type { Database } from '../db/database';

let db: Database;
beforeAll(async () => ({ db } = await openWorkerDatabase()));
afterAll(() => db.close());

function appLogging(proxyHops: number) {
  const lines: string[] = [];
  const app = buildTestApp({ db, config: { proxyHops }, log: { info: (line) => lines.push(line), error: (line) => lines.push(line) } });
  return { app, lines, proxyLines: () => lines.filter((line) => line.includes('TRUST_PROXY')) };
}

describe('X-Forwarded-For while TRUST_PROXY is off', () => {
  it('logs one line naming TRUST_PROXY the first time a request carries it, and never again', async () => {
    const { app, proxyLines } = appLogging(0);
    await request(app.callback()).get('/api/health');
    expect(proxyLines()).toEqual([]);
    for (const address of ['203.0.113.7', '198.51.100.2']) await request(app.callback()).get('/api/health').set('X-Forwarded-For', address);
    expect(proxyLines()).toEqual([
      '[proxy] requests carry X-Forwarded-For but TRUST_PROXY is 0: every client behind the proxy counts as the proxy\'s one address (shared rate limits); set TRUST_PROXY to the number of proxies in front of the API',
    ]);
  });

  it('logs nothing when TRUST_PROXY says a proxy is there', async () => {
    const { app, proxyLines } = appLogging(1);
    await request(app.callback()).get('/api/health').set('X-Forwarded-For', '203.0.113.7');
    expect(proxyLines()).toEqual([]);
  });
});

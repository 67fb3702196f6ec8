import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabaseIfMissing, urlOf, workerDatabaseName } from './testDatabase';
import { startServerProcess } from './serverProcess';

let databaseUrl: string;
const dataDir = mkdtempSync(join(tmpdir(), 'stillpoint-server-'));

beforeAll(async () => {
  await createDatabaseIfMissing(workerDatabaseName());
  databaseUrl = urlOf(workerDatabaseName());
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('server.ts', () => {
  it('logs each default it picks, serves requests, and stops cleanly on SIGTERM', async () => {
    const server = await startServerProcess({ DATABASE_URL: databaseUrl, SESSION_SECRET: 'test-secret', STILLPOINT_DATA_DIR: dataDir });
    const output = server.output();
    expect(output).toContain(`[api] listening on http://localhost:${server.port}`);
    expect(output).toContain('[db] using DATABASE_URL');
    expect(output).toContain(`[mail] SMTP_URL not set: writing messages to ${join(dataDir, 'outbox')}/`);
    expect(output).not.toContain('[session]');

    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    const unknown = await fetch(`${server.url}/api/nothing`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Not found' });

    expect(await server.stop()).toBe(0);
    expect(server.output()).toContain('[api] stopped');
    // With SESSION_SECRET and DATABASE_URL given, nothing was written to the data folder.
    expect(readdirSync(dataDir)).toEqual([]);
  });
});

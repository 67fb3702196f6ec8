import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventually } from '@stillpoint/test-support/eventually';
import { afterAll, describe, expect, it, onTestFailed } from 'vitest';
import { removeEmbeddedPostgres } from '../src/db/embeddedPostgres';
import { recordedDataDir } from '../src/db/placePostgres';
import { breathingConfig, TEST_PASSWORD } from './testApp';
import { startServerProcess, type ServerProcess } from './serverProcess';

// `npm start` without DATABASE_URL runs its own PostgreSQL; here it is killed under the running API.
const dataDir = mkdtempSync(join(tmpdir(), 'stillpoint-supervised-'));
const postgresDir = join(dataDir, 'postgres');
let running: ServerProcess | undefined;

afterAll(async () => {
  await running?.stop();
  removeEmbeddedPostgres(postgresDir);
  rmSync(dataDir, { recursive: true, force: true });
});

/** The postmaster's process id, from the first line of postmaster.pid in the cluster's folder (kept elsewhere as root). */
function postmasterPid(): number {
  const cluster = recordedDataDir(postgresDir) ?? join(postgresDir, 'data');
  return Number(readFileSync(join(cluster, 'postmaster.pid'), 'utf8').split('\n')[0]);
}

describe('the embedded PostgreSQL of server.ts (no DATABASE_URL)', () => {
  it('is restarted when it dies: the API serves again by itself within 30 s, and says so in one line', { timeout: 240_000 }, async () => {
    const server = (running = await startServerProcess({ STILLPOINT_DATA_DIR: dataDir }, { timeoutMs: 120_000 }));
    // What the server said is what tells an outage it handled from one it did not.
    onTestFailed(() => console.log(`The server's output:\n${server.output()}`));
    const port = Number(readFileSync(join(postgresDir, 'port'), 'utf8'));
    const registered = await fetch(`${server.url}/api/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: `http://localhost:${server.port}` },
      body: JSON.stringify({ firstName: 'Super', lastName: 'Vised', email: 'supervised@example.com', password: TEST_PASSWORD }),
    });
    expect(registered.status).toBe(201);
    const cookie = registered.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const saved = await fetch(`${server.url}/api/sessions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: `http://localhost:${server.port}`, Cookie: cookie },
      body: JSON.stringify({ name: 'Kept', type: 'breathing', config: breathingConfig }),
    });
    expect(saved.status).toBe(201);
    const readSessions = async () => (await fetch(`${server.url}/api/sessions`, { headers: { Cookie: cookie } })).status;
    expect(await readSessions()).toBe(200);

    const killed = postmasterPid();
    process.kill(killed, 'SIGKILL');
    const killedAt = Date.now();
    // The API notices (its connections are gone), then serves again without being restarted.
    await eventually(readSessions, { until: (status) => status === 503, withinMs: 10_000, everyMs: 250, what: 'a 503 once the database is gone' });
    await eventually(readSessions, { until: (status) => status === 200, withinMs: 30_000 - (Date.now() - killedAt), everyMs: 250, what: 'a 200 after the outage began' });
    expect(Date.now() - killedAt).toBeLessThan(30_000);

    // The server's output reaches this process through a pipe, on its own time: the line may follow the first 200.
    const said = `[db] the embedded PostgreSQL stopped (killed by SIGKILL); restarted it on port ${port}`;
    await eventually(() => server.messages(), { until: (messages) => messages.includes(said), withinMs: 5_000, everyMs: 100, what: 'the restart said in one line' });
    expect(postmasterPid()).not.toBe(killed);
    const list = await fetch(`${server.url}/api/sessions`, { headers: { Cookie: cookie } });
    expect(await list.json()).toEqual([expect.objectContaining({ name: 'Kept' })]);
    expect(await server.stop()).toBe(0);
    running = undefined;
  });
});

import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventually } from '@stillpoint/test-support/eventually';
import { afterAll, describe, expect, it } from 'vitest';
import { removeEmbeddedPostgres } from '../src/db/embeddedPostgres';
import { recordedDataDir } from '../src/db/placePostgres';
import { breathingConfig, TEST_PASSWORD } from './testApp';
import { startServerProcess, type ServerProcess } from './serverProcess';

// The path `npm start` takes on a fresh machine: no DATABASE_URL, no SESSION_SECRET, no SMTP_URL. The child
// gets only STILLPOINT_DATA_DIR (this run's DATABASE_URL, if any, is not passed on). The folder is private (0700),
// as mkdtemp makes it: as root the embedded server then keeps its cluster outside it.
const dataDir = mkdtempSync(join(tmpdir(), 'stillpoint-embedded-'));
let running: ServerProcess | undefined;

afterAll(async () => {
  await running?.stop();
  removeEmbeddedPostgres(join(dataDir, 'postgres'));
  rmSync(dataDir, { recursive: true, force: true });
});

const start = async () => (running = await startServerProcess({ STILLPOINT_DATA_DIR: dataDir }, { timeoutMs: 120_000 }));

async function call(server: ServerProcess, method: string, path: string, options: { cookie?: string; body?: unknown } = {}) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }), ...(options.cookie ? { Cookie: options.cookie } : {}) },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null, cookie: response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') };
}

describe('server.ts on the embedded defaults (STILLPOINT_DATA_DIR)', () => {
  it('keeps its database, session key and outbox in the data folder, and the data across a restart', { timeout: 240_000 }, async () => {
    const first = await start();
    expect(first.output()).toContain(`[db] DATABASE_URL not set: embedded PostgreSQL at ${join(dataDir, 'postgres')}`);
    expect(first.output()).toContain(`[session] SESSION_SECRET not set: signing cookies with the key kept in ${join(dataDir, 'session-secret')}`);
    expect(first.output()).toContain(`[mail] SMTP_URL not set: writing messages to ${join(dataDir, 'outbox')}/`);

    const email = 'restart@example.com';
    const registered = await call(first, 'POST', '/api/register', { body: { firstName: 'Re', lastName: 'Start', email, password: TEST_PASSWORD } });
    expect(registered.status).toBe(201);
    const cookie = registered.cookie;
    const saved = await call(first, 'POST', '/api/sessions', { cookie, body: { name: 'Kept', type: 'breathing', config: breathingConfig } });
    expect(saved.status).toBe(201);
    expect((await call(first, 'POST', '/api/forgot-password', { body: { email } })).status).toBe(200);
    expect(await first.stop()).toBe(0);

    const cluster = recordedDataDir(join(dataDir, 'postgres')) ?? join(dataDir, 'postgres', 'data');
    expect(existsSync(join(cluster, 'PG_VERSION'))).toBe(true);
    expect(readFileSync(join(dataDir, 'session-secret'), 'utf8').length).toBeGreaterThan(20);

    const second = await start();
    // The reset e-mail is a queued job: written to the outbox by the first server, or by this one if the first stopped before its turn.
    const outbox = join(dataDir, 'outbox');
    const resetMailed = () => existsSync(outbox) && readdirSync(outbox).some((file) => file.endsWith('.eml') && readFileSync(join(outbox, file), 'utf8').includes('Reset your Stillpoint password'));
    await eventually(resetMailed, { withinMs: 30_000, everyMs: 250 });
    expect(second.output()).toContain(`embedded PostgreSQL at ${join(dataDir, 'postgres')}`);
    // The same cookie still signs in (same key, same session row), and the saved session is there.
    const list = await call(second, 'GET', '/api/sessions', { cookie });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([expect.objectContaining({ id: saved.body!.id, name: 'Kept' })]);
    expect((await call(second, 'POST', '/api/login', { body: { email, password: TEST_PASSWORD } })).status).toBe(200);
    expect(await second.stop()).toBe(0);
    running = undefined;
  });
});

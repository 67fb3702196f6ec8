import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ORIGIN, breathingConfig, buildTestApp, TEST_PASSWORD, uniqueEmail } from './testApp';
import { createDatabaseIfMissing, urlOf, workerDatabaseName } from './testDatabase';
import { openDatabase, type Database } from '../src/db/database';
import type { Logger } from '../src/logger';

const CLIENTS = 150;
const FLOOD_MS = 5_000;
/** The flood stops at this many checks if it gets there first, however fast the machine. */
const MAX_CHECKS = 40_000;

interface Answer {
  status: number;
  body: string;
  cookie: string;
}

/** One request over `agent` (keep-alive sockets, as a load balancer or a script would hold them); a failed connection is status 0. */
function call(agent: Agent, port: number, method: string, path: string, headers: Record<string, string> = {}, body?: unknown): Promise<Answer> {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      { host: '127.0.0.1', port, method, path, agent, headers: { ...headers, ...(payload ? { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(payload)) } : {}) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, cookie: (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ') }));
      },
    );
    req.on('error', () => resolve({ status: 0, body: '', cookie: '' }));
    req.end(payload);
  });
}

/** Connections the server has opened to the database so far (PostgreSQL counts them as each one starts, and reports them by the time it ends). */
async function sessionsOpened(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ sessions: string }>('SELECT sessions FROM pg_stat_database WHERE datname = current_database()');
    return Number(rows[0]!.sessions);
  } finally {
    await client.end();
  }
}

describe('a flood of health checks', () => {
  // A database of its own on the run's server: the connections it counts are the flood's alone. The
  // server is not stopped or frozen here, so it needs no server of its own.
  const lines: string[] = [];
  const log: Logger = { info: (line) => lines.push(line), error: (line) => lines.push(line) };
  let url: string;
  let db: Database;
  let server: Server;
  let port: number;

  beforeAll(async () => {
    const name = `${workerDatabaseName()}_health_flood`;
    await createDatabaseIfMissing(name);
    url = urlOf(name);
    db = await openDatabase(url, { log });
    server = createServer(buildTestApp({ db, log }).callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await db?.close();
  });

  it('is not read as a database outage: a signed-in user is answered throughout, and the checks share a few connections', { timeout: 60_000 }, async () => {
    const userAgent = new Agent({ keepAlive: true, maxSockets: 1 });
    const origin = { Origin: APP_ORIGIN };
    const registered = await call(userAgent, port, 'POST', '/api/register', origin, { firstName: 'Flo', lastName: 'Od', email: uniqueEmail('flood'), password: TEST_PASSWORD });
    expect(registered.status).toBe(201);
    const signedIn = { ...origin, Cookie: registered.cookie };
    expect((await call(userAgent, port, 'POST', '/api/sessions', signedIn, { name: 'Calm', type: 'breathing', config: breathingConfig })).status).toBe(201);

    const openedBefore = await sessionsOpened(url);
    const floodAgent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
    const health = new Map<number, number>();
    let checks = 0;
    const until = Date.now() + FLOOD_MS;
    const client = async () => {
      while (Date.now() < until && checks < MAX_CHECKS) {
        checks += 1;
        const { status } = await call(floodAgent, port, 'GET', '/api/health');
        health.set(status, (health.get(status) ?? 0) + 1);
      }
    };
    // Meanwhile a person reads their saved sessions, every half second.
    const user = async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 9; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        statuses.push((await call(userAgent, port, 'GET', '/api/sessions', signedIn)).status);
      }
      return statuses;
    };
    const [userStatuses] = await Promise.all([user(), ...Array.from({ length: CLIENTS }, client)]);
    floodAgent.destroy();
    userAgent.destroy();
    const opened = (await sessionsOpened(url)) - openedBefore;

    expect(userStatuses).toEqual(Array(9).fill(200));
    expect(checks, 'a flood of checks was sent').toBeGreaterThan(1_000);
    expect(Object.fromEntries(health)).toEqual({ 200: checks });
    // The checks share one probe at a time, answered again for a second: nowhere near a connection per check.
    expect(opened, `${opened} connections for ${checks} checks`).toBeLessThanOrEqual(10);
    expect(lines.filter((line) => line.startsWith('[db]'))).toEqual([]);
  });
});

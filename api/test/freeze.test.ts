import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Koa from 'koa';
import { eventually } from '@stillpoint/test-support/eventually';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { breathingConfig, buildTestApp, signUp, type SignedUp } from './testApp';
import { openDatabase, type Database } from '../src/db/database';
import { removeEmbeddedPostgres, startEmbeddedPostgres, type EmbeddedServer } from '../src/db/embeddedPostgres';
import { SERVICE_UNAVAILABLE } from '../src/errors';
import type { Logger } from '../src/logger';

/** The postmaster and every process under it (its backends), from Linux's /proc. */
function processTree(pid: number): number[] {
  const childrenFile = `/proc/${pid}/task/${pid}/children`;
  const children = existsSync(childrenFile) ? readFileSync(childrenFile, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number) : [];
  return [pid, ...children.flatMap(processTree)];
}

/** Stops (SIGSTOP) the whole server, as a hung host or a paused VM would: its sockets stay open and say nothing. */
function freeze(postmaster: number): () => void {
  const tree = processTree(postmaster);
  for (const pid of tree) process.kill(pid, 'SIGSTOP');
  return () => {
    for (const pid of tree.reverse()) process.kill(pid, 'SIGCONT');
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = Date.now();
  const result = await work();
  return { result, ms: Date.now() - started };
}

describe('when the PostgreSQL server freezes (stopped, not exited) while requests run', () => {
  // A server of its own (temp folder, free port), even when the run has DATABASE_URL: this one is frozen.
  const folder = mkdtempSync(join(tmpdir(), 'stillpoint-freeze-'));
  const lines: string[] = [];
  const log: Logger = {
    info: (line) => lines.push(line),
    error: (line, error) => lines.push(error === undefined ? line : `${line} ${error instanceof Error ? error.stack : String(error)}`),
  };
  let server: EmbeddedServer;
  let db: Database;
  let app: Koa;
  let user: SignedUp;
  let thaw: (() => void) | undefined;

  beforeAll(async () => {
    server = await startEmbeddedPostgres(folder, { database: 'stillpoint_freeze' });
    db = await openDatabase(server.url, { log });
    app = buildTestApp({ db });
    user = await signUp(app);
    expect((await user.agent.post('/api/sessions').send({ name: 'Before', type: 'breathing', config: breathingConfig })).status).toBe(201);
  });
  afterAll(async () => {
    thaw?.();
    await db?.close();
    await server?.stop();
    removeEmbeddedPostgres(folder);
  });

  it('answers 503 within seconds, not for as long as the freeze lasts; the health check says so within 2 s; it recovers by itself', { timeout: 90_000 }, async () => {
    const FREEZE_MS = 20_000;
    thaw = freeze(server.pid);
    const frozenAt = Date.now();

    // Ten requests already on their way when the server froze, and a health check.
    const inFlight = Array.from({ length: 10 }, (_, i) =>
      timed(() => (i % 2 ? user.agent.get('/api/sessions') : user.agent.post('/api/sessions').send({ name: `During ${i}`, type: 'breathing', config: breathingConfig }))),
    );
    const health = await timed(() => user.agent.get('/api/health'));
    expect(health.result.status).toBe(503);
    expect(health.result.body).toEqual({ error: SERVICE_UNAVAILABLE });
    expect(health.ms).toBeLessThan(2_000);

    // Once the outage is known, a new request is turned away at once.
    const later = await timed(() => user.agent.get('/api/user'));
    expect(later.result.status).toBe(503);
    expect(later.ms).toBeLessThan(500);

    const answered = await Promise.all(inFlight);
    for (const { result } of answered) {
      expect(result.status).toBe(503);
      expect(result.body).toEqual({ error: SERVICE_UNAVAILABLE });
      expect(result.headers['retry-after']).toBe('2');
    }
    // All of them answered while the server was still frozen, well before it thaws.
    expect(Date.now() - frozenAt).toBeLessThan(FREEZE_MS / 2);

    await sleep(Math.max(0, FREEZE_MS - (Date.now() - frozenAt)));
    thaw();
    thaw = undefined;

    // Back by itself, without a restart of the API.
    await eventually(async () => await user.agent.get('/api/sessions'), { until: (after) => after.status === 200, withinMs: 10_000, everyMs: 200, what: 'GET /api/sessions answering 200' });
    expect((await user.agent.get('/api/health')).status).toBe(200);

    // One line when the outage began and one when it ended, with a count; no stack, however many requests it turned away.
    const outageLines = lines.filter((line) => line.startsWith('[db]'));
    expect(outageLines).toHaveLength(2);
    expect(outageLines[0]).toMatch(/^\[db\] the database does not answer.*; answering 503 until it does$/);
    expect(outageLines[1]).toMatch(/^\[db\] the database answers again after \d+\.\d s; \d+ request\(s\) were answered 503 meanwhile$/);
    expect(Number(/; (\d+) request/.exec(outageLines[1]!)![1])).toBeGreaterThanOrEqual(12);
    expect(lines.join('\n')).not.toMatch(/\n\s+at /);
  });
});

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Koa from 'koa';
import pg from 'pg';
import type request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWorkerDatabase, withAdmin } from './testDatabase';
import { breathingConfig, buildTestApp, signUp, type SignedUp } from './testApp';
import { openDatabase, type Database } from '../src/db/database';
import { removeEmbeddedPostgres, startEmbeddedPostgres, type EmbeddedServer } from '../src/db/embeddedPostgres';
import { SERVICE_UNAVAILABLE } from '../src/errors';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Outcome {
  status: number;
  body: { id?: string; name?: string; error?: string };
  at: number;
}

interface Outage {
  /** Makes the database unreachable; resolves once it is. */
  takeAway(): Promise<void>;
  /** Makes it reachable again; resolves once it is. */
  bringBack(): Promise<void>;
}

/**
 * Six clients keep saving sessions while the database goes away for a while and comes back; every
 * answer is recorded with its time. The API process itself is never restarted.
 */
async function saveThroughOutage(user: SignedUp, outage: Outage) {
  const outcomes: Outcome[] = [];
  let running = true;
  let counter = 0;
  const writer = async () => {
    while (running) {
      counter += 1;
      const response: request.Response = await user.agent.post('/api/sessions').send({ name: `fault ${counter}`, type: 'breathing', config: breathingConfig });
      outcomes.push({ status: response.status, body: response.body, at: Date.now() });
      await sleep(5);
    }
  };
  const writers = Array.from({ length: 6 }, writer);

  await sleep(300);
  const goingAway = Date.now();
  await outage.takeAway();
  const wentAway = Date.now();
  await sleep(1500);
  const health = await user.agent.get('/api/health');
  const comingBack = Date.now();
  await outage.bringBack();
  const cameBack = Date.now();
  await sleep(1500);
  running = false;
  await Promise.all(writers);
  return { outcomes, goingAway, wentAway, comingBack, cameBack, health, healthAfter: await user.agent.get('/api/health') };
}

/** 503 meanwhile (never a 500), saves before and after, recovery without a restart, and every 201 stored. */
async function expectSurvived(db: Database, run: Awaited<ReturnType<typeof saveThroughOutage>>) {
  const { outcomes, goingAway, wentAway, comingBack, cameBack, health, healthAfter } = run;
  expect(health.status).toBe(503);
  expect(health.body).toEqual({ error: SERVICE_UNAVAILABLE });
  expect(health.headers['retry-after']).toBe('2');

  // Only two answers are possible: saved (201) or "try again" (503) - never a 500.
  expect([...new Set(outcomes.map((o) => o.status))].sort()).toEqual([201, 503]);
  for (const o of outcomes.filter((o) => o.status === 503)) expect(o.body).toEqual({ error: SERVICE_UNAVAILABLE });
  expect(outcomes.some((o) => o.status === 201 && o.at < goingAway)).toBe(true);
  // While it is gone (leaving 200 ms for answers already on their way), every answer is a 503.
  const meanwhile = outcomes.filter((o) => o.at > wentAway + 200 && o.at < comingBack);
  expect(meanwhile.length).toBeGreaterThan(0);
  expect(meanwhile.every((o) => o.status === 503)).toBe(true);
  // Recovered without a restart: the last second's saves all succeed.
  const lastSecond = outcomes.filter((o) => o.at > cameBack + 500);
  expect(lastSecond.length).toBeGreaterThan(0);
  expect(lastSecond.every((o) => o.status === 201)).toBe(true);
  expect(healthAfter.status).toBe(200);

  // Every acknowledged save is in the database.
  const acknowledged = outcomes.filter((o) => o.status === 201).map((o) => o.body.id!);
  const stored = await db.models.SavedSession.findAll({ where: { id: acknowledged } });
  expect(stored).toHaveLength(acknowledged.length);
}

describe('when the PostgreSQL server stops and starts again while requests run', () => {
  // A server of its own (temp folder, free port), even when the run has DATABASE_URL: this one is stopped.
  const folder = mkdtempSync(join(tmpdir(), 'stillpoint-fault-'));
  const DATABASE = 'stillpoint_fault';
  let server: EmbeddedServer;
  let db: Database;
  let app: Koa;
  let user: SignedUp;

  beforeAll(async () => {
    server = await startEmbeddedPostgres(folder, { database: DATABASE });
    db = await openDatabase(server.url);
    app = buildTestApp({ db });
    user = await signUp(app);
  });
  afterAll(async () => {
    await db?.close();
    await server?.stop();
    removeEmbeddedPostgres(folder);
  });

  it('answers 503 meanwhile, recovers by itself, and keeps every save it acknowledged', { timeout: 60_000 }, async () => {
    const before = server.url;
    const run = await saveThroughOutage(user, {
      takeAway: async () => {
        await server.stop();
        // Really gone: nothing listens on its port any more.
        const probe = new pg.Client({ connectionString: server.url, connectionTimeoutMillis: 2_000 });
        await expect(probe.connect()).rejects.toMatchObject({ code: 'ECONNREFUSED' });
      },
      // Same folder, same remembered port: the pool reconnects to the address it knows.
      bringBack: async () => {
        server = await startEmbeddedPostgres(folder, { database: DATABASE });
      },
    });
    expect(server.url).toBe(before);
    await expectSurvived(db, run);
  });
});

describe('when PostgreSQL refuses the database and kills its connections while requests run', () => {
  let db: Database;
  let name: string;
  let app: Koa;
  let user: SignedUp;

  beforeAll(async () => {
    ({ db, name } = await openWorkerDatabase());
    app = buildTestApp({ db });
    user = await signUp(app);
  });
  afterAll(async () => {
    await withAdmin((admin) => admin.query(`ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS true`));
    await db.close();
  });

  it('answers 503 meanwhile, recovers by itself, and keeps every save it acknowledged', async () => {
    const run = await saveThroughOutage(user, {
      // New connections are refused and every open one is killed by the server.
      takeAway: () =>
        withAdmin(async (admin) => {
          await admin.query(`ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS false`);
          await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
        }),
      bringBack: () => withAdmin((admin) => admin.query(`ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS true`)).then(() => undefined),
    });
    await expectSurvived(db, run);
  });
});

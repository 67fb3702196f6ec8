import type Koa from 'koa';
import type request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWorkerDatabase, withAdmin } from './testDatabase';
import { breathingConfig, buildTestApp, signUp, type SignedUp } from './testApp';
import type { Database } from '../src/db/database';
import { SERVICE_UNAVAILABLE } from '../src/http/errors';

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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The database goes away: new connections are refused and every open one is killed by the server. */
async function takeDatabaseAway() {
  await withAdmin(async (admin) => {
    await admin.query(`ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS false`);
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
  });
}

async function bringDatabaseBack() {
  await withAdmin((admin) => admin.query(`ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS true`));
}

interface Outcome {
  status: number;
  body: { id?: string; name?: string; error?: string };
  at: number;
}

describe('when PostgreSQL goes away and comes back while requests run', () => {
  it('answers 503 meanwhile, recovers by itself, and keeps every save it acknowledged', async () => {
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
    await takeDatabaseAway();
    const wentAway = Date.now();
    await sleep(1500);
    const health = await user.agent.get('/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toEqual({ error: SERVICE_UNAVAILABLE });
    await bringDatabaseBack();
    const cameBack = Date.now();
    await sleep(1500);
    running = false;
    await Promise.all(writers);

    // Only two answers are possible: saved (201) or "try again" (503) - never a 500.
    const statuses = new Set(outcomes.map((o) => o.status));
    expect([...statuses].sort()).toEqual([201, 503]);
    for (const o of outcomes.filter((o) => o.status === 503)) {
      expect(o.body).toEqual({ error: SERVICE_UNAVAILABLE });
    }
    expect(outcomes.some((o) => o.status === 201 && o.at < wentAway)).toBe(true);
    expect(outcomes.some((o) => o.status === 503 && o.at > wentAway && o.at < cameBack)).toBe(true);
    // Recovered without a restart: the last second's saves all succeed.
    const lastSecond = outcomes.filter((o) => o.at > cameBack + 500);
    expect(lastSecond.length).toBeGreaterThan(0);
    expect(lastSecond.every((o) => o.status === 201)).toBe(true);
    expect((await user.agent.get('/api/health')).status).toBe(200);

    // Every acknowledged save is in the database.
    const acknowledged = outcomes.filter((o) => o.status === 201).map((o) => o.body.id!);
    const stored = await db.models.SavedSession.findAll({ where: { id: acknowledged } });
    expect(stored).toHaveLength(acknowledged.length);
  });
});

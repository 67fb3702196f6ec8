import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWorkerDatabase, untilCached } from '../../test/testDatabase';
import { buildTestApp, settled, TEST_PASSWORD, uniqueEmail } from '../../test/testApp';
import { eventually } from '@stillpoint/test-support/eventually';
import { openDatabase, type Database } from '../db/database';
import { silentLogger } from '../logger';
import type { Mailer, MailMessage } from '../services/mailer';
import { SessionCache } from './sessionCache';
import { sessionCacheWithListener, type SessionCaching } from './sessionCaching';
import type { StillpointApp } from '../app';

/**
 * Two apps over one database stand for two API processes: each has its own cache and its own listener.
 * What one does (sign out, reset the password, delete the account, change preferences), the other sees
 * within moments, through PostgreSQL's change notices.
 */
let db: Database;
let counted: Database;
let statements: string[] = [];
const mail: MailMessage[] = [];
const mailer: Mailer = { send: async (message) => void mail.push(message), close: () => {} };
let one: StillpointApp;
let other: StillpointApp;
let cachingOne: SessionCaching;
let cachingOther: SessionCaching;

beforeAll(async () => {
  let url: string;
  ({ db, url } = await openWorkerDatabase());
  counted = await openDatabase(url, { logSql: (sql) => statements.push(sql) });
  cachingOne = sessionCacheWithListener(counted.sequelize, silentLogger);
  cachingOther = sessionCacheWithListener(counted.sequelize, silentLogger);
  one = buildTestApp({ db: counted, mailer, sessionCaching: cachingOne });
  other = buildTestApp({ db: counted, mailer, sessionCaching: cachingOther });
  await eventually(() => cachingOne.listening && cachingOther.listening, { withinMs: 2_000 });
});
afterAll(async () => {
  await counted.close();
  await db.close();
});

/** Signs up on `one`; answers the cookie, usable on either app. */
async function signedIn() {
  const email = uniqueEmail();
  const registered = await request(one.callback()).post('/api/register').send({ firstName: 'Ada', lastName: 'Lovelace', email, password: TEST_PASSWORD });
  expect(registered.status).toBe(201);
  const cookie = (registered.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
  return { email, cookie, id: registered.body.id as string };
}

const getUser = (app: StillpointApp, cookie: string) => request(app.callback()).get('/api/user').set('Cookie', cookie);

/** Both apps have the user cached, so what follows must evict it. */
async function cachedInBoth(cookie: string) {
  for (const app of [one, other]) await untilCached(() => statements, async () => expect((await getUser(app, cookie)).status).toBe(200));
}

describe('the session cache across processes', () => {
  it('sign-out in one process signs the session out in the other', async () => {
    const { cookie } = await signedIn();
    await cachedInBoth(cookie);
    expect((await request(one.callback()).post('/api/logout').set('Cookie', cookie)).status).toBe(200);
    expect((await getUser(one, cookie)).status).toBe(401);
    await eventually(async () => (await getUser(other, cookie)).status === 401, { withinMs: 2_000 });
  });

  it('a password reset in one process signs every session out in the other', async () => {
    const { cookie, email } = await signedIn();
    await cachedInBoth(cookie);
    await request(one.callback()).post('/api/forgot-password').send({ email });
    await settled();
    const token = /token=([\w-]+)/.exec(mail.filter((m) => m.to === email).at(-1)!.text)![1]!;
    expect((await request(one.callback()).post('/api/reset-password').send({ token, password: 'a new passphrase' })).status).toBe(200);
    expect((await getUser(one, cookie)).status).toBe(401);
    await eventually(async () => (await getUser(other, cookie)).status === 401, { withinMs: 2_000 });
  });

  it('deleting the account in one process signs it out in the other', async () => {
    const { cookie } = await signedIn();
    await cachedInBoth(cookie);
    expect((await request(one.callback()).delete('/api/user').set('Cookie', cookie).send({ password: TEST_PASSWORD })).status).toBe(204);
    await eventually(async () => (await getUser(other, cookie)).status === 401, { withinMs: 2_000 });
  });

  it('a preference changed in one process is seen by the other; in the same process at once', async () => {
    const { cookie } = await signedIn();
    await cachedInBoth(cookie);
    const patched = await request(one.callback()).patch('/api/user/preferences').set('Cookie', cookie).send({ timeZone: 'Asia/Tokyo' });
    expect(patched.status).toBe(200);
    expect((await getUser(one, cookie)).body.timeZone).toBe('Asia/Tokyo');
    await eventually(async () => (await getUser(other, cookie)).body.timeZone === 'Asia/Tokyo', { withinMs: 2_000 });
  });
});

describe('the writer evicts in its own process at once, without waiting for the notice', () => {
  it('a request right after PATCH /api/user/preferences sees the new row (the cache hears no notices here)', async () => {
    const deaf = new SessionCache();
    deaf.setReady(true);
    const app = buildTestApp({ db: counted, sessionCaching: { cache: deaf, listening: true, close: async () => {} } });
    const email = uniqueEmail();
    const registered = await request(app.callback()).post('/api/register').send({ firstName: 'Ada', lastName: 'L', email, password: TEST_PASSWORD });
    const cookie = (registered.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
    expect((await getUser(app, cookie)).body.monthlyStatsEnabled).toBe(true);
    await request(app.callback()).patch('/api/user/preferences').set('Cookie', cookie).send({ monthlyStatsEnabled: false });
    expect((await getUser(app, cookie)).body.monthlyStatsEnabled).toBe(false);
    await request(app.callback()).post('/api/logout').set('Cookie', cookie);
    expect((await getUser(app, cookie)).status).toBe(401);
  });
});

describe('while the change listener is not connected', () => {
  it('bypasses the cache: every request reads the database, and sees every change at once', async () => {
    // A port nothing listens on: the listener keeps trying, and never connects.
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const caching = sessionCacheWithListener(counted.sequelize, silentLogger, { listenerClient: { host: '127.0.0.1', port: closedPort, connectionTimeoutMillis: 500 } });
    const app = buildTestApp({ db: counted, sessionCaching: caching });
    const email = uniqueEmail();
    const registered = await request(app.callback()).post('/api/register').send({ firstName: 'Ada', lastName: 'L', email, password: TEST_PASSWORD });
    const cookie = (registered.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
    // The confirmation e-mail is sent after the answer, with statements of its own: counted from once it has gone.
    await settled();
    for (let i = 0; i < 3; i += 1) {
      statements = [];
      expect((await getUser(app, cookie)).status).toBe(200);
      expect(statements).toHaveLength(1);
    }
    await db.sequelize.query(`UPDATE users SET first_name = 'Changed' WHERE id = '${registered.body.id}'`);
    expect((await getUser(app, cookie)).body.firstName).toBe('Changed');
    expect(caching.listening).toBe(false);
    expect(caching.cache.size).toBe(0);
  });

  it('when the listener loses its connection, the cache is cleared and bypassed, and it reconnects by itself', async () => {
    const { cookie, id } = await signedIn();
    await cachedInBoth(cookie);
    const database = (await db.sequelize.query<{ name: string }>('SELECT current_database() AS name', { type: 'SELECT' as never }))[0]!.name;
    await db.sequelize.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${database}' AND query LIKE 'LISTEN %'`);
    await eventually(() => !cachingOther.listening, { withinMs: 2_000 });
    expect(cachingOther.cache.size).toBe(0);
    await db.sequelize.query(`UPDATE users SET first_name = 'While away' WHERE id = '${id}'`);
    expect((await getUser(other, cookie)).body.firstName).toBe('While away');
    await eventually(() => cachingOne.listening && cachingOther.listening, { withinMs: 5_000 });
    await untilCached(() => statements, () => getUser(other, cookie));
    statements = [];
    expect((await getUser(other, cookie)).body.firstName).toBe('While away');
    expect(statements).toEqual([]);
  });
});

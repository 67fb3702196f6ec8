import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { statementsDuring, untilCached, useCountedDatabase } from '../../test/testDatabase';
import { breathingConfig, browser, buildTestApp, signUp, TEST_PASSWORD, uniqueEmail } from '../../test/testApp';
import { eventually } from '@stillpoint/test-support/eventually';
import { silentLogger } from '../logger';
import { SessionCache } from './sessionCache';
import { sessionCacheWithListener, type SessionCaching } from './sessionCaching';
import type { StillpointApp } from '../app';
import { userOf, userValuesOf, type AppState } from './auth';
import { systemClock } from '../services/clock';
import { postgresSessionStore } from './sessionStore';

const databases = useCountedDatabase();
let app: StillpointApp;
let caching: SessionCaching;

beforeAll(async () => {
  caching = sessionCacheWithListener(databases.counted.sequelize, silentLogger);
  app = buildTestApp({ db: databases.counted, sessionCaching: caching });
  await eventually(() => caching.listening, { withinMs: 2_000 });
});

const statementsOf = (work: () => Promise<unknown>) => statementsDuring(databases.statements, work);

describe('the PostgreSQL session store', () => {
  it('reads the session and its user in one query the first time, then from the cache: a signed-in GET /api/user runs no SQL', async () => {
    const { agent } = await signUp(app);
    caching.cache.clear();
    const first = await statementsOf(async () => expect((await agent.get('/api/user')).status).toBe(200));
    expect(first).toHaveLength(1);
    expect(first[0]).toMatch(/FROM login_sessions s LEFT JOIN users u/);
    // A read that overlapped any change notice (the sign-up's own, heard late, or another file's write) is rightly
    // not kept (sessionCache.ts): the read that follows reads once more and is kept.
    await untilCached(() => databases.statements, () => agent.get('/api/user'));
    for (let i = 0; i < 3; i += 1) expect(await statementsOf(async () => expect((await agent.get('/api/user')).status).toBe(200))).toEqual([]);
  });

  it('lists saved sessions without reading the session once it is cached: one statement, the page', async () => {
    const { agent } = await signUp(app);
    await agent.post('/api/sessions').send({ name: 'Box', type: 'breathing', config: breathingConfig });
    await untilCached(() => databases.statements, () => agent.get('/api/user'));
    const list = async () => expect((await agent.get('/api/sessions')).body).toHaveLength(1);
    for (let i = 0; i < 2; i += 1) {
      const sql = await statementsOf(list);
      expect(sql).toHaveLength(1);
      expect(sql[0]).toMatch(/FROM "?saved_sessions"?/);
    }
  });

  it('sees a change made by anyone (here plain SQL) once PostgreSQL notifies it', async () => {
    const { agent, id } = await signUp(app);
    await untilCached(() => databases.statements, () => agent.get('/api/user'));
    expect((await agent.get('/api/user')).body.timeZone).toBe('UTC');
    await databases.db.sequelize.query(`UPDATE users SET time_zone = 'Asia/Tokyo', first_name = 'Changed' WHERE id = '${id}'`);
    await eventually(async () => (await agent.get('/api/user')).body.timeZone === 'Asia/Tokyo', { withinMs: 2_000 });
    expect((await agent.get('/api/user')).body).toMatchObject({ timeZone: 'Asia/Tokyo', firstName: 'Changed' });
  });

  it('hands requests the cached user frozen, and a request that changes the user its own copy: no other request sees the change', async () => {
    const registered = await request(app.callback()).post('/api/register').send({ firstName: 'Ada', lastName: 'L', email: uniqueEmail(), password: TEST_PASSWORD });
    const key = (registered.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]!).find((c) => c.startsWith('stillpoint.sid='))!.slice('stillpoint.sid='.length);
    // A cache of its own, that no change notice reaches: what is asserted is what the store hands out, and a late notice
    // (another test's write) would turn the first read away from the listened cache and send the second to the database.
    const cache = new SessionCache();
    cache.setReady(true);
    const store = postgresSessionStore(databases.counted.models, systemClock, cache);
    const contextOf = () => ({ state: {} as AppState });
    const first = contextOf();
    await store.get(key, 0, { ctx: first as never });
    expect(() => Object.assign(first.state.userValues!, { firstName: 'Mallory' })).toThrow(TypeError);
    const changed = userOf(first as never);
    changed.firstName = 'Mallory';
    changed.createdAt.setTime(0);
    const second = contextOf();
    const sql = await statementsOf(() => store.get(key, 0, { ctx: second as never }));
    expect(sql).toEqual([]);
    expect(userValuesOf(second as never).firstName).toBe('Ada');
    expect(userValuesOf(second as never).createdAt.getTime()).toBeGreaterThan(0);
    expect(userOf(second as never).firstName).toBe('Ada');
    expect(userOf(second as never)).not.toBe(changed);
  });

  it('answers as the new user after signing in as someone else on a signed-in browser', async () => {
    const first = await signUp(app, { firstName: 'First' });
    const second = await signUp(app, { firstName: 'Second' });
    expect((await first.agent.get('/api/user')).body.id).toBe(first.id);
    const switched = await first.agent.post('/api/login').send({ email: second.email, password: TEST_PASSWORD });
    expect(switched.body.id).toBe(second.id);
    expect((await first.agent.get('/api/user')).body.id).toBe(second.id);
    const saved = await first.agent.post('/api/sessions').send({ name: 'Mine now', type: 'breathing', config: breathingConfig });
    expect((await databases.db.models.SavedSession.findByPk(saved.body.id))?.userId).toBe(second.id);
  });

  it('answers a signed-out request without reading any user', async () => {
    const sql = await statementsOf(async () => expect((await browser(app).get('/api/user')).status).toBe(401));
    expect(sql).toEqual([]);
  });
});

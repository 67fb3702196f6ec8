import type Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWorkerDatabase } from '../../test/testDatabase';
import { breathingConfig, browser, buildTestApp, signUp, TEST_PASSWORD } from '../../test/testApp';
import { openDatabase, type Database } from '../db/database';

let db: Database;
let counted: Database;
let app: Koa;
let statements: string[] = [];

beforeAll(async () => {
  let url: string;
  ({ db, url } = await openWorkerDatabase());
  // The same database through a pool that records every statement.
  counted = await openDatabase(url, { logSql: (sql) => statements.push(sql) });
  app = buildTestApp({ db: counted });
});
afterAll(async () => {
  await counted.close();
  await db.close();
});

async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
  statements = [];
  await work();
  return statements;
}

describe('the PostgreSQL session store', () => {
  it('reads the session and its user in one query: a signed-in list is two queries in all', async () => {
    const { agent } = await signUp(app);
    await agent.post('/api/sessions').send({ name: 'Box', type: 'breathing', config: breathingConfig });
    const sql = await statementsOf(async () => expect((await agent.get('/api/sessions')).status).toBe(200));
    expect(sql).toHaveLength(2);
    expect(sql[0]).toMatch(/FROM login_sessions s LEFT JOIN users u/);
    expect(sql[1]).toMatch(/FROM "saved_sessions"/);
  });

  it('still reads the user fresh on every request', async () => {
    const { agent, id } = await signUp(app);
    expect((await agent.get('/api/user')).body.timeZone).toBe('UTC');
    await db.models.User.update({ timeZone: 'Asia/Tokyo', firstName: 'Changed' }, { where: { id } });
    expect((await agent.get('/api/user')).body).toMatchObject({ timeZone: 'Asia/Tokyo', firstName: 'Changed' });
  });

  it('answers as the new user after signing in as someone else on a signed-in browser', async () => {
    const first = await signUp(app, { firstName: 'First' });
    const second = await signUp(app, { firstName: 'Second' });
    const switched = await first.agent.post('/api/login').send({ email: second.email, password: TEST_PASSWORD });
    expect(switched.body.id).toBe(second.id);
    expect((await first.agent.get('/api/user')).body.id).toBe(second.id);
    const saved = await first.agent.post('/api/sessions').send({ name: 'Mine now', type: 'breathing', config: breathingConfig });
    expect((await db.models.SavedSession.findByPk(saved.body.id))?.userId).toBe(second.id);
  });

  it('answers a signed-out request without reading any user', async () => {
    const sql = await statementsOf(async () => expect((await browser(app).get('/api/user')).status).toBe(401));
    expect(sql).toEqual([]);
  });
});

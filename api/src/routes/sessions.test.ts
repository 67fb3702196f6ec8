import { randomUUID } from 'node:crypto';
import type Koa from 'koa';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWorkerDatabase } from '../../test/testDatabase';
import { breathingConfig, browser, buildTestApp, meditationConfig, seedSavedSessions, signUp } from '../../test/testApp';
import type { Database } from '../db/database';
import { defaultWriteLimits } from '../services/writeLimits';
import * as z from 'zod';
import { savedSessionAnswer } from '../contract/sessions';
import { parseProgram } from '@stillpoint/sdk/catalog';

/** The contract's answer of the session's type, refusing any field it does not name. */
const parseExactly = (body: unknown) => z.union(savedSessionAnswer.options.map((option) => option.strict())).parse(body);

let db: Database;
let app: Koa;

beforeAll(async () => {
  ({ db } = await openWorkerDatabase());
  app = buildTestApp({ db });
});
afterAll(() => db.close());

describe('saved sessions', () => {
  it('saves a breathing session, idle on creation, and lists it with id, name and type', async () => {
    const { agent } = await signUp(app);
    const created = await agent.post('/api/sessions').send({ name: 'Morning box', type: 'breathing', config: breathingConfig });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Morning box', type: 'breathing', state: 'idle', config: breathingConfig });
    const list = await agent.get('/api/sessions');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([expect.objectContaining({ id: created.body.id, name: 'Morning box', type: 'breathing' })]);
  });

  it('answers a session alike wherever it appears: the save, the list and a rename give the same fields, its times in UTC to the millisecond', async () => {
    const { agent } = await signUp(app);
    const created = await agent.post('/api/sessions').send({ name: 'Alike', type: 'meditation', config: meditationConfig });
    expect(created.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(parseExactly(created.body)).toEqual(created.body);
    const stored = await db.models.SavedSession.findByPk(created.body.id);
    expect(created.body.createdAt).toBe(stored!.createdAt.toISOString());
    expect(created.body.updatedAt).toBe(stored!.updatedAt.toISOString());
    const listed = await agent.get('/api/sessions');
    expect(listed.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(listed.body).toEqual([created.body]);
    // A rename answers the session as it is now: the list must agree, to its new updatedAt.
    const renamed = await agent.patch(`/api/sessions/${created.body.id}`).send({ name: 'Alike still' });
    expect((await agent.get('/api/sessions')).body).toEqual([renamed.body]);
  });

  it('saves a meditation session checked against the meditation schema', async () => {
    const { agent } = await signUp(app);
    const created = await agent.post('/api/sessions').send({ name: '15 min Meditation', type: 'meditation', config: meditationConfig });
    expect(created.status).toBe(201);
    expect(created.body.config).toEqual(meditationConfig);
  });

  it('saves a program of segments as any meditation, lists it as saved, logs its sit, and names a bell outside its segment', async () => {
    const { agent } = await signUp(app);
    const program = parseProgram('{"segments":[{"kind":"sit","minutes":25},{"kind":"walk","minutes":10,"bells":{"at":[5]}},{"kind":"sit","minutes":25,"bells":{"random":{"count":3}}}]}');
    if (!program.ok) throw new Error('the program parses');
    const created = await agent.post('/api/sessions').send({ name: 'Sit, walk, sit', type: 'meditation', config: program.value });
    expect(created.status).toBe(201);
    expect(parseExactly(created.body).config).toEqual(program.value);
    expect((await agent.get('/api/sessions')).body).toEqual([created.body]);
    const logged = await agent.post('/api/sessions/log').send({ session_type: 'meditation', technique: 'custom', title: 'Sit, walk, sit', duration: 3600, planned_duration: 3600 });
    expect(logged.status).toBeLessThan(300);
    const wrong = { ...program.value, segments: [{ kind: 'walk', minutes: 3, bells: { at: [5] } }], duration: 3 };
    const refused = await agent.post('/api/sessions').send({ name: 'Wrong', type: 'meditation', config: wrong });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('Segment 1: bell at minute 5 is outside its 3 minutes.');
  });

  it('lists the newest session first, each in the contract\'s shape and nothing more (no paging position)', async () => {
    const { agent } = await signUp(app);
    for (const name of ['first', 'second', 'third']) await agent.post('/api/sessions').send({ name, type: 'breathing', config: breathingConfig });
    const listed = (await agent.get('/api/sessions')).body as unknown[];
    expect(listed.map((s) => (s as { name: string }).name)).toEqual(['third', 'second', 'first']);
    for (const session of listed) expect(parseExactly(session)).toEqual(session);
  });

  it('refuses a config with a setting the schema does not know, naming it, and saves nothing', async () => {
    const { agent, id } = await signUp(app);
    const response = await agent.post('/api/sessions').send({ name: 'x', type: 'breathing', config: { ...breathingConfig, turbo: true } });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('config: "turbo" is not a setting this session knows.');
    expect(await db.models.SavedSession.count({ where: { userId: id } })).toBe(0);
  });

  it('refuses a breathing config saved as a meditation, and values out of range, with readable messages', async () => {
    const { agent } = await signUp(app);
    const wrongType = await agent.post('/api/sessions').send({ name: 'x', type: 'meditation', config: breathingConfig });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error).toMatch(/^config: /);
    const outOfRange = await agent.post('/api/sessions').send({ name: 'x', type: 'breathing', config: { ...breathingConfig, duration: { type: 'rounds', value: 21 } } });
    expect(outOfRange.status).toBe(400);
    expect(outOfRange.body.error).toContain('Duration must be a whole number between 1 and 20 rounds.');
  });

  it('requires a name that is not blank and a known type', async () => {
    const { agent } = await signUp(app);
    const response = await agent.post('/api/sessions').send({ name: '   ', type: 'yoga', config: breathingConfig });
    expect(response.status).toBe(400);
    expect(response.body.error).toContain('name: must not be blank');
    expect(response.body.error).toContain('type: must be "breathing" or "meditation"');
  });

  it('deletes a session with 204 and no body; a second delete is 404 "Session not found"', async () => {
    const { agent } = await signUp(app);
    const created = await agent.post('/api/sessions').send({ name: 'x', type: 'breathing', config: breathingConfig });
    const deleted = await agent.delete(`/api/sessions/${created.body.id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expect((await agent.get('/api/sessions')).body).toEqual([]);
    const again = await agent.delete(`/api/sessions/${created.body.id}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ error: 'Session not found' });
  });

  it('renames a session, keeping its config; a blank name is refused and a missing session is 404', async () => {
    const { agent } = await signUp(app);
    const created = await agent.post('/api/sessions').send({ name: 'Box', type: 'breathing', config: breathingConfig });
    const renamed = await agent.patch(`/api/sessions/${created.body.id}`).send({ name: '  Evening box  ' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: created.body.id, name: 'Evening box', type: 'breathing', config: breathingConfig });
    expect((await agent.get('/api/sessions')).body.map((session: { name: string }) => session.name)).toEqual(['Evening box']);
    const blank = await agent.patch(`/api/sessions/${created.body.id}`).send({ name: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toContain('name: must not be blank');
    const missing = await agent.patch('/api/sessions/00000000-0000-4000-8000-000000000000').send({ name: 'x' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'Session not found' });
  });

  it('answers 400 for an id that is not a session id', async () => {
    const { agent } = await signUp(app);
    const response = await agent.delete('/api/sessions/42');
    expect(response.status).toBe(400);
    expect(response.body.error).toContain('id: must be a session id');
  });

  it('answers 401 "Unauthorized" to every saved-session call when signed out', async () => {
    const client = request(app.callback());
    for (const response of [
      await client.get('/api/sessions'),
      await client.post('/api/sessions').send({ name: 'x', type: 'breathing', config: breathingConfig }),
      await client.patch('/api/sessions/00000000-0000-4000-8000-000000000000').send({ name: 'x' }),
      await client.delete('/api/sessions/00000000-0000-4000-8000-000000000000'),
      await client.post('/api/sessions/log').send({ session_type: 'breathing', technique: 'box', duration: 60 }),
      await client.get('/api/sessions/log'),
    ]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ error: 'Unauthorized' });
    }
  });
});

describe('the completed-session log', () => {
  it('records an entry (201) and lists it back in the local log shape', async () => {
    const { agent } = await signUp(app);
    const body = { session_type: 'meditation', technique: 'basic-timer', duration: 900, completed: true, mood_tag: 'calm', timestamp: '2026-01-05T07:30:00.000Z' };
    const created = await agent.post('/api/sessions/log').send(body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject(body);
    const list = await agent.get('/api/sessions/log');
    expect(list.body).toEqual([created.body]);
  });

  it('records a sit ended early with the seconds practised, the seconds planned and its own name, and lists them back', async () => {
    const { agent } = await signUp(app);
    const body = { session_type: 'meditation', technique: 'custom', title: '5 min Meditation', duration: 12 * 60, planned_duration: 20 * 60, completed: false, timestamp: '2026-01-05T07:30:00.000Z' };
    const created = await agent.post('/api/sessions/log').send(body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject(body);
    expect((await agent.get('/api/sessions/log')).body).toEqual([created.body]);
  });

  it('answers an entry from a client that sends neither the planned length nor a name with both null', async () => {
    const { agent } = await signUp(app);
    const created = await agent.post('/api/sessions/log').send({ session_type: 'breathing', technique: 'box', duration: 120 });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ technique: 'box', title: null, duration: 120, planned_duration: null, completed: true });
  });

  it('keeps a sit ended in its first minute out of the log with a 400 that says why; a completed short one is kept', async () => {
    const { agent, id } = await signUp(app);
    const early = await agent.post('/api/sessions/log').send({ session_type: 'meditation', technique: 'quick', duration: 59, planned_duration: 600, completed: false });
    expect(early.status).toBe(400);
    expect(early.body).toEqual({ error: 'duration: must be at least 60 seconds for a session ended early (shorter ones are not logged)' });
    expect(await db.models.SessionLogEntry.count({ where: { userId: id } })).toBe(0);
    expect((await agent.post('/api/sessions/log').send({ session_type: 'breathing', technique: 'custom', duration: 40, completed: true })).status).toBe(201);
    const blankTitle = await agent.post('/api/sessions/log').send({ session_type: 'breathing', technique: 'box', title: ' ', duration: 60 });
    expect(blankTitle.status).toBe(400);
    expect(blankTitle.body.error).toContain('title:');
  });

  it('is idempotent per client id: an outbox repeating a request stores one entry', async () => {
    const { agent, id } = await signUp(app);
    const body = { id: '3f0b8a52-7c55-4d5e-9a59-6a8f7f0e8f11', session_type: 'breathing', technique: 'box', duration: 120 };
    expect((await agent.post('/api/sessions/log').send(body)).status).toBe(201);
    expect((await agent.post('/api/sessions/log').send(body)).status).toBe(200);
    expect(await db.models.SessionLogEntry.count({ where: { userId: id } })).toBe(1);
  });

  it('answers 50 parallel replays of one completion with success and stores one entry: one 201, the others 200 with the stored entry', async () => {
    const { agent, id } = await signUp(app);
    const body = { id: randomUUID(), session_type: 'meditation', technique: 'zen', duration: 1500, mood_tag: 'calm' };
    const answers = await Promise.all(Array.from({ length: 50 }, () => agent.post('/api/sessions/log').send(body)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(49).fill(200), 201]);
    for (const answer of answers) expect(answer.body).toMatchObject({ id: body.id, session_type: 'meditation', technique: 'zen', duration: 1500, mood_tag: 'calm' });
    expect(await db.models.SessionLogEntry.count({ where: { userId: id } })).toBe(1);
  });

  it('names wrong fields: negative duration, unknown type, a time in the future', async () => {
    const { agent } = await signUp(app);
    const bad = await agent.post('/api/sessions/log').send({ session_type: 'nap', technique: 'box', duration: -1 });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('session_type: must be "breathing" or "meditation"');
    expect(bad.body.error).toContain('duration: must not be negative');
    const future = await agent.post('/api/sessions/log').send({ session_type: 'breathing', technique: 'box', duration: 60, timestamp: '2999-01-01T00:00:00Z' });
    expect(future.status).toBe(400);
    expect(future.body.error).toBe('timestamp: must not be in the future.');
  });

  it('refuses a timestamp before 2000 with 400, the year 0000 (which PostgreSQL cannot store) included', async () => {
    const { agent, id } = await signUp(app);
    for (const timestamp of ['0000-01-01T00:00:00Z', '0001-01-01T00:00:00Z', '1999-12-31T23:59:59.999Z', '2000-01-01T01:00:00+02:00']) {
      const response = await agent.post('/api/sessions/log').send({ session_type: 'breathing', technique: 'box', duration: 60, timestamp });
      expect(response.status, timestamp).toBe(400);
      expect(response.body).toEqual({ error: 'timestamp: must not be before 2000-01-01.' });
    }
    expect(await db.models.SessionLogEntry.count({ where: { userId: id } })).toBe(0);
    const first = await agent.post('/api/sessions/log').send({ session_type: 'breathing', technique: 'box', duration: 60, timestamp: '2000-01-01T00:00:00Z' });
    expect(first.status).toBe(201);
    expect(first.body.timestamp).toBe('2000-01-01T00:00:00.000Z');
  });

  it('refuses text with a NUL character instead of storing something else', async () => {
    const { agent, id } = await signUp(app);
    const response = await agent.post('/api/sessions/log').send({ session_type: 'breathing', technique: 'bo\u0000x', duration: 60, mood_tag: 'ca\u0000lm' });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('technique: must not contain the NUL character mood_tag: must not contain the NUL character');
    expect(await db.models.SessionLogEntry.count({ where: { userId: id } })).toBe(0);
  });
});

describe('the saved-session list, a page at a time', () => {
  /** Stores `count` sessions for the user straight in SQL, `apart` ms between creation times (0: all at one instant). */
  async function seed(userId: string, count: number, apart = 1000) {
    await db.sequelize.query(
      `INSERT INTO saved_sessions (user_id, name, type, config, created_at, updated_at)
       SELECT :userId, 'Seeded ' || n, 'breathing', CAST(:config AS jsonb), t, t
         FROM generate_series(1, :count) n, LATERAL (SELECT timestamptz '2026-01-01' + n * make_interval(secs => :apart / 1000.0) AS t) at`,
      { replacements: { userId, count, apart, config: JSON.stringify(breathingConfig) } },
    );
  }

  const nextLink = (response: request.Response) => /^<([^>]+)>; rel="next"$/.exec(response.headers.link ?? '')?.[1];

  it('answers the newest 50 by default, with a Link to the next page; following it yields every session once, newest first', async () => {
    const { agent, id } = await signUp(app);
    await seed(id, 120);
    const first = await agent.get('/api/sessions');
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(50);
    expect(first.body[0].name).toBe('Seeded 120');
    const names: string[] = first.body.map((s: { name: string }) => s.name);
    let link = nextLink(first);
    expect(link).toMatch(/^\/api\/sessions\?limit=50&cursor=[\w-]+$/);
    while (link) {
      const page = await agent.get(link);
      expect(page.status).toBe(200);
      names.push(...page.body.map((s: { name: string }) => s.name));
      link = nextLink(page);
    }
    expect(names).toEqual(Array.from({ length: 120 }, (_, i) => `Seeded ${120 - i}`));
  });

  it('keeps ties apart: sessions created in the same microsecond are neither repeated nor skipped across pages', async () => {
    const { agent, id } = await signUp(app);
    await seed(id, 7, 0);
    const ids: string[] = [];
    let link: string | undefined = '/api/sessions?limit=3';
    while (link) {
      const page: request.Response = await agent.get(link);
      ids.push(...page.body.map((s: { id: string }) => s.id));
      link = nextLink(page);
    }
    expect(ids).toHaveLength(7);
    expect(new Set(ids).size).toBe(7);
  });

  it('has no Link header on the last page, and takes ?limit= up to 100', async () => {
    const { agent, id } = await signUp(app);
    await seed(id, 3);
    const all = await agent.get('/api/sessions?limit=100');
    expect(all.body).toHaveLength(3);
    expect(all.headers.link).toBeUndefined();
    const two = await agent.get('/api/sessions?limit=2');
    expect(two.body).toHaveLength(2);
    expect(nextLink(two)).toBeDefined();
  });

  it('refuses a bad limit or a cursor it did not give out with 400 and a clear message', async () => {
    const { agent } = await signUp(app);
    expect((await agent.get('/api/sessions?limit=101')).body).toEqual({ error: 'limit: must be at most 100' });
    expect((await agent.get('/api/sessions?limit=0')).status).toBe(400);
    const forged = Buffer.from('2026-01-01T00:00:00.000000_not-an-id').toString('base64url');
    for (const cursor of ['garbage!', forged, 'x'.repeat(300)]) {
      const response = await agent.get(`/api/sessions?cursor=${encodeURIComponent(cursor)}`);
      expect(response.status, cursor).toBe(400);
      expect(response.body.error, cursor).toBe('cursor: is not a cursor this API gave out: use the Link header of the previous page.');
    }
  });
});

describe('the list, with another process writing', () => {
  it('shows every change at once, whichever process or statement made it: a save, a rename, an update by hand, a delete', async () => {
    const here = await signUp(app);
    // Another API process on the same database, with a session cache of its own.
    const there = browser(buildTestApp({ db }));
    expect((await there.post('/api/login').send({ email: here.email, password: here.password })).status).toBe(200);
    const names = async (query = '') => (await here.agent.get(`/api/sessions${query}`)).body.map((s: { name: string }) => s.name);
    expect(await names()).toEqual([]);
    const saved = await there.post('/api/sessions').send({ name: 'Saved there', type: 'breathing', config: breathingConfig });
    expect(await names()).toEqual(['Saved there']);
    expect((await there.patch(`/api/sessions/${saved.body.id}`).send({ name: 'Renamed there' })).status).toBe(200);
    expect(await names()).toEqual(['Renamed there']);
    await db.sequelize.query(`UPDATE saved_sessions SET name = 'Renamed by hand' WHERE id = :id`, { replacements: { id: saved.body.id } });
    expect(await names()).toEqual(['Renamed by hand']);
    expect(await names('?limit=1')).toEqual(['Renamed by hand']);
    expect((await there.delete(`/api/sessions/${saved.body.id}`)).status).toBe(204);
    expect(await names()).toEqual([]);
    expect(await names('?limit=1')).toEqual([]);
  });
});

describe('what one account may write', () => {
  let limited: Koa;
  beforeAll(() => {
    limited = buildTestApp({ db, config: { writeLimits: defaultWriteLimits } });
  });

  const cap = defaultWriteLimits.savedSessionsPerAccount;
  const seed = (id: string, count: number) => seedSavedSessions(db, id, count);

  it(`keeps at most ${defaultWriteLimits.savedSessionsPerAccount} saved sessions: the next one is a 409 that names the limit and what to do`, async () => {
    const { agent, id } = await signUp(limited);
    await seed(id, cap - 1);
    expect((await agent.post('/api/sessions').send({ name: 'Last one', type: 'breathing', config: breathingConfig })).status).toBe(201);
    const full = await agent.post('/api/sessions').send({ name: 'One too many', type: 'breathing', config: breathingConfig });
    expect(full.status).toBe(409);
    expect(full.body).toEqual({ error: 'You have 500 saved sessions, the most one account can keep. Delete one you no longer use to save this one.' });
    expect(await db.models.SavedSession.count({ where: { userId: id } })).toBe(500);
  });

  it('holds the cap exactly when saves race: of 12 saves sent at once with room for 5, 5 are kept and 7 refused', async () => {
    const { agent, id } = await signUp(limited);
    await seed(id, cap - 5);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => agent.post('/api/sessions').send({ name: `Race ${i}`, type: 'breathing', config: breathingConfig })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array<number>(5).fill(201), ...Array<number>(7).fill(409)]);
    expect(await db.models.SavedSession.count({ where: { userId: id } })).toBe(cap);
  });

  it('makes room again when a session is deleted at the cap, however it was deleted', async () => {
    const { agent, id } = await signUp(limited);
    await seed(id, cap - 2);
    await agent.post('/api/sessions').send({ name: 'Kept', type: 'breathing', config: breathingConfig });
    const dropped = await agent.post('/api/sessions').send({ name: 'Dropped', type: 'breathing', config: breathingConfig });
    expect((await agent.post('/api/sessions').send({ name: 'No room', type: 'breathing', config: breathingConfig })).status).toBe(409);
    expect((await agent.delete(`/api/sessions/${dropped.body.id}`)).status).toBe(204);
    expect((await agent.post('/api/sessions').send({ name: 'Room again', type: 'breathing', config: breathingConfig })).status).toBe(201);
    // Many rows at once, outside the API (an admin's clean-up), count as well.
    await db.sequelize.query(`DELETE FROM saved_sessions WHERE user_id = :id AND name = 'Seeded'`, { replacements: { id } });
    for (let i = 0; i < 3; i += 1) expect((await agent.post('/api/sessions').send({ name: `After ${i}`, type: 'breathing', config: breathingConfig })).status).toBe(201);
    expect((await agent.get('/api/sessions?limit=100')).body.map((s: { name: string }) => s.name)).toEqual(['After 2', 'After 1', 'After 0', 'Room again', 'Kept']);
  });

  it('allows 60 writes a minute per account (saves, log entries, deletions together), then answers 429 with Retry-After', async () => {
    const { agent, id } = await signUp(limited);
    const other = await signUp(limited);
    for (let i = 0; i < 30; i += 1) expect((await agent.post('/api/sessions').send({ name: `s${i}`, type: 'breathing', config: breathingConfig })).status).toBe(201);
    for (let i = 0; i < 29; i += 1) expect((await agent.post('/api/sessions/log').send({ session_type: 'breathing', technique: 'box', duration: 60 })).status).toBe(201);
    expect((await agent.delete('/api/sessions/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    for (const refused of [
      await agent.post('/api/sessions').send({ name: 'over', type: 'breathing', config: breathingConfig }),
      await agent.post('/api/sessions/log').send({ session_type: 'breathing', technique: 'box', duration: 60 }),
      await agent.delete('/api/sessions/00000000-0000-4000-8000-000000000000'),
    ]) {
      expect(refused.status).toBe(429);
      expect(refused.body.error).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await db.models.SavedSession.count({ where: { userId: id } })).toBe(30);
    // Reading is not limited, and another account has its own allowance.
    expect((await agent.get('/api/sessions')).status).toBe(200);
    expect((await other.agent.post('/api/sessions').send({ name: 'mine', type: 'breathing', config: breathingConfig })).status).toBe(201);
  });
});

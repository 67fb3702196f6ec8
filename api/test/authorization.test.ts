import type Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWorkerDatabase } from './testDatabase';
import { breathingConfig, buildTestApp, signUp, TEST_PASSWORD, type SignedUp } from './testApp';
import type { Database } from '../src/db/database';

let db: Database;
let app: Koa;
let alice: SignedUp;
let mallory: SignedUp;
let aliceSessionId: string;
let aliceLogId: string;

/** A snapshot of everything Alice owns, compared before and after each of Mallory's calls. */
async function aliceData() {
  const { User, SavedSession, SessionLogEntry, LoginSession, ContactMessage } = db.models;
  const user = await User.findByPk(alice.id);
  return JSON.stringify({
    user: user?.toJSON(),
    sessions: (await SavedSession.findAll({ where: { userId: alice.id }, order: [['id', 'ASC']] })).map((r) => r.toJSON()),
    log: (await SessionLogEntry.findAll({ where: { userId: alice.id }, order: [['id', 'ASC']] })).map((r) => r.toJSON()),
    logins: await LoginSession.count({ where: { userId: alice.id } }),
    contact: await ContactMessage.count({ where: { userId: alice.id } }),
  });
}

beforeAll(async () => {
  ({ db } = await openWorkerDatabase());
  app = buildTestApp({ db });
  alice = await signUp(app, { firstName: 'Alice' });
  mallory = await signUp(app, { firstName: 'Mallory' });
  aliceSessionId = (await alice.agent.post('/api/sessions').send({ name: 'Alice box', type: 'breathing', config: breathingConfig })).body.id;
  aliceLogId = (await alice.agent.post('/api/sessions/log').send({ session_type: 'breathing', technique: 'box', duration: 300 })).body.id;
  await alice.agent.post('/api/contact').send({ name: 'Alice', email: alice.email, subject: 'Mine', message: 'Private' });
});
afterAll(() => db.close());

describe("one user cannot read, change or delete another user's data", () => {
  it('GET /api/user answers only the caller', async () => {
    const response = await mallory.agent.get('/api/user');
    expect(response.body.id).toBe(mallory.id);
    expect(JSON.stringify(response.body)).not.toContain(alice.email);
  });

  it('GET /api/sessions lists only the caller sessions', async () => {
    const response = await mallory.agent.get('/api/sessions');
    expect(response.body.map((s: { id: string }) => s.id)).not.toContain(aliceSessionId);
  });

  it('DELETE /api/sessions/:id of another user answers 404 and deletes nothing', async () => {
    const before = await aliceData();
    const response = await mallory.agent.delete(`/api/sessions/${aliceSessionId}`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'Session not found' });
    expect(await aliceData()).toBe(before);
  });

  it('POST /api/sessions creates only for the caller', async () => {
    const before = await aliceData();
    const response = await mallory.agent.post('/api/sessions').send({ name: 'M', type: 'breathing', config: breathingConfig });
    expect(response.status).toBe(201);
    expect((await db.models.SavedSession.findByPk(response.body.id))?.userId).toBe(mallory.id);
    expect(await aliceData()).toBe(before);
  });

  it("GET /api/sessions/log lists only the caller entries, and reusing another's entry id is refused", async () => {
    const list = await mallory.agent.get('/api/sessions/log');
    expect(list.body.map((e: { id: string }) => e.id)).not.toContain(aliceLogId);
    const before = await aliceData();
    const reuse = await mallory.agent.post('/api/sessions/log').send({ id: aliceLogId, session_type: 'meditation', technique: 'zen', duration: 60 });
    expect(reuse.status).toBe(409);
    expect(JSON.stringify(reuse.body)).not.toContain('box');
    expect(await aliceData()).toBe(before);
  });

  it('GET /api/user/stats counts only the caller log', async () => {
    const response = await mallory.agent.get('/api/user/stats');
    expect(response.body).toMatchObject({ currentStreak: 0, monthlyStats: { totalBreathingSessions: 0 } });
  });

  it('PATCH /api/user/preferences changes only the caller', async () => {
    const before = await aliceData();
    expect((await mallory.agent.patch('/api/user/preferences').send({ streakTrackingEnabled: false })).status).toBe(200);
    expect(await aliceData()).toBe(before);
  });

  it('GET /api/subscription/status answers the caller trial', async () => {
    const mine = await mallory.agent.get('/api/subscription/status');
    const user = await db.models.User.findByPk(mallory.id);
    expect(mine.body.trialEndsAt).toBe(user!.trialEndsAt.toISOString());
  });

  it('GET /api/user/export holds none of the other user data', async () => {
    const response = await mallory.agent.get('/api/user/export');
    const text = JSON.stringify(response.body);
    for (const secret of [alice.email, alice.id, aliceSessionId, aliceLogId, 'Alice box', 'Private']) expect(text).not.toContain(secret);
  });

  it('POST /api/recommendations/personal reads only the caller history', async () => {
    const response = await mallory.agent.post('/api/recommendations/personal').send({ current_mood: 'fall-asleep', time_available: 10, goals: [], experience_level: 'beginner' });
    expect(response.status).toBe(200);
  });

  it("POST /api/contact never attaches a message to another user's account", async () => {
    const before = await aliceData();
    const response = await mallory.agent.post('/api/contact').send({ name: 'Alice', email: alice.email, subject: 'Spoof', message: 'x' });
    expect((await db.models.ContactMessage.findByPk(response.body.id))?.userId).toBe(mallory.id);
    expect(await aliceData()).toBe(before);
  });

  it("POST /api/forgot-password for another's address mails her, never answers a link to the caller", async () => {
    const response = await mallory.agent.post('/api/forgot-password').send({ email: alice.email });
    expect(response.body).toEqual({ message: 'If an account exists for that address, we have sent it a link to reset the password.' });
  });

  it('POST /api/logout signs out only the caller', async () => {
    const other = await signUp(app);
    const before = await aliceData();
    await other.agent.post('/api/logout');
    expect(await aliceData()).toBe(before);
    expect((await alice.agent.get('/api/user')).status).toBe(200);
  });

  it("DELETE /api/user with another user's password is refused; with one's own deletes only oneself", async () => {
    const before = await aliceData();
    const wrong = await mallory.agent.delete('/api/user').send({ password: 'alice does not share' });
    expect(wrong.status).toBe(403);
    expect((await mallory.agent.delete('/api/user').send({ password: TEST_PASSWORD })).status).toBe(204);
    expect(await db.models.User.count({ where: { id: mallory.id } })).toBe(0);
    expect(await aliceData()).toBe(before);
    expect((await alice.agent.get('/api/sessions')).body.map((s: { id: string }) => s.id)).toContain(aliceSessionId);
  });
});

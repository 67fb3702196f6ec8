import { recommend, type RecommendationRequest } from '@stillpoint/sdk/catalog';
import type Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCapture, type SmtpCapture } from './smtpCapture';
import { openWorkerDatabase } from './testDatabase';
import { breathingConfig, browser, buildTestApp, settled, type SignedUp, signUp, TEST_PASSWORD } from './testApp';
import type { Database } from '../src/db/database';

let db: Database;
let app: Koa;
let smtp: SmtpCapture;
let alice: SignedUp;
let mallory: SignedUp;
let aliceSessionId: string;
let aliceLogId: string;

/** A snapshot of everything Alice owns, compared before and after each of Mallory's calls. */
async function aliceData() {
  const { User, SavedSession, SessionLogEntry, LoginSession, ContactMessage, PasswordReset, EmailConfirmation } = db.models;
  const user = await User.findByPk(alice.id);
  return JSON.stringify({
    user: user?.toJSON(),
    sessions: (await SavedSession.findAll({ where: { userId: alice.id }, order: [['id', 'ASC']] })).map((r) => r.toJSON()),
    log: (await SessionLogEntry.findAll({ where: { userId: alice.id }, order: [['id', 'ASC']] })).map((r) => r.toJSON()),
    logins: await LoginSession.count({ where: { userId: alice.id } }),
    contact: await ContactMessage.count({ where: { userId: alice.id } }),
    resets: (await PasswordReset.findAll({ where: { userId: alice.id }, order: [['id', 'ASC']] })).map((r) => r.toJSON()),
    confirmations: (await EmailConfirmation.findAll({ where: { userId: alice.id }, order: [['id', 'ASC']] })).map((r) => r.toJSON()),
  });
}

/** The token of the latest link of that kind mailed to `email`. */
function mailedToken(email: string, page: 'reset-password' | 'verify-email'): string {
  const mail = smtp.to(email).findLast((m) => m.text.includes(`/${page}?token=`));
  if (!mail) throw new Error(`no ${page} mail to ${email}`);
  return new RegExp(`/${page}\\?token=([\\w-]+)`).exec(mail.text)![1]!;
}

async function canSignIn(email: string, password: string): Promise<boolean> {
  return (await browser(app).post('/api/login').send({ email, password })).status === 200;
}

beforeAll(async () => {
  ({ db } = await openWorkerDatabase());
  smtp = await startSmtpCapture();
  app = buildTestApp({ db, smtpUrl: smtp.url });
  alice = await signUp(app, { firstName: 'Alice' });
  mallory = await signUp(app, { firstName: 'Mallory' });
  aliceSessionId = (await alice.agent.post('/api/sessions').send({ name: 'Alice box', type: 'breathing', config: breathingConfig })).body.id;
  aliceLogId = (await alice.agent.post('/api/sessions/log').send({ session_type: 'breathing', technique: 'box', duration: 300 })).body.id;
  await alice.agent.post('/api/contact').send({ name: 'Alice', email: alice.email, subject: 'Mine', message: 'Private' });
});
afterAll(async () => {
  await db.close();
  await smtp.close();
});

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

  it('PATCH /api/sessions/:id of another user answers 404 and renames nothing', async () => {
    const before = await aliceData();
    const response = await mallory.agent.patch(`/api/sessions/${aliceSessionId}`).send({ name: 'Mine now' });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'Session not found' });
    expect(await aliceData()).toEqual(before);
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

  it("POST /api/recommendations/personal reads only the caller history: another user's completions change nothing", async () => {
    const focused: RecommendationRequest = { current_mood: 'regain-focus', time_available: 10, goals: ['stress'], experience_level: 'some' };
    const caller = await signUp(app);
    const other = await signUp(app);
    // A history that does change the answer (for its owner): box breathing abandoned, anchor switching completed.
    for (const [session_type, technique, completed] of [['breathing', 'box', false], ['meditation', 'anchor-switching', true]] as const) {
      for (let i = 0; i < 3; i += 1) expect((await other.agent.post('/api/sessions/log').send({ session_type, technique, duration: 300, completed })).status).toBe(201);
    }
    const theirs = await other.agent.post('/api/recommendations/personal').send(focused);
    expect(theirs.body).toMatchObject({ session_type: 'meditation', technique: 'anchor-switching' });

    const mine = await caller.agent.post('/api/recommendations/personal').send(focused);
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual(JSON.parse(JSON.stringify(recommend(focused))));
    expect(mine.body.technique).toBe('box');
  });

  it("POST /api/contact never attaches a message to another user's account", async () => {
    const before = await aliceData();
    const response = await mallory.agent.post('/api/contact').send({ name: 'Alice', email: alice.email, subject: 'Spoof', message: 'x' });
    expect((await db.models.ContactMessage.findByPk(response.body.id))?.userId).toBe(mallory.id);
    expect(await aliceData()).toBe(before);
  });

  it("POST /api/forgot-password for another's address mails only her, and nothing of it reaches the caller", async () => {
    const sentBefore = smtp.messages.length;
    const response = await mallory.agent.post('/api/forgot-password').send({ email: alice.email });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'If an account exists for that address, we have sent it a link to reset the password.' });
    await settled();
    const sent = smtp.messages.slice(sentBefore);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toEqual([alice.email]);
    expect(sent[0]!.raw).not.toContain(mallory.email);
    const token = mailedToken(alice.email, 'reset-password');
    expect(JSON.stringify({ body: response.body, headers: response.headers })).not.toContain(token);
    expect(smtp.to(mallory.email).filter((m) => m.text.includes('/reset-password?token='))).toHaveLength(0);
  });

  it("POST /api/reset-password: a link changes only the account it was mailed for, whoever's browser sends it", async () => {
    const carol = await signUp(app, { firstName: 'Carol' });
    await carol.agent.post('/api/forgot-password').send({ email: carol.email });
    await settled();
    const before = await aliceData();
    // Sent from Alice's signed-in browser, Carol's link still resets Carol, and only her.
    const reset = await alice.agent.post('/api/reset-password').send({ token: mailedToken(carol.email, 'reset-password'), password: 'carol next passphrase' });
    expect(reset.status).toBe(200);
    expect(await aliceData()).toBe(before);
    expect((await alice.agent.get('/api/user')).body.id).toBe(alice.id);
    expect(await canSignIn(alice.email, TEST_PASSWORD)).toBe(true);
    expect(await canSignIn(carol.email, 'carol next passphrase')).toBe(true);
    expect((await carol.agent.get('/api/user')).status).toBe(401);
  });

  it('POST /api/reset-password cannot be pointed at another account: no account field, the stored hash is no token, a spent link stays spent', async () => {
    const carol = await signUp(app, { firstName: 'Carol' });
    await carol.agent.post('/api/forgot-password').send({ email: carol.email });
    await settled();
    const token = mailedToken(carol.email, 'reset-password');
    const before = await aliceData();
    const aimed = await mallory.agent.post('/api/reset-password').send({ token, password: 'taken over', email: alice.email });
    expect(aimed.status).toBe(400);
    expect(aimed.body.error).toBe('"email" is not a field this call accepts.');
    const stored = await db.models.PasswordReset.findOne({ where: { userId: carol.id } });
    const hashAsToken = await mallory.agent.post('/api/reset-password').send({ token: stored!.tokenHash, password: 'taken over' });
    expect(hashAsToken.status).toBe(400);
    expect((await mallory.agent.post('/api/reset-password').send({ token, password: 'carol next passphrase' })).status).toBe(200);
    expect((await mallory.agent.post('/api/reset-password').send({ token, password: 'taken over' })).status).toBe(400);
    expect(await aliceData()).toBe(before);
    expect(await canSignIn(carol.email, 'carol next passphrase')).toBe(true);
    expect((await mallory.agent.get('/api/user')).body.id).toBe(mallory.id);
  });

  it("POST /api/verify-email with another user's link confirms neither account and leaves the link to its owner", async () => {
    const aliceToken = mailedToken(alice.email, 'verify-email');
    const before = await aliceData();
    const response = await mallory.agent.post('/api/verify-email').send({ token: aliceToken });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'This confirmation link is invalid, has expired or was already used.' });
    expect(await aliceData()).toBe(before);
    expect((await mallory.agent.get('/api/user')).body.emailVerified).toBe(false);
    expect((await alice.agent.post('/api/verify-email').send({ token: aliceToken })).status).toBe(200);
  });

  it('a confirmation link is no reset link, and a reset link confirms nothing through POST /api/verify-email', async () => {
    const carol = await signUp(app, { firstName: 'Carol' });
    const confirmation = mailedToken(carol.email, 'verify-email');
    expect((await browser(app).post('/api/reset-password').send({ token: confirmation, password: 'taken over' })).status).toBe(400);
    await carol.agent.post('/api/forgot-password').send({ email: carol.email });
    await settled();
    expect((await carol.agent.post('/api/verify-email').send({ token: mailedToken(carol.email, 'reset-password') })).status).toBe(400);
    expect((await carol.agent.get('/api/user')).body.emailVerified).toBe(false);
    expect(await canSignIn(carol.email, TEST_PASSWORD)).toBe(true);
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

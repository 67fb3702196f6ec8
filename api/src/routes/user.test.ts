import type Koa from 'koa';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openWorkerDatabase } from '../../test/testDatabase';
import { breathingConfig, browser, buildTestApp, settled, signUp, TEST_PASSWORD, uniqueEmail } from '../../test/testApp';
import { DAY, HOUR, TestClock } from '../../test/testClock';
import type { Database } from '../db/database';

let db: Database;
let app: Koa;
const clock = new TestClock();
const START = '2026-03-10T12:00:00Z';

beforeAll(async () => {
  ({ db } = await openWorkerDatabase());
  app = buildTestApp({ db, clock, config: { developerEmails: new Set(['founder@stillpoint.app', 'qa@example.com']) } });
});
beforeEach(() => clock.set(START));
afterAll(() => db.close());

describe('preferences', () => {
  it('PATCH /api/user/preferences changes only the booleans sent and answers the updated user', async () => {
    const { agent } = await signUp(app);
    const response = await agent.patch('/api/user/preferences').send({ monthlyStatsEnabled: false, appleHealthEnabled: true });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ streakTrackingEnabled: true, monthlyStatsEnabled: false, ouraRingEnabled: false, appleHealthEnabled: true });
    expect((await agent.get('/api/user')).body).toMatchObject({ monthlyStatsEnabled: false, appleHealthEnabled: true });
  });

  it('takes an old zone name (Europe/Kiev, from an old client) and keeps its canonical one; a stored old name reads canonical', async () => {
    const { agent, email } = await signUp(app, { timeZone: 'Asia/Calcutta' });
    expect((await agent.get('/api/user')).body.timeZone).toBe('Asia/Kolkata');
    const changed = await agent.patch('/api/user/preferences').send({ timeZone: 'Europe/Kiev' });
    expect(changed.status).toBe(200);
    expect(changed.body.timeZone).toBe('Europe/Kyiv');
    // A row written before: read back under the canonical name.
    await db.sequelize.query(`UPDATE users SET time_zone = 'Asia/Saigon' WHERE lower(email) = lower(:email)`, { replacements: { email } });
    expect((await agent.get('/api/user')).body.timeZone).toBe('Asia/Ho_Chi_Minh');
  });

  it('accepts the four booleans and a time zone, and refuses anything else', async () => {
    const { agent } = await signUp(app);
    const all = await agent.patch('/api/user/preferences').send({ streakTrackingEnabled: false, monthlyStatsEnabled: false, ouraRingEnabled: true, appleHealthEnabled: true, timeZone: 'Asia/Tokyo' });
    expect(all.status).toBe(200);
    expect(all.body.timeZone).toBe('Asia/Tokyo');
    const wrong = await agent.patch('/api/user/preferences').send({ streakTrackingEnabled: 'yes', email: 'x@y.z' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toContain('streakTrackingEnabled: must be true or false');
    expect(wrong.body.error).toContain('"email" is not a field this call accepts.');
    const empty = await agent.patch('/api/user/preferences').send({});
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('Send at least one preference to change.');
  });

  it('keeps the onboarding answers on the user (none until given), refuses unknown ones, and clears one with null', async () => {
    const { agent } = await signUp(app);
    expect((await agent.get('/api/user')).body).toMatchObject({ goal: null, experience: null, timeCommitment: null });
    const answered = await agent.patch('/api/user/preferences').send({ goal: 'sleep', experience: 'some', timeCommitment: '15min' });
    expect(answered.status).toBe(200);
    expect((await agent.get('/api/user')).body).toMatchObject({ goal: 'sleep', experience: 'some', timeCommitment: '15min' });
    const wrong = await agent.patch('/api/user/preferences').send({ goal: 'wealth', experience: 'expert', timeCommitment: '1h' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toContain('goal: must be stress, focus, energy or sleep');
    expect(wrong.body.error).toContain('experience: must be beginner, some or regular');
    expect(wrong.body.error).toContain('timeCommitment: must be 5min, 10min or 15min');
    await agent.patch('/api/user/preferences').send({ goal: null });
    expect((await agent.get('/api/user')).body).toMatchObject({ goal: null, experience: 'some' });
  });

  it('keeps "onboarding done" on the account, so another browser does not show the overlay again', async () => {
    const { agent, email, password } = await signUp(app);
    expect((await agent.get('/api/user')).body).toMatchObject({ onboardingDone: false });
    const done = await agent.patch('/api/user/preferences').send({ onboardingDone: true });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ onboardingDone: true });
    // A new browser: nothing of the first one's storage, only the account.
    const elsewhere = browser(app);
    expect((await elsewhere.post('/api/login').send({ email, password })).body).toMatchObject({ onboardingDone: true });
    // It is not undone.
    expect((await agent.patch('/api/user/preferences').send({ onboardingDone: false })).status).toBe(400);

    // Answering the onboarding questions is going through it too.
    const answering = await signUp(app);
    expect((await answering.agent.patch('/api/user/preferences').send({ goal: 'focus' })).body).toMatchObject({ onboardingDone: true });
  });
});

async function logAt(agent: ReturnType<typeof browser>, timestamp: string, fields: Record<string, unknown> = {}) {
  const response = await agent.post('/api/sessions/log').send({ session_type: 'breathing', technique: 'box', duration: 300, completed: true, timestamp, ...fields });
  expect(response.status).toBe(201);
}

describe('GET /api/user/stats', () => {
  it('counts the current and longest streak in days with a completed session', async () => {
    const { agent } = await signUp(app);
    for (const day of ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-08', '2026-03-09', '2026-03-10']) await logAt(agent, `${day}T08:00:00Z`);
    await logAt(agent, '2026-03-06T08:00:00Z', { completed: false });
    const stats = await agent.get('/api/user/stats');
    expect(stats.status).toBe(200);
    expect(stats.body).toMatchObject({ currentStreak: 3, longestStreak: 4 });
  });

  it('uses the user time zone: a late-evening session counts for that local day', async () => {
    // 23:30 in Los Angeles on each of three days is already the next day in UTC.
    const { agent } = await signUp(app, { timeZone: 'America/Los_Angeles' });
    clock.set('2026-03-11T08:00:00Z'); // midnight starting 11 March in Los Angeles (no session yet today)
    for (const day of ['08', '09', '10']) await logAt(agent, `2026-03-${day}T23:30:00-08:00`);
    const stats = await agent.get('/api/user/stats');
    expect(stats.body).toMatchObject({ currentStreak: 3, longestStreak: 3 });

    await agent.patch('/api/user/preferences').send({ timeZone: 'Asia/Tokyo' });
    // In Tokyo the same instants (07:30 UTC) fall on 9, 10 and 11 March, and it is 11 March there now.
    expect((await agent.get('/api/user/stats')).body).toMatchObject({ currentStreak: 3 });
  });

  it('sums breathing sessions and meditation minutes over the last 30 days only', async () => {
    const { agent } = await signUp(app);
    await logAt(agent, '2026-03-09T08:00:00Z');
    await logAt(agent, '2026-02-12T08:00:00Z'); // 26 days ago
    await logAt(agent, '2026-02-01T08:00:00Z'); // 37 days ago: outside
    await logAt(agent, '2026-03-09T09:00:00Z', { completed: false }); // not completed: outside
    await logAt(agent, '2026-03-08T08:00:00Z', { session_type: 'meditation', technique: 'basic-timer', duration: 15 * 60 });
    await logAt(agent, '2026-03-01T08:00:00Z', { session_type: 'meditation', technique: 'zen', duration: 25 * 60 });
    await logAt(agent, '2026-01-01T08:00:00Z', { session_type: 'meditation', technique: 'zen', duration: 60 * 60 });
    const stats = await agent.get('/api/user/stats');
    expect(stats.body.monthlyStats).toEqual({ totalBreathingSessions: 2, totalMeditationMinutes: 40 });
  });

  it('lists the practice days of the last 16 weeks in the user’s zone, with their sessions and minutes, oldest first', async () => {
    const { agent } = await signUp(app, { timeZone: 'Europe/Amsterdam' });
    await logAt(agent, '2026-03-09T22:30:00Z'); // 23:30 in Amsterdam: 9 March
    await logAt(agent, '2026-03-09T23:30:00Z', { session_type: 'meditation', technique: 'quick', duration: 600 }); // 00:30: 10 March
    await logAt(agent, '2026-03-10T07:00:00Z', { duration: 90 });
    await logAt(agent, '2026-03-10T08:00:00Z', { completed: false, duration: 120, planned_duration: 300 }); // ended early: its 2 minutes count
    await logAt(agent, '2025-11-18T12:00:00Z'); // 112 days before today (10 March): just outside the 16 weeks
    await logAt(agent, '2025-11-19T12:00:00Z'); // the first day shown
    const stats = await agent.get('/api/user/stats');
    expect(stats.body.practiceDays).toEqual([
      { date: '2025-11-19', sessions: 1, minutes: 5 },
      { date: '2026-03-09', sessions: 1, minutes: 5 },
      { date: '2026-03-10', sessions: 3, minutes: 14 },
    ]);
  });

  it('counts the minutes practised in sits ended early in the meditation minutes, but not as breathing sessions', async () => {
    const { agent } = await signUp(app);
    await logAt(agent, '2026-03-09T08:00:00Z', { session_type: 'meditation', technique: 'quick', duration: 12 * 60, planned_duration: 20 * 60, completed: false });
    await logAt(agent, '2026-03-09T09:00:00Z', { session_type: 'meditation', technique: 'quick', duration: 10 * 60 });
    await logAt(agent, '2026-03-09T10:00:00Z', { duration: 90, planned_duration: 300, completed: false });
    expect((await agent.get('/api/user/stats')).body.monthlyStats).toEqual({ totalBreathingSessions: 0, totalMeditationMinutes: 22 });
  });

  it('counts a day with only a sit ended early towards the streak by default, and not once the user turns that off', async () => {
    const { agent } = await signUp(app);
    expect((await agent.get('/api/user')).body.partialSitsCountForStreak).toBe(true);
    await logAt(agent, '2026-03-08T08:00:00Z');
    await logAt(agent, '2026-03-09T08:00:00Z', { duration: 120, planned_duration: 600, completed: false });
    await logAt(agent, '2026-03-10T08:00:00Z');
    expect((await agent.get('/api/user/stats')).body).toMatchObject({ currentStreak: 3, longestStreak: 3 });

    const off = await agent.patch('/api/user/preferences').send({ partialSitsCountForStreak: false });
    expect(off.status).toBe(200);
    expect(off.body.partialSitsCountForStreak).toBe(false);
    const stats = (await agent.get('/api/user/stats')).body;
    expect(stats).toMatchObject({ currentStreak: 1, longestStreak: 1 });
    // The sit still happened: its day and minutes stay on the calendar and in the chart.
    expect(stats.practiceDays).toContainEqual({ date: '2026-03-09', sessions: 1, minutes: 2 });
    expect((await agent.patch('/api/user/preferences').send({ partialSitsCountForStreak: 'no' })).body.error).toContain('partialSitsCountForStreak: must be true or false');
  });

  it('answers 403 with a clear message while both tracking preferences are off', async () => {
    const { agent } = await signUp(app);
    await agent.patch('/api/user/preferences').send({ streakTrackingEnabled: false, monthlyStatsEnabled: false });
    const off = await agent.get('/api/user/stats');
    expect(off.status).toBe(403);
    expect(off.body).toEqual({ error: 'Stats are off: turn on streak tracking or monthly stats in your preferences.' });
    await agent.patch('/api/user/preferences').send({ monthlyStatsEnabled: true });
    expect((await agent.get('/api/user/stats')).status).toBe(200);
  });
});

describe('GET /api/subscription/status', () => {
  it('starts a 14-day trial at registration', async () => {
    const { agent } = await signUp(app);
    const status = await agent.get('/api/subscription/status');
    expect(status.status).toBe(200);
    expect(status.body).toEqual({
      isSubscribed: false,
      status: 'trial',
      isTrialActive: true,
      trialEndsAt: new Date(Date.parse(START) + 14 * DAY).toISOString(),
      currentPeriodEnd: null,
      isDeveloperAccount: false,
      plan: null,
      hasAccess: true,
      currency: 'USD',
      freeSession: { used: false, activeUntil: null },
      lastCheckout: null,
      provider: 'local',
    });
  });

  it('ends the trial when the 14 days are over (status stays "trial", no longer active, and premium calls close)', async () => {
    const { agent } = await signUp(app);
    clock.advance(14 * DAY - HOUR);
    expect((await agent.get('/api/subscription/status')).body).toMatchObject({ status: 'trial', isTrialActive: true });
    clock.advance(HOUR);
    expect((await agent.get('/api/subscription/status')).body).toMatchObject({ status: 'trial', isTrialActive: false, isSubscribed: false, hasAccess: false });
  });

  it('makes developer accounts only from the DEVELOPER_EMAILS allowlist, in any letter case', async () => {
    // Both addresses proven (emailConfirmation.test.ts covers how): only the allowlist decides here.
    const confirm = (id: string) => db.models.User.update({ emailVerifiedAt: clock.now() }, { where: { id } });
    const listed = await signUp(app, { email: 'QA@Example.com' });
    await confirm(listed.id);
    expect((await listed.agent.get('/api/subscription/status')).body).toMatchObject({ isDeveloperAccount: true, isSubscribed: true, status: 'active' });
    // An address that merely looks like a developer's gets nothing.
    const lookalike = await signUp(app, { email: uniqueEmail('developer+dev') });
    await confirm(lookalike.id);
    expect((await lookalike.agent.get('/api/subscription/status')).body).toMatchObject({ isDeveloperAccount: false, status: 'trial' });
  });

  it('answers 401 when signed out', async () => {
    const response = await request(app.callback()).get('/api/subscription/status');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: 'Unauthorized' });
  });
});

describe('export and deletion', () => {
  it('GET /api/user/export answers everything stored about the user as a JSON download', async () => {
    const { agent, email } = await signUp(app);
    await agent.post('/api/sessions').send({ name: 'Box', type: 'breathing', config: breathingConfig });
    await logAt(agent, '2026-03-09T08:00:00Z');
    await agent.post('/api/contact').send({ name: 'Ada', email, subject: 'Hi', message: 'Hello there' });
    const response = await agent.get('/api/user/export');
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="stillpoint-export-.*\.json"/);
    expect(response.body.user).toMatchObject({ email, firstName: 'Ada', trialEndsAt: new Date(Date.parse(START) + 14 * DAY).toISOString() });
    expect(response.body.savedSessions).toEqual([expect.objectContaining({ name: 'Box', config: breathingConfig })]);
    expect(response.body.sessionLog).toEqual([expect.objectContaining({ technique: 'box', duration: 300, completed: true })]);
    expect(response.body.contactMessages).toEqual([expect.objectContaining({ subject: 'Hi', message: 'Hello there' })]);
    expect(response.body.signedInSessions).toHaveLength(1);
    expect(response.body.user).toMatchObject({ emailVerified: false, emailVerifiedAt: null });
    expect(response.body.emailConfirmations).toEqual([expect.objectContaining({ email, usedAt: null })]);
    expect(JSON.stringify(response.body)).not.toMatch(/argon2|passwordHash|tokenHash/);
  });

  it('DELETE /api/user needs the password: a wrong one answers 403 and deletes nothing', async () => {
    const { agent, id } = await signUp(app);
    const wrong = await agent.delete('/api/user').send({ password: 'not my password' });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({ error: 'The password is not correct.' });
    expect(await db.models.User.count({ where: { id } })).toBe(1);
    const missing = await agent.delete('/api/user').send({});
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('password is required.');
  });

  it('DELETE /api/user with the password removes the account and every row of its data, and signs out', async () => {
    const { agent, id, email } = await signUp(app);
    await agent.post('/api/sessions').send({ name: 'Box', type: 'breathing', config: breathingConfig });
    await logAt(agent, '2026-03-09T08:00:00Z');
    await agent.post('/api/contact').send({ name: 'Ada', email, subject: 'Hi', message: 'Hello' });
    await agent.post('/api/forgot-password').send({ email });
    await settled();
    const { User, SavedSession, SessionLogEntry, ContactMessage, LoginSession, PasswordReset, EmailConfirmation } = db.models;
    expect(await EmailConfirmation.count({ where: { userId: id } })).toBe(1);
    const deleted = await agent.delete('/api/user').send({ password: TEST_PASSWORD });
    expect(deleted.status).toBe(204);
    expect(await User.count({ where: { id } })).toBe(0);
    for (const model of [SavedSession, SessionLogEntry, PasswordReset, EmailConfirmation, ContactMessage, LoginSession] as const) {
      expect(await (model as typeof SavedSession).count({ where: { userId: id } })).toBe(0);
    }
    expect((await agent.get('/api/user')).status).toBe(401);
    const login = await browser(app).post('/api/login').send({ email, password: TEST_PASSWORD });
    expect(login.status).toBe(401);
  });
});

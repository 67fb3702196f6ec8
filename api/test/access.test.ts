import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routeKey, routeTable } from './routeTable';
import { openWorkerDatabase } from './testDatabase';
import { APP_ORIGIN, breathingConfig, browser, buildTestApp, signUp, type SignedUp } from './testApp';
import { DAY, HOUR, TestClock } from './testClock';
import type { StillpointApp } from '../src/app';
import { PAYMENT_REQUIRED } from '../src/contract/messages';
import type { Database } from '../src/db/database';
import { ROUTE_ACCESS } from '../src/http/access';
import { FREE_SESSION_MS } from '../src/services/billing/access';

let db: Database;
let app: StillpointApp;
const clock = new TestClock();
const START = '2026-03-10T12:00:00Z';

beforeAll(async () => {
  ({ db } = await openWorkerDatabase());
  app = buildTestApp({ db, clock, config: { developerEmails: new Set(['dev@stillpoint.test']) } });
});
beforeEach(() => clock.set(START));
afterAll(() => db.close());

/** A valid call of each premium route for `user` (a saved session of theirs where the path needs one). */
async function premiumCall(user: SignedUp, key: string): Promise<request.Response> {
  const sessionId = (await db.models.SavedSession.findOne({ where: { userId: user.id } }))?.id ?? '00000000-0000-4000-8000-000000000000';
  const calls: Record<string, () => request.Test> = {
    'GET /api/user/stats': () => user.agent.get('/api/user/stats'),
    'GET /api/sessions': () => user.agent.get('/api/sessions'),
    'POST /api/sessions': () => user.agent.post('/api/sessions').send({ name: 'Box', type: 'breathing', config: breathingConfig }),
    'PATCH /api/sessions/:id': () => user.agent.patch(`/api/sessions/${sessionId}`).send({ name: 'Renamed' }),
    'POST /api/recommendations/personal': () => user.agent.post('/api/recommendations/personal').send({ current_mood: 'fall-asleep', time_available: 10, goals: ['sleep'], experience_level: 'beginner' }),
  };
  const call = calls[key];
  if (!call) throw new Error(`no call for the premium route ${key}: add one here`);
  return call();
}

const PREMIUM = Object.entries(ROUTE_ACCESS).filter(([, access]) => access === 'premium').map(([key]) => key);

/** Moves the clock and signs in again (past 30 days a sign-in has ended). */
async function at(user: SignedUp, when: string | number) {
  clock.set(typeof when === 'number' ? new Date(when) : when);
  expect((await user.agent.post('/api/login').send({ email: user.email, password: user.password })).status).toBe(200);
}

/** A user with a saved session (made during the trial), so every premium call has something to act on. */
async function withSession() {
  const user = await signUp(app);
  expect((await user.agent.post('/api/sessions').send({ name: 'Mine', type: 'breathing', config: breathingConfig })).status).toBe(201);
  return user;
}

describe('access to premium calls, enforced by the server', () => {
  it('lists every route of the app with its access (a new route must be classed in ROUTE_ACCESS)', () => {
    const keys = routeTable(app).map(routeKey);
    expect(keys.filter((key) => !(key in ROUTE_ACCESS))).toEqual([]);
    expect(Object.keys(ROUTE_ACCESS).filter((key) => !keys.includes(key))).toEqual([]);
    expect(PREMIUM.length).toBeGreaterThanOrEqual(5);
  });

  it('answers every premium call in the trial, and 402 with what to do once the trial has ended', async () => {
    const user = await withSession();
    for (const key of PREMIUM) expect((await premiumCall(user, key)).status, key).toBeLessThan(300);
    await at(user, Date.parse(START) + 14 * DAY + HOUR);
    for (const key of PREMIUM) {
      const refused = await premiumCall(user, key);
      expect(refused.status, key).toBe(402);
      expect(refused.body, key).toEqual({ error: PAYMENT_REQUIRED });
    }
    // What stays open to a lapsed user: their account, their log, export and deletion, checkout.
    expect((await user.agent.get('/api/user')).status).toBe(200);
    expect((await user.agent.post('/api/sessions/log').send({ session_type: 'breathing', technique: 'box', duration: 120 })).status).toBe(201);
    expect((await user.agent.get('/api/sessions/log')).status).toBe(200);
    expect((await user.agent.get('/api/user/export')).status).toBe(200);
    expect((await user.agent.get('/api/subscription/status')).body).toMatchObject({ status: 'trial', isTrialActive: false, hasAccess: false });
  });

  it('answers every premium call while subscribed, and after canceling until the paid period ends', async () => {
    const user = await withSession();
    await db.models.User.update({ subscriptionStatus: 'active', plan: 'monthly', subscriptionId: 'sub_x', billingCustomerId: 'cst_x', currentPeriodEnd: new Date('2026-05-10T12:00:00Z') }, { where: { id: user.id } });
    await at(user, '2026-04-01T12:00:00Z');
    for (const key of PREMIUM) expect((await premiumCall(user, key)).status, key).toBeLessThan(300);
    await db.models.User.update({ subscriptionStatus: 'canceled' }, { where: { id: user.id } });
    await at(user, '2026-05-10T11:00:00Z');
    for (const key of PREMIUM) expect((await premiumCall(user, key)).status, `${key} (canceled, before its end)`).toBeLessThan(300);
    await at(user, '2026-05-10T13:00:00Z');
    for (const key of PREMIUM) expect((await premiumCall(user, key)).status, `${key} (expired)`).toBe(402);
  });

  it('answers a confirmed developer account whatever its trial, never an unconfirmed one', async () => {
    const user = await withSession();
    await db.models.User.update({ email: 'dev@stillpoint.test' }, { where: { id: user.id } });
    const developer = { ...user, email: 'dev@stillpoint.test' };
    await at(developer, Date.parse(START) + 40 * DAY);
    for (const key of PREMIUM) expect((await premiumCall(developer, key)).status, `${key} (unconfirmed)`).toBe(402);
    await db.models.User.update({ emailVerifiedAt: clock.now() }, { where: { id: user.id } });
    await at(developer, Date.parse(START) + 40 * DAY);
    for (const key of PREMIUM) expect((await premiumCall(developer, key)).status, key).toBeLessThan(300);
  });

  it('gives a lapsed user one free session (an hour of access), once per account', async () => {
    const user = await withSession();
    await at(user, Date.parse(START) + 20 * DAY);
    const started = await user.agent.post('/api/subscription/free-session');
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ hasAccess: true, freeSession: { used: true, activeUntil: new Date(clock.now().getTime() + FREE_SESSION_MS).toISOString() } });
    expect((await premiumCall(user, 'POST /api/sessions')).status).toBe(201);
    const again = await user.agent.post('/api/subscription/free-session');
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('The free session of this account has been used.');
    clock.advance(FREE_SESSION_MS + 1);
    expect((await premiumCall(user, 'POST /api/sessions')).status).toBe(402);
  });

  it('keeps visitors out of premium calls with 401, not 402', async () => {
    const visitor = browser(app);
    expect((await visitor.get('/api/sessions')).status).toBe(401);
    expect((await request(app.callback()).post('/api/recommendations/personal').set('Origin', APP_ORIGIN).send({})).status).toBe(401);
  });
});

describe('the developer tools', () => {
  it('work outside production: quick setup answers credentials that sign in', async () => {
    const setup = await request(app.callback()).post('/api/quick-setup');
    expect(setup.status).toBe(200);
    const { email, password } = setup.body.credentials;
    expect((await browser(app).post('/api/login').send({ email, password })).status).toBe(200);
    // Asked again in the same run: the same account and password.
    expect((await request(app.callback()).post('/api/quick-setup')).body.credentials).toEqual({ email, password });
    expect((await request(app.callback()).get('/api/dev/access')).body).toEqual({ allowed: true, reason: 'not production' });
  });

  it('refuse a signed-out user and a normal account in production, and answer a confirmed developer', async () => {
    const production = buildTestApp({ db, clock, config: { production: true, developerEmails: new Set(['builder@stillpoint.test']) } });
    const signedOut = request(production.callback());
    const normal = await signUp(production);
    const developer = await signUp(production, { email: 'builder@stillpoint.test' });
    await db.models.User.update({ emailVerifiedAt: clock.now() }, { where: { id: developer.id } });
    for (const caller of [signedOut, normal.agent]) {
      const quick = await caller.post('/api/quick-setup');
      expect(quick.status).toBe(403);
      expect(quick.body.error).toBe('Developer tools are not available here.');
      expect((await caller.post('/api/email/test-trial-email').send({ email: 'a@example.com', day: 0 })).status).toBe(403);
      expect((await caller.get('/api/dev/access')).body).toMatchObject({ allowed: false });
    }
    expect((await developer.agent.get('/api/dev/access')).body).toEqual({ allowed: true, reason: 'developer account' });
    expect((await developer.agent.post('/api/email/test-trial-email').send({ email: 'a@example.com', day: 4 })).body).toEqual({ message: 'Trial email for day 4 sent to a@example.com' });
  });
});

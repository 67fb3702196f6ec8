import { QueryTypes } from 'sequelize';
import { createMollieClient } from '@mollie/api-client';
import nock from 'nock';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { replayMollie, type MollieReplay } from '../../test/mollieReplay';
import { openWorkerDatabase } from '../../test/testDatabase';
import { APP_ORIGIN, breathingConfig, buildTestApp, generousLimits, signUp, type SignedUp } from '../../test/testApp';
import { TestClock } from '../../test/testClock';
import type { StillpointApp } from '../app';
import type { Database } from '../db/database';
import { mollieProvider } from '../services/billing/mollieProvider';

let db: Database;
let app: StillpointApp;
let mollie: MollieReplay;
const clock = new TestClock();
const START = '2026-03-10T12:00:00Z';
const TRIAL_END = '2026-03-24T12:00:00.000Z';
const MOLLIE_KEY = 'test_replayreplayreplayreplay12';

beforeAll(async () => {
  ({ db } = await openWorkerDatabase());
  nock.disableNetConnect();
  nock.enableNetConnect((host) => host.startsWith('127.0.0.1') || host.startsWith('localhost'));
  app = buildTestApp({ db, clock, billing: mollieProvider(MOLLIE_KEY) });
});
beforeEach(() => {
  clock.set(START);
  mollie = replayMollie();
});
afterEach(() => mollie.close());
afterAll(async () => {
  nock.enableNetConnect();
  await db.close();
});

/** Mollie calls the webhook: `id=…`, form-encoded, no Origin, no cookie. */
const webhook = (id: string) => request(app.callback()).post('/api/mollie/webhook').type('form').send({ id });
const status = async (user: SignedUp) => (await user.agent.get('/api/subscription/status')).body;
const savesSession = async (user: SignedUp) => (await user.agent.post('/api/sessions').send({ name: 'Box', type: 'breathing', config: breathingConfig })).status;

/** Moves the clock (past the 30-day sign-in too, so the user signs in again, as they would). */
async function later(user: SignedUp, at: string) {
  clock.set(at);
  expect((await user.agent.post('/api/login').send({ email: user.email, password: user.password })).status).toBe(200);
}

/** Signs up in Amsterdam (prices in EUR), checks out, and pays: the state after Mollie's first webhook call. */
async function subscribed(plan: 'monthly' | 'yearly') {
  const user = await signUp(app, { timeZone: 'Europe/Amsterdam' });
  const checkout = await user.agent.post('/api/mollie/create-checkout').send({ plan });
  expect(checkout.status).toBe(200);
  const payment = [...mollie.payments.values()].at(-1)!;
  mollie.settle(payment.id, 'paid', new Date(START));
  expect((await webhook(payment.id)).status).toBe(200);
  const [subscription] = [...mollie.subscriptions.values()].filter((s) => s.customerId === payment.customerId);
  return { user, payment, subscription: subscription! };
}

describe('checkout (POST /api/mollie/create-checkout)', () => {
  it('creates the customer once and a first payment of the plan, in EUR for Europe, and answers Mollie’s checkout URL', async () => {
    const user = await signUp(app, { firstName: 'Ines', lastName: 'Vos', timeZone: 'Europe/Amsterdam' });
    const yearly = await user.agent.post('/api/mollie/create-checkout').send({ plan: 'yearly' });
    expect(yearly.status).toBe(200);
    expect(yearly.body.checkoutUrl).toMatch(/^https:\/\/www\.mollie\.com\/checkout\/select-method\/tr_/);
    const monthly = await user.agent.post('/api/mollie/create-checkout').send({ plan: 'monthly' });
    expect(monthly.status).toBe(200);

    const customerCalls = mollie.requests.filter((r) => r.method === 'POST' && r.path === '/v2/customers');
    expect(customerCalls).toHaveLength(1);
    expect(customerCalls[0]!.body).toMatchObject({ name: 'Ines Vos', email: user.email, metadata: { userId: user.id } });
    const paymentCalls = mollie.requests.filter((r) => r.path === '/v2/payments').map((r) => r.body as Record<string, unknown>);
    expect(paymentCalls).toEqual([
      expect.objectContaining({ amount: { value: '24.99', currency: 'EUR' }, sequenceType: 'first', redirectUrl: `${APP_ORIGIN}/paywall?checkout=returned`, webhookUrl: `${APP_ORIGIN}/api/mollie/webhook`, metadata: { userId: user.id, plan: 'yearly' } }),
      expect.objectContaining({ amount: { value: '2.99', currency: 'EUR' }, sequenceType: 'first', metadata: { userId: user.id, plan: 'monthly' } }),
    ]);
    // Every POST to Mollie carries an Idempotency-Key (the client's own), so a retried request cannot create twice.
    expect(mollie.requests.filter((r) => r.method === 'POST').every((r) => r.idempotencyKey)).toBe(true);
  });

  it('prices in USD outside Europe, at the same figures', async () => {
    const user = await signUp(app, { timeZone: 'America/New_York' });
    await user.agent.post('/api/mollie/create-checkout').send({ plan: 'monthly' });
    expect(mollie.requests.find((r) => r.path === '/v2/payments')!.body).toMatchObject({ amount: { value: '2.99', currency: 'USD' } });
  });

  it('refuses a plan it does not sell, and a visitor', async () => {
    const user = await signUp(app);
    const wrong = await user.agent.post('/api/mollie/create-checkout').send({ plan: 'weekly' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatch(/plan/);
    expect((await request(app.callback()).post('/api/mollie/create-checkout').send({ plan: 'monthly' })).status).toBe(401);
    expect(mollie.requests).toEqual([]);
  });

  it('answers 503 with Retry-After when Mollie cannot be reached, and nothing is recorded', async () => {
    const user = await signUp(app);
    mollie.setUnreachable(true);
    const down = await user.agent.post('/api/mollie/create-checkout').send({ plan: 'monthly' });
    expect(down.status).toBe(503);
    expect(down.body.error).toBe('Payments are briefly unavailable. Please try again in a minute.');
    expect(down.headers['retry-after']).toBe('30');
    mollie.setUnreachable(false);
    expect((await user.agent.post('/api/mollie/create-checkout').send({ plan: 'monthly' })).status).toBe(200);
  });
});

describe('the webhook (POST /api/mollie/webhook)', () => {
  it('starts exactly one subscription when the first payment is paid, beginning when the trial ends (no trial day spent)', async () => {
    const { user, payment, subscription } = await subscribed('yearly');
    // Delivered again, and twice at once: nothing more happens.
    expect((await webhook(payment.id)).status).toBe(200);
    await Promise.all([webhook(payment.id), webhook(payment.id), webhook(payment.id)]);
    expect(mollie.subscriptions.size).toBe(1);
    expect(mollie.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/subscriptions'))).toHaveLength(1);
    // The first payment paid the first year, which starts at the trial's end; Mollie charges next a year after that.
    expect(subscription).toMatchObject({ interval: '12 months', startDate: '2027-03-24', amount: { value: '24.99', currency: 'EUR' }, status: 'active' });
    expect(await status(user)).toMatchObject({ status: 'active', isSubscribed: true, plan: 'yearly', isTrialActive: true, trialEndsAt: TRIAL_END, currentPeriodEnd: '2027-03-24T12:00:00.000Z', lastCheckout: { status: 'paid', plan: 'yearly' } });
  });

  it('starts the subscription from the payment day when the trial has already ended', async () => {
    const user = await signUp(app, { timeZone: 'Europe/Berlin' });
    await later(user, '2026-05-01T09:00:00Z');
    expect(await savesSession(user)).toBe(402);
    await user.agent.post('/api/mollie/create-checkout').send({ plan: 'monthly' });
    const payment = [...mollie.payments.values()].at(-1)!;
    mollie.settle(payment.id, 'paid', clock.now());
    await webhook(payment.id);
    expect([...mollie.subscriptions.values()][0]).toMatchObject({ interval: '1 month', startDate: '2026-06-01' });
    expect(await status(user)).toMatchObject({ status: 'active', currentPeriodEnd: '2026-06-01T09:00:00.000Z', hasAccess: true });
    expect(await savesSession(user)).toBe(201);
  });

  it('trusts only Mollie: an open payment, an unknown id and a forged body change nothing', async () => {
    const user = await signUp(app);
    await user.agent.post('/api/mollie/create-checkout').send({ plan: 'monthly' });
    const payment = [...mollie.payments.values()].at(-1)!;
    const before = await status(user);
    expect((await webhook(payment.id)).status).toBe(200);
    expect((await webhook('tr_doesnotexist')).status).toBe(200);
    const forged = await request(app.callback()).post('/api/mollie/webhook').type('form').send({ id: payment.id, status: 'paid', metadata: 'x' });
    expect(forged.status).toBe(200);
    expect(await status(user)).toEqual({ ...before, lastCheckout: { ...before.lastCheckout, status: 'open' } });
    expect(mollie.subscriptions.size).toBe(0);
    // A JSON body is not what Mollie sends.
    expect((await request(app.callback()).post('/api/mollie/webhook').send({ id: payment.id })).status).toBe(415);
  });

  for (const outcome of ['failed', 'expired', 'canceled'] as const) {
    it(`a ${outcome} first payment changes nothing but the checkout's outcome`, async () => {
      const user = await signUp(app);
      await user.agent.post('/api/mollie/create-checkout').send({ plan: 'yearly' });
      const payment = [...mollie.payments.values()].at(-1)!;
      mollie.settle(payment.id, outcome);
      expect((await webhook(payment.id)).status).toBe(200);
      expect(await status(user)).toMatchObject({ status: 'trial', isSubscribed: false, isTrialActive: true, plan: null, currentPeriodEnd: null, lastCheckout: { status: outcome, plan: 'yearly' } });
      expect(mollie.subscriptions.size).toBe(0);
    });
  }

  it('answers 503 while Mollie cannot be reached (Mollie retries), and applies the payment when it can', async () => {
    const user = await signUp(app);
    await user.agent.post('/api/mollie/create-checkout').send({ plan: 'monthly' });
    const payment = [...mollie.payments.values()].at(-1)!;
    mollie.settle(payment.id, 'paid');
    mollie.setUnreachable(true);
    expect((await webhook(payment.id)).status).toBe(503);
    expect(await status(user)).toMatchObject({ status: 'trial', isSubscribed: false });
    mollie.setUnreachable(false);
    expect((await webhook(payment.id)).status).toBe(200);
    expect(await status(user)).toMatchObject({ status: 'active', isSubscribed: true });
    expect(mollie.subscriptions.size).toBe(1);
  });

  it('extends the period by a paid renewal, once however often it is announced', async () => {
    const { user, subscription } = await subscribed('monthly');
    await later(user, '2026-04-24T13:00:00Z');
    const renewal = mollie.renew(subscription.id, 'paid', clock.now());
    await Promise.all([webhook(renewal.id), webhook(renewal.id)]);
    await webhook(renewal.id);
    expect(await status(user)).toMatchObject({ status: 'active', currentPeriodEnd: '2026-05-24T12:00:00.000Z' });
  });

  it('ends the subscription at the end of the period paid for when a renewal fails', async () => {
    const { user, subscription } = await subscribed('monthly');
    // Mollie charges on the renewal's date; this one fails that morning, hours before the paid month ends.
    await later(user, '2026-04-24T06:00:00Z');
    const failed = mollie.renew(subscription.id, 'failed', clock.now());
    await webhook(failed.id);
    expect(mollie.subscriptions.get(subscription.id)!.status).toBe('canceled');
    expect(await status(user)).toMatchObject({ status: 'canceled', isSubscribed: true, currentPeriodEnd: '2026-04-24T12:00:00.000Z' });
    expect(await status(user)).toMatchObject({ hasAccess: true });
    clock.set('2026-04-24T12:00:01Z');
    expect(await status(user)).toMatchObject({ status: 'expired', isSubscribed: false, hasAccess: false });
    expect(await savesSession(user)).toBe(402);
  });
});

describe('cancel and restore', () => {
  it('cancels at Mollie; access lasts until the period paid for ends, then premium calls answer 402', async () => {
    const { user, subscription } = await subscribed('monthly');
    const canceled = await user.agent.post('/api/subscription/cancel');
    expect(canceled.status).toBe(200);
    expect(canceled.body).toMatchObject({ status: 'canceled', isSubscribed: true, currentPeriodEnd: '2026-04-24T12:00:00.000Z' });
    expect(mollie.subscriptions.get(subscription.id)!.status).toBe('canceled');
    await later(user, '2026-04-20T00:00:00Z');
    expect(await savesSession(user)).toBe(201);
    clock.set('2026-04-25T00:00:00Z');
    expect(await status(user)).toMatchObject({ status: 'expired', isSubscribed: false, hasAccess: false });
    const refused = await user.agent.post('/api/sessions').send({ name: 'Box', type: 'breathing', config: breathingConfig });
    expect(refused.status).toBe(402);
    expect(refused.body.error).toMatch(/subscri/i);
    // Canceling twice: there is nothing left to cancel.
    expect((await user.agent.post('/api/subscription/cancel')).status).toBe(404);
  });

  it('restores from Mollie: 404 without a subscription there, 200 and the local state repaired with one', async () => {
    const nobody = await signUp(app);
    const none = await nobody.agent.post('/api/subscription/restore');
    expect(none.status).toBe(404);
    expect(none.body.error).toBeTruthy();

    const { user, subscription } = await subscribed('yearly');
    // The local state lost (a restore from backup, a webhook never delivered): Mollie still has the subscription.
    await db.models.User.update({ subscriptionStatus: null, subscriptionId: null, plan: null, currentPeriodEnd: null }, { where: { id: user.id } });
    await app.close();
    app = buildTestApp({ db, clock, billing: mollieProvider(MOLLIE_KEY) });
    expect(await status(user)).toMatchObject({ isSubscribed: false });
    const restored = await user.agent.post('/api/subscription/restore');
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ status: 'active', isSubscribed: true, plan: 'yearly', currentPeriodEnd: `${subscription.startDate}T00:00:00.000Z` });
  });

  it('restore says what it found: a cancelled subscription still in its period, which resume starts again at Mollie from the period’s end', async () => {
    const { user, subscription } = await subscribed('monthly');
    expect((await user.agent.post('/api/subscription/cancel')).status).toBe(200);
    await later(user, '2026-04-01T09:00:00Z');

    // Restore finds no running subscription at Mollie, but the access paid for runs on: it says so, and changes nothing.
    const found = await user.agent.post('/api/subscription/restore');
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ status: 'canceled', isSubscribed: true, hasAccess: true, currentPeriodEnd: '2026-04-24T12:00:00.000Z' });

    // Resumed: a new subscription on the customer's mandate whose first charge is the day the period paid for ends.
    const resumed = await user.agent.post('/api/subscription/resume');
    expect(resumed.status).toBe(200);
    expect(resumed.body).toMatchObject({ status: 'active', isSubscribed: true, plan: 'monthly', currentPeriodEnd: '2026-04-24T12:00:00.000Z' });
    const created = mollie.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/subscriptions'));
    expect(created).toHaveLength(2);
    expect(created[1]!.idempotencyKey).toBeTruthy();
    const fresh = [...mollie.subscriptions.values()].find((s) => s.id !== subscription.id)!;
    expect(fresh).toMatchObject({ status: 'active', customerId: subscription.customerId, interval: '1 month', startDate: '2026-04-24', amount: { value: '2.99', currency: 'EUR' }, metadata: { userId: user.id, plan: 'monthly' } });
    expect(mollie.subscriptions.get(subscription.id)!.status).toBe('canceled');
    // Resumed twice (two taps): nothing more.
    expect((await user.agent.post('/api/subscription/resume')).status).toBe(404);
    expect(mollie.subscriptions.size).toBe(2);

    // Mollie renews it when the period ends: the period goes on.
    const renewal = mollie.renew(fresh.id, 'paid', new Date('2026-04-24T06:00:00Z'));
    expect((await webhook(renewal.id)).status).toBe(200);
    expect(await status(user)).toMatchObject({ status: 'active', currentPeriodEnd: '2026-05-24T12:00:00.000Z' });
    // And it can be cancelled again, and resumed again.
    expect((await user.agent.post('/api/subscription/cancel')).status).toBe(200);
    expect(mollie.subscriptions.get(fresh.id)!.status).toBe('canceled');
    expect((await user.agent.post('/api/subscription/resume')).body).toMatchObject({ status: 'active' });
    expect([...mollie.subscriptions.values()].filter((s) => s.status === 'active')).toHaveLength(1);
  });

  it('resumes nothing once the period has ended, and says why when Mollie refuses (no valid mandate)', async () => {
    const { user, subscription } = await subscribed('monthly');
    await user.agent.post('/api/subscription/cancel');
    mollie.revokeMandate(subscription.customerId);
    const refused = await user.agent.post('/api/subscription/resume');
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('Your payment method can no longer be charged. Choose a plan to subscribe again: your paid time is kept.');
    expect(await status(user)).toMatchObject({ status: 'canceled', hasAccess: true });

    await later(user, '2026-04-25T00:00:00Z');
    expect((await user.agent.post('/api/subscription/resume')).status).toBe(404);
    expect((await user.agent.post('/api/subscription/restore')).status).toBe(404);
    const never = await signUp(app);
    expect((await never.agent.post('/api/subscription/resume')).status).toBe(404);
  });
});

/** Connections of this database, other than the asking one, inside a transaction (holding whatever locks they took). */
async function openTransactions() {
  return db.sequelize.query<{ state: string; query: string }>(`SELECT state, query FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND xact_start IS NOT NULL`, { type: QueryTypes.SELECT });
}

/** Signs up after the trial (so access rests on payments alone) and pays a monthly checkout: the first payment and its subscription. */
async function paidAfterTrial() {
  const user = await signUp(app, { timeZone: 'Europe/Berlin' });
  await later(user, '2026-05-01T09:00:00Z');
  await user.agent.post('/api/mollie/create-checkout').send({ plan: 'monthly' });
  const payment = [...mollie.payments.values()].at(-1)!;
  mollie.settle(payment.id, 'paid', clock.now());
  expect((await webhook(payment.id)).status).toBe(200);
  const subscription = [...mollie.subscriptions.values()].find((s) => s.customerId === payment.customerId)!;
  expect(await status(user)).toMatchObject({ status: 'active', hasAccess: true, currentPeriodEnd: '2026-06-01T09:00:00.000Z' });
  return { user, payment, subscription };
}

const deletes = () => mollie.requests.filter((r) => r.method === 'DELETE');

describe('deleting an account that pays', () => {
  it('cancels the subscription at Mollie before the account goes, so nobody is charged for an account that is gone', async () => {
    const { user, subscription } = await subscribed('monthly');
    const deleted = await user.agent.delete('/api/user').send({ password: user.password });
    expect(deleted.status).toBe(204);
    expect(mollie.subscriptions.get(subscription.id)!.status).toBe('canceled');
    expect(await db.models.User.findByPk(user.id)).toBeNull();
  });

  it('keeps the account while Mollie cannot be reached (503, try again), rather than leave charges running with no account to stop them', async () => {
    const { user, subscription } = await subscribed('yearly');
    mollie.setUnreachable(true);
    const refused = await user.agent.delete('/api/user').send({ password: user.password });
    expect(refused.status).toBe(503);
    expect(refused.body.error).toBe('Payments are briefly unavailable. Please try again in a minute.');
    expect(await db.models.User.findByPk(user.id)).not.toBeNull();
    expect(mollie.subscriptions.get(subscription.id)!.status).toBe('active');
    mollie.setUnreachable(false);
    expect((await user.agent.delete('/api/user').send({ password: user.password })).status).toBe(204);
    expect(mollie.subscriptions.get(subscription.id)!.status).toBe('canceled');
  });

  it('deletes an account whose subscription was cancelled already without asking Mollie again', async () => {
    const { user } = await subscribed('monthly');
    expect((await user.agent.post('/api/subscription/cancel')).status).toBe(200);
    const before = mollie.requests.length;
    expect((await user.agent.delete('/api/user').send({ password: user.password })).status).toBe(204);
    expect(mollie.requests.slice(before).filter((r) => r.method === 'DELETE')).toEqual([]);
  });
});

describe('checkouts started at once', () => {
  it('makes one Mollie customer for 8 checkouts started at once, and paying any of them starts the subscription', async () => {
    const user = await signUp(app, { timeZone: 'Europe/Amsterdam' });
    const started = await Promise.all(Array.from({ length: 8 }, () => user.agent.post('/api/mollie/create-checkout').send({ plan: 'monthly' }).then((answer) => answer)));
    expect(started.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    const customers = [...mollie.customers.values()].filter((customer) => customer.email === user.email);
    expect(customers).toHaveLength(1);
    const payments = [...mollie.payments.values()].filter((payment) => payment.metadata?.userId === user.id);
    expect(payments).toHaveLength(8);
    expect(new Set(payments.map((payment) => payment.customerId))).toEqual(new Set([customers[0]!.id]));

    // The customer pays the checkout of the first tab, not of the last.
    const paid = payments[0]!;
    mollie.settle(paid.id, 'paid', new Date(START));
    expect((await webhook(paid.id)).status).toBe(200);
    expect(await status(user)).toMatchObject({ status: 'active', isSubscribed: true, plan: 'monthly', currentPeriodEnd: '2026-04-24T12:00:00.000Z' });
    expect([...mollie.subscriptions.values()].filter((subscription) => subscription.customerId === paid.customerId)).toHaveLength(1);
  });

  it('honours a paid checkout whatever customer the account holds now: the subscription goes where the payment’s mandate is', async () => {
    const user = await signUp(app);
    await user.agent.post('/api/mollie/create-checkout').send({ plan: 'yearly' });
    const paid = [...mollie.payments.values()].at(-1)!;
    // Since then the account came to hold another customer (as a second checkout racing the first did before one customer per account).
    const other = await createMollieClient({ apiKey: MOLLIE_KEY }).customers.create({ name: 'Ada Lovelace', email: user.email });
    await db.models.User.update({ billingCustomerId: other.id }, { where: { id: user.id } });

    mollie.settle(paid.id, 'paid', new Date(START));
    expect((await webhook(paid.id)).status).toBe(200);
    const [subscription] = [...mollie.subscriptions.values()];
    expect(subscription).toMatchObject({ customerId: paid.customerId, status: 'active', interval: '12 months' });
    expect(await status(user)).toMatchObject({ status: 'active', isSubscribed: true, plan: 'yearly' });
    // Cancelling reaches the subscription where it is.
    expect((await user.agent.post('/api/subscription/cancel')).status).toBe(200);
    expect(mollie.subscriptions.get(subscription!.id)!.status).toBe('canceled');
  });

  it('gives the period paid for when Mollie refuses the subscription (no valid mandate), without renewals, and answers 200', async () => {
    const user = await signUp(app);
    await user.agent.post('/api/mollie/create-checkout').send({ plan: 'monthly' });
    const paid = [...mollie.payments.values()].at(-1)!;
    mollie.settle(paid.id, 'paid', new Date(START));
    mollie.revokeMandate(paid.customerId);
    // A refusal is final: Mollie would refuse every retry the same way.
    expect((await webhook(paid.id)).status).toBe(200);
    expect(mollie.subscriptions.size).toBe(0);
    expect(await status(user)).toMatchObject({ status: 'canceled', isSubscribed: true, currentPeriodEnd: '2026-04-24T12:00:00.000Z' });
  });

  it('grants the period at once when Mollie fails to make the subscription, and makes it on Mollie’s next delivery', async () => {
    const user = await signUp(app);
    await user.agent.post('/api/mollie/create-checkout').send({ plan: 'monthly' });
    const paid = [...mollie.payments.values()].at(-1)!;
    mollie.settle(paid.id, 'paid', new Date(START));
    const subscriptionCall = mollie.hold('POST', /\/subscriptions$/);
    const delivered = webhook(paid.id).then((answer) => answer);
    await subscriptionCall.reached;
    mollie.setUnreachable(true);
    subscriptionCall.release();
    expect((await delivered).status).toBe(503);
    expect(await status(user)).toMatchObject({ status: 'active', isSubscribed: true, currentPeriodEnd: '2026-04-24T12:00:00.000Z' });
    expect(mollie.subscriptions.size).toBe(0);

    mollie.setUnreachable(false);
    expect((await webhook(paid.id)).status).toBe(200);
    expect([...mollie.subscriptions.values()]).toEqual([expect.objectContaining({ customerId: paid.customerId, startDate: '2026-04-24', status: 'active' })]);
    // Stored: cancelling reaches it.
    expect((await user.agent.post('/api/subscription/cancel')).status).toBe(200);
    expect([...mollie.subscriptions.values()][0]!.status).toBe('canceled');
  });

  it('holds no database transaction open while it waits for Mollie (the customer, the payment, the subscription)', async () => {
    const user = await signUp(app);
    const customerCall = mollie.hold('POST', /^\/v2\/customers$/);
    const checkout = user.agent.post('/api/mollie/create-checkout').send({ plan: 'monthly' }).then((answer) => answer);
    await customerCall.reached;
    expect(await openTransactions()).toEqual([]);
    customerCall.release();
    expect((await checkout).status).toBe(200);

    const payment = [...mollie.payments.values()].at(-1)!;
    mollie.settle(payment.id, 'paid', new Date(START));
    const paymentCall = mollie.hold('GET', /^\/v2\/payments\//);
    const subscriptionCall = mollie.hold('POST', /\/subscriptions$/);
    const delivered = webhook(payment.id).then((answer) => answer);
    await paymentCall.reached;
    expect(await openTransactions()).toEqual([]);
    paymentCall.release();
    await subscriptionCall.reached;
    expect(await openTransactions()).toEqual([]);
    subscriptionCall.release();
    expect((await delivered).status).toBe(200);
    expect(await status(user)).toMatchObject({ status: 'active', isSubscribed: true });
  });
});

describe('forged webhook calls', () => {
  it('answers 200 to an id that is not a payment’s, and asks Mollie nothing', async () => {
    for (const id of ['cst_8wmqcHMN4U', 'sub_8JfGzs6v3K', 're_4qqhO89gsT', 'TR_upper', 'abc', 'tr_']) expect((await webhook(id)).status, id).toBe(200);
    expect(mollie.requests).toEqual([]);
  });

  it('limits the calls of each client address, so forged ids cannot spend the Mollie key’s own rate limit', async () => {
    const limited = buildTestApp({ db, clock, billing: mollieProvider(MOLLIE_KEY), config: { rateLimits: { ...generousLimits, mollieWebhook: { perIp: { max: 3, windowSeconds: 60 }, perEmail: { max: 3, windowSeconds: 60 } } } } });
    const forged = (address: string) => request(limited.callback()).post('/api/mollie/webhook').set('X-Forwarded-For', address).type('form').send({ id: 'tr_forged0000' });
    for (let call = 0; call < 3; call++) expect((await forged('203.0.113.7')).status).toBe(200);
    const refused = await forged('203.0.113.7');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(mollie.requests.filter((r) => r.method === 'GET')).toHaveLength(3);
    // Mollie's own address is counted on its own.
    expect((await forged('198.51.100.2')).status).toBe(200);
  });
});

describe('refunds and chargebacks', () => {
  it('a fully refunded first payment ends the subscription: cancelled at Mollie, access ends; a partial refund changes nothing', async () => {
    const { user, payment, subscription } = await paidAfterTrial();
    mollie.refund(payment.id, 100);
    expect((await webhook(payment.id)).status).toBe(200);
    expect(await status(user)).toMatchObject({ status: 'active', hasAccess: true, currentPeriodEnd: '2026-06-01T09:00:00.000Z' });
    expect(mollie.subscriptions.get(subscription.id)!.status).toBe('active');

    mollie.refund(payment.id);
    expect((await webhook(payment.id)).status).toBe(200);
    expect(mollie.subscriptions.get(subscription.id)!.status).toBe('canceled');
    expect(await status(user)).toMatchObject({ status: 'expired', isSubscribed: false, hasAccess: false });
    expect(await savesSession(user)).toBe(402);
    // Announced again: nothing more happens.
    expect((await webhook(payment.id)).status).toBe(200);
    expect(deletes()).toHaveLength(1);
  });

  it('a chargeback of a renewal ends access at once and cancels the subscription at Mollie', async () => {
    const { user, subscription } = await subscribed('monthly');
    await later(user, '2026-04-24T13:00:00Z');
    const renewal = mollie.renew(subscription.id, 'paid', clock.now());
    expect((await webhook(renewal.id)).status).toBe(200);
    expect(await status(user)).toMatchObject({ status: 'active', currentPeriodEnd: '2026-05-24T12:00:00.000Z' });

    mollie.chargeback(renewal.id);
    expect((await webhook(renewal.id)).status).toBe(200);
    expect(mollie.subscriptions.get(subscription.id)!.status).toBe('canceled');
    expect(await status(user)).toMatchObject({ status: 'expired', isSubscribed: false, hasAccess: false });
  });

  it('a refunded second checkout (two tabs, both paid) takes back only the period it added', async () => {
    const user = await signUp(app);
    await user.agent.post('/api/mollie/create-checkout').send({ plan: 'monthly' });
    await user.agent.post('/api/mollie/create-checkout').send({ plan: 'monthly' });
    const [first, second] = [...mollie.payments.values()].slice(-2);
    for (const payment of [first!, second!]) {
      mollie.settle(payment.id, 'paid', new Date(START));
      expect((await webhook(payment.id)).status).toBe(200);
    }
    expect(await status(user)).toMatchObject({ status: 'active', currentPeriodEnd: '2026-05-24T12:00:00.000Z' });
    const [subscription] = [...mollie.subscriptions.values()].filter((s) => s.customerId === first!.customerId);

    mollie.refund(second!.id);
    expect((await webhook(second!.id)).status).toBe(200);
    expect(await status(user)).toMatchObject({ status: 'active', isSubscribed: true, currentPeriodEnd: '2026-04-24T12:00:00.000Z' });
    expect(mollie.subscriptions.get(subscription!.id)!.status).toBe('active');
  });
});

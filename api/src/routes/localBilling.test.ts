import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openWorkerDatabase } from '../../test/testDatabase';
import { APP_ORIGIN, buildTestApp, nullMailer, signUp, testConfig } from '../../test/testApp';
import { silentLogger } from '../logger';
import { TestClock } from '../../test/testClock';
import { createApp, type StillpointApp } from '../app';
import type { Database } from '../db/database';
import { localProvider } from '../services/billing/localProvider';

let db: Database;
let app: StillpointApp;
const clock = new TestClock();

beforeAll(async () => {
  ({ db } = await openWorkerDatabase());
  // The local provider calls the webhook over HTTP as Mollie would; here the app answers in process.
  const billing = localProvider(db.sequelize, {
    checkoutBase: `${APP_ORIGIN}/api/billing/local/checkout`,
    now: () => clock.now(),
    deliver: async (url, id) => {
      const answer = await request(app.callback()).post(new URL(url).pathname).type('form').send({ id });
      if (answer.status !== 200) throw new Error(`webhook ${answer.status}`);
    },
  });
  app = buildTestApp({ db, clock, billing });
});
beforeEach(() => clock.set('2026-03-10T12:00:00Z'));
afterAll(() => db.close());

const pathOf = (url: string) => new URL(url).pathname;

describe('the local provider (npm start without MOLLIE_API_KEY)', () => {
  it('checks out on its own page, calls the webhook, and the subscription starts when the trial ends', async () => {
    const user = await signUp(app, { timeZone: 'Europe/Paris' });
    const { checkoutUrl } = (await user.agent.post('/api/mollie/create-checkout').send({ plan: 'yearly' })).body as { checkoutUrl: string };
    expect(checkoutUrl.startsWith(`${APP_ORIGIN}/api/billing/local/checkout/tr_local_`)).toBe(true);

    const page = await user.agent.get(pathOf(checkoutUrl));
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.text).toContain('Stillpoint, yearly plan');
    expect(page.text).toContain('€24.99');
    expect(page.text).toContain('No money moves');
    for (const label of ['Pay', 'Cancel', 'Fail the payment', 'Let it expire']) expect(page.text).toContain(`>${label}</button>`);

    const paid = await user.agent.post(pathOf(checkoutUrl)).type('form').send({ outcome: 'paid' });
    expect(paid.status).toBe(303);
    expect(paid.headers.location).toBe(`${APP_ORIGIN}/paywall?checkout=returned`);
    expect((await user.agent.get('/api/subscription/status')).body).toMatchObject({ status: 'active', plan: 'yearly', currentPeriodEnd: '2027-03-24T12:00:00.000Z', lastCheckout: { status: 'paid' } });

    // The page cannot be paid twice.
    expect((await user.agent.get(pathOf(checkoutUrl))).text).toContain('This payment is paid.');
    await user.agent.post(pathOf(checkoutUrl)).type('form').send({ outcome: 'paid' });
    expect(((await db.sequelize.query('SELECT count(*)::int AS n FROM local_billing_subscriptions', { type: QueryTypes.SELECT })) as [{ n: number }])[0].n).toBeGreaterThanOrEqual(1);
    expect(((await db.sequelize.query('SELECT count(*)::int AS n FROM local_billing_subscriptions WHERE customer_id = (SELECT billing_customer_id FROM users WHERE id = $1)', { bind: [user.id], type: QueryTypes.SELECT })) as [{ n: number }])[0].n).toBe(1);
  });

  it('plays the renewals on its console: a paid one extends the period, a failed one cancels at its end', async () => {
    const user = await signUp(app);
    const { checkoutUrl } = (await user.agent.post('/api/mollie/create-checkout').send({ plan: 'monthly' })).body as { checkoutUrl: string };
    await user.agent.post(pathOf(checkoutUrl)).type('form').send({ outcome: 'paid' });
    const consolePage = await user.agent.get('/api/billing/local/console');
    expect(consolePage.text).toContain('every 1 month');
    expect(consolePage.text).toContain('next charge on 2026-04-24');
    const subscriptionId = /name="subscriptionId" value="([^"]+)"/.exec(consolePage.text)![1]!;

    const renewed = await user.agent.post('/api/billing/local/console/renew').type('form').send({ subscriptionId, outcome: 'paid' });
    expect(renewed.status).toBe(303);
    expect((await user.agent.get('/api/subscription/status')).body).toMatchObject({ status: 'active', currentPeriodEnd: '2026-05-24T12:00:00.000Z' });

    await user.agent.post('/api/billing/local/console/renew').type('form').send({ subscriptionId, outcome: 'failed' });
    expect((await user.agent.get('/api/subscription/status')).body).toMatchObject({ status: 'canceled', isSubscribed: true, currentPeriodEnd: '2026-05-24T12:00:00.000Z' });
    expect((await user.agent.get('/api/billing/local/console')).text).toContain('canceled');
  });

  it('a cancelled subscription is found by restore and resumed from the period’s end; the console renews it', async () => {
    const user = await signUp(app);
    const { checkoutUrl } = (await user.agent.post('/api/mollie/create-checkout').send({ plan: 'monthly' })).body as { checkoutUrl: string };
    await user.agent.post(pathOf(checkoutUrl)).type('form').send({ outcome: 'paid' });
    expect((await user.agent.post('/api/subscription/cancel')).status).toBe(200);
    expect((await user.agent.get('/api/billing/local/console')).text).toContain('canceled');

    expect((await user.agent.post('/api/subscription/restore')).body).toMatchObject({ status: 'canceled', hasAccess: true, currentPeriodEnd: '2026-04-24T12:00:00.000Z' });
    expect((await user.agent.post('/api/subscription/resume')).body).toMatchObject({ status: 'active', currentPeriodEnd: '2026-04-24T12:00:00.000Z' });
    const consolePage = (await user.agent.get('/api/billing/local/console')).text;
    expect(consolePage).toContain('next charge on 2026-04-24');
    const subscriptionId = [...consolePage.matchAll(/name="subscriptionId" value="([^"]+)"/g)].at(-1)![1]!;
    await user.agent.post('/api/billing/local/console/renew').type('form').send({ subscriptionId, outcome: 'paid' });
    expect((await user.agent.get('/api/subscription/status')).body).toMatchObject({ status: 'active', currentPeriodEnd: '2026-05-24T12:00:00.000Z' });
  });

  it('a canceled checkout leaves the trial as it was; another user cannot charge a renewal that is not theirs', async () => {
    const user = await signUp(app);
    const { checkoutUrl } = (await user.agent.post('/api/mollie/create-checkout').send({ plan: 'monthly' })).body as { checkoutUrl: string };
    await user.agent.post(pathOf(checkoutUrl)).type('form').send({ outcome: 'canceled' });
    expect((await user.agent.get('/api/subscription/status')).body).toMatchObject({ status: 'trial', isTrialActive: true, lastCheckout: { status: 'canceled' } });

    const owner = await signUp(app);
    const second = (await owner.agent.post('/api/mollie/create-checkout').send({ plan: 'monthly' })).body as { checkoutUrl: string };
    await owner.agent.post(pathOf(second.checkoutUrl)).type('form').send({ outcome: 'paid' });
    const subscriptionId = /name="subscriptionId" value="([^"]+)"/.exec((await owner.agent.get('/api/billing/local/console')).text)![1]!;
    const foreign = await user.agent.post('/api/billing/local/console/renew').type('form').send({ subscriptionId, outcome: 'failed' });
    expect(foreign.status).toBe(404);
    expect((await owner.agent.get('/api/subscription/status')).body).toMatchObject({ status: 'active' });
    // A JSON body is refused on the form-only pages.
    expect((await user.agent.post(pathOf(checkoutUrl)).send({ outcome: 'paid' })).status).toBe(415);
  });
});

describe('the app without a billing provider given', () => {
  it('plays payments with the local provider only for a loopback origin, and refuses to be built for a public one', async () => {
    const local = createApp({ db, mailer: nullMailer, log: silentLogger, config: testConfig({ appOrigin: 'http://localhost:5173' }) });
    try {
      // Its pages are served (the console asks for a sign-in), as they are only when the local provider runs.
      expect((await request(local.callback()).get('/api/billing/local/console')).status).toBe(401);
    } finally {
      await local.close();
    }
    expect(() => createApp({ db, mailer: nullMailer, log: silentLogger, config: testConfig({ appOrigin: 'https://stillpoint.app' }) })).toThrow(/local billing provider.*loopback/);
  });
});

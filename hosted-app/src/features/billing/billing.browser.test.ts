import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type Account, apiCall, expectAccessible, expectAccessibleInBothSchemes, expectToast, hostedAppPerFile, recordToasts, signUpInPage, skipOnboarding, TEST_PASSWORD, type TestPage, uniqueEmail } from '@stillpoint/test-support/app';

const app = hostedAppPerFile();
let tab: TestPage;
let page: Page;

async function signedIn(options: Parameters<typeof app.open>[0] = {}): Promise<Account> {
  tab = await app.open(options);
  page = tab.page;
  return signUpInPage(app.hosted, page);
}

const endTrial = (account: Account) =>
  app.hosted.db.sequelize.query(`UPDATE users SET trial_ends_at = now() - interval '1 day' WHERE lower(email) = lower(:email)`, { replacements: { email: account.email } });

/** Creates an account in the sign-in dialog, as a new visitor does. */
async function registerInDialog(firstName: string, lastName: string, email: string) {
  const signIn = page.getByRole('dialog');
  await signIn.getByRole('button', { name: 'Create an account' }).click();
  await signIn.getByLabel('First name').fill(firstName);
  await signIn.getByLabel('Last name').fill(lastName);
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByLabel('Password').fill(TEST_PASSWORD);
  await signIn.getByRole('button', { name: 'Create Account' }).click();
}

async function openSubscription(account: Account) {
  await page.getByRole('button', { name: `${account.firstName} ${account.lastName}, account menu` }).click();
  await page.getByRole('menuitem', { name: 'Subscription' }).click();
  return page.getByRole('dialog', { name: 'Subscription' });
}

describe('/paywall', () => {
  it('shows Premium, both plans, the trial note, the free session, restore, the provider and legal links, without a deadline; axe in light and dark', async () => {
    await signedIn();
    await page.goto(`${app.hosted.origin}/paywall`);
    const yearly = page.getByRole('button', { name: /Yearly/ });
    await yearly.waitFor();
    const text = await page.locator('main').innerText();
    for (const shown of ['Stillpoint Premium', 'Unlimited sessions', 'Custom breathing patterns', 'Save 30%', '$24.99', '$2.08 a month', '$2.99', 'Your free trial runs until', 'Mollie', 'Privacy Policy', 'Terms of Service']) expect(text).toContain(shown);
    // No deadline: the spec's "valid until 2025-12-31" has passed, and an invented one would be a dark pattern.
    expect(text).not.toMatch(/valid until|expires|ends soon|2025/i);
    await page.getByRole('link', { name: 'Continue with your trial' }).waitFor();
    await page.getByRole('button', { name: 'Restore Purchases' }).waitFor();
    await expectAccessibleInBothSchemes(page);
    await page.getByRole('link', { name: 'Terms of Service' }).click();
    await page.getByRole('heading', { name: 'Terms of Service' }).waitFor();
    await expect(page.locator('main').innerText()).resolves.toContain('Not medical advice');
  });

  it('disables every button while a request runs, and says "Subscription Failed" when the checkout cannot start', async () => {
    // After the trial, where every button of the paywall is offered.
    await endTrial(await signedIn());
    await page.goto(`${app.hosted.origin}/paywall`);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let checkouts = 0;
    await page.route('**/api/mollie/create-checkout', async (route) => {
      checkouts += 1;
      await held;
      await route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Payments are briefly unavailable. Please try again in a minute."}' });
    });
    // A double tap: the second tap lands before the first request could answer, and starts nothing.
    await page.getByRole('button', { name: /Monthly/ }).dblclick();
    for (const name of [/Yearly/, /Monthly/, /Try one session for free/, /Restore Purchases/]) await expect(page.getByRole('button', { name }).isDisabled(), String(name)).resolves.toBe(true);
    release();
    await expectToast(page, 'Subscription Failed', 'Could not start subscription process', 'destructive');
    await expect(page.getByRole('button', { name: /Monthly/ }).isEnabled()).resolves.toBe(true);
    expect(checkouts, 'checkout requests').toBe(1);
  });

  it('in a running trial: "Continue with your trial" goes on into the app, the free session is not offered, and subscribing says it is paid today for the time after the trial', async () => {
    // Dates are written as the browser's locale writes them: en-GB's "5 December 2026".
    await signedIn({ width: 390, hasTouch: true, locale: 'en-GB' });
    await page.goto(`${app.hosted.origin}/paywall`);
    await page.getByRole('button', { name: /Yearly/ }).waitFor();
    const text = await page.locator('main').innerText();
    expect(text).toMatch(/Your free trial runs until \d+ \w+ \d{4}\. If you subscribe now, you pay today and your paid time begins when the trial ends: you lose no trial day\./);
    await expect(page.getByRole('button', { name: 'Try one session for free' }).count()).resolves.toBe(0);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Continue with your trial' }).tap();
    await page.getByRole('heading', { name: 'How are you feeling?' }).waitFor();
    expect((await apiCall<{ freeSession: { used: boolean } }>(page, 'GET', '/api/subscription/status')).body).toMatchObject({ freeSession: { used: false } });
  });

  it('after the trial: says when it ended, that a subscription starts at once, and offers the free session', async () => {
    await endTrial(await signedIn({ locale: 'en-GB' }));
    await page.goto(`${app.hosted.origin}/paywall`);
    await page.getByRole('button', { name: 'Try one session for free' }).waitFor();
    const text = await page.locator('main').innerText();
    expect(text).toMatch(/Your free trial ended on \d+ \w+ \d{4}\. If you subscribe now, you pay today and your access starts at once\./);
    expect(text).not.toMatch(/14-day trial|Continue with your trial/);
  });

  it('subscribed, cancelled and expired users read their own state, never the trial blurb', async () => {
    const account = await signedIn({ locale: 'en-GB' });
    const setState = (sql: string) => app.hosted.db.sequelize.query(`UPDATE users SET trial_ends_at = now() - interval '30 days', ${sql} WHERE lower(email) = lower(:email)`, { replacements: { email: account.email } });
    await setState(`plan = 'monthly', subscription_status = 'active', subscription_id = 'sub_test', current_period_end = now() + interval '20 days'`);
    await page.goto(`${app.hosted.origin}/paywall`);
    await page.getByText(/^You are subscribed: the next payment is due on \d+ \w+ \d{4}\.$/).waitFor();
    let text = await page.locator('main').innerText();
    expect(text).not.toMatch(/trial|Try one session for free|pay today/i);
    await page.getByRole('link', { name: 'Continue to Stillpoint' }).waitFor();
    await expectAccessible(page);

    await setState(`subscription_status = 'canceled'`);
    await page.reload();
    await page.getByRole('button', { name: 'Resume subscription' }).waitFor();
    text = await page.locator('main').innerText();
    expect(text).toMatch(/If you subscribe again instead, you pay today and the new plan begins when your access ends on \d+ \w+ \d{4}\./);
    expect(text).not.toMatch(/trial|Try one session for free/i);
    await expectAccessible(page);

    await setState(`subscription_status = 'canceled', current_period_end = now() - interval '1 day'`);
    await page.reload();
    await page.getByRole('button', { name: /Yearly/ }).waitFor();
    text = await page.locator('main').innerText();
    expect(text).toMatch(/Your subscription ended on \d+ \w+ \d{4}\. If you subscribe now, you pay today and your access starts at once\./);
    expect(text).not.toMatch(/trial/i);
  });

  it('"Try one session for free" after the trial says what it did and goes home; the second time it is gone', async () => {
    const account = await signedIn();
    await endTrial(account);
    await page.goto(`${app.hosted.origin}/paywall`);
    await page.getByRole('button', { name: 'Try one session for free' }).click();
    await expectToast(page, 'Free Session Started', 'You have full access for the next hour: enjoy one full session.');
    await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/app');
    expect((await apiCall<{ hasAccess: boolean; freeSession: { used: boolean } }>(page, 'GET', '/api/subscription/status')).body).toMatchObject({ hasAccess: true, freeSession: { used: true } });
    await page.goto(`${app.hosted.origin}/paywall`);
    // Once the status is in (the plans show), the used free session is not offered again.
    await page.getByRole('button', { name: /Yearly/ }).waitFor();
    await expect(page.getByRole('button', { name: 'Try one session for free' }).count()).resolves.toBe(0);
  });

  it('"Restore Purchases": nothing to restore, and a call that fails', async () => {
    await signedIn();
    await page.goto(`${app.hosted.origin}/paywall`);
    await page.getByRole('button', { name: 'Restore Purchases' }).click();
    await expectToast(page, 'No Subscription Found', 'No active subscription to restore', 'destructive');
    await page.route('**/api/subscription/restore', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Restore Purchases' }).click();
    await expectToast(page, 'Restore Failed', 'Could not restore purchases', 'destructive');
  });
});

/** The FAQ's answer to "What does it cost?" on the page now, opened as a reader opens it. */
async function priceAnswer(): Promise<string> {
  await page.locator('summary', { hasText: 'What does it cost?' }).click();
  return page.locator('details[open]', { hasText: 'What does it cost?' }).innerText();
}

/** What a reader in each zone pays in, as each screen writes it. */
const ZONES = [
  { zone: 'Europe/Berlin', currency: 'EUR', symbol: '€', other: '$' },
  { zone: 'America/New_York', currency: 'USD', symbol: '$', other: '€' },
] as const;

describe('prices: one currency for a zone, on every screen', () => {
  it.each(ZONES)('a visitor in $zone reads the FAQ’s prices in $currency', async ({ zone, symbol, other }) => {
    tab = await app.open({ timezoneId: zone });
    page = tab.page;
    await page.goto(`${app.hosted.origin}/`);
    // A question opens at once (a <details>); the static page has written the reader's currency (PRICE_SWAP) by then.
    await page.locator('summary', { hasText: 'What does it cost?' }).click();
    await page.locator('html[data-currency]').waitFor({ state: 'attached' });
    const answer = await page.locator('details[open]', { hasText: 'What does it cost?' }).innerText();
    expect(answer).toContain(`${symbol}2.99 a month or ${symbol}24.99 a year (${symbol}2.08 a month), VAT included`);
    expect(answer).not.toContain(other);
    expect(answer).not.toMatch(/EUR|USD|euros|dollars/);
  });

  it.each(ZONES)(
    'a new account in $zone: the payment modal, the paywall and the FAQ all say $currency, as the API does; the badge says 30 %, nothing says 58 %',
    async ({ zone, currency, symbol, other }) => {
      tab = await app.open({ timezoneId: zone });
      page = tab.page;
      await skipOnboarding(page);
      await page.goto(`${app.hosted.origin}/auth`);
      await registerInDialog('Lena', 'Roth', uniqueEmail('zone'));
      const modal = page.getByRole('dialog', { name: 'Your 14-day free trial has started' });
      await modal.getByRole('button', { name: /Yearly/ }).waitFor();
      // The account took the browser's zone, and the API charges in its currency.
      expect((await apiCall<{ currency: string }>(page, 'GET', '/api/subscription/status')).body.currency).toBe(currency);
      const offered = await modal.innerText();
      for (const shown of ['Save 30%', `${symbol}24.99`, `${symbol}2.08 a month`, `${symbol}2.99`]) expect(offered).toContain(shown);
      expect(offered).not.toContain(other);
      expect(offered).not.toContain('58');
      await modal.getByRole('button', { name: 'Decide later' }).click();
      await modal.waitFor({ state: 'detached' });

      await page.goto(`${app.hosted.origin}/paywall`);
      await page.getByRole('button', { name: /Yearly/ }).waitFor();
      await expect(page.getByRole('button', { name: /Yearly/ }).locator('.plan__badge').innerText()).resolves.toBe('Save 30%');
      const paywall = await page.locator('main').innerText();
      for (const shown of [`${symbol}24.99`, `${symbol}2.08 a month`, `${symbol}2.99`]) expect(paywall).toContain(shown);
      expect(paywall).not.toContain(other);
      expect(paywall).not.toContain('58');

      await page.goto(`${app.hosted.origin}/app`);
      expect(await priceAnswer()).toContain(`${symbol}2.99 a month or ${symbol}24.99 a year (${symbol}2.08 a month)`);
    },
  );

  it('for a signed-in user the account’s zone decides, not the browser’s: the FAQ agrees with the plans', async () => {
    // A browser in Berlin, an account whose zone is UTC (the API's default): the checkout charges dollars.
    tab = await app.open({ timezoneId: 'Europe/Berlin' });
    page = tab.page;
    await signUpInPage(app.hosted, page);
    expect((await apiCall<{ currency: string }>(page, 'GET', '/api/subscription/status')).body.currency).toBe('USD');
    await page.goto(`${app.hosted.origin}/paywall`);
    await page.getByRole('button', { name: /Yearly/ }).waitFor();
    await expect(page.locator('main').innerText()).resolves.toContain('$24.99');
    await page.goto(`${app.hosted.origin}/app`);
    const answer = await priceAnswer();
    expect(answer).toContain('$2.99 a month or $24.99 a year');
    expect(answer).not.toContain('€');
  });

  it('a user who moves their account to a European zone sees euros on the paywall at once, never the old dollars', async () => {
    tab = await app.open({ timezoneId: 'Europe/Berlin' });
    page = tab.page;
    const account = await signUpInPage(app.hosted, page);
    await page.goto(`${app.hosted.origin}/paywall`);
    await page.getByRole('button', { name: /Yearly/ }).waitFor();
    await expect(page.locator('main').innerText()).resolves.toContain('$24.99');

    // Within the app (no reload, so the status read above is still at hand): Profile, the zone, then the plans.
    await page.getByRole('link', { name: 'Stillpoint, home' }).click();
    await page.getByRole('button', { name: `${account.firstName} ${account.lastName}, account menu` }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.getByRole('dialog', { name: 'Profile Settings' }).getByLabel('Time zone for streaks').selectOption('Europe/Berlin');
    await expectToast(page, 'Settings updated');
    await page.getByRole('dialog', { name: 'Profile Settings' }).getByRole('button', { name: 'Close' }).click();
    const settings = await openSubscription(account);
    await settings.getByRole('link', { name: 'Subscribe' }).click();
    await page.getByRole('button', { name: /Yearly/ }).waitFor();
    const plans = await page.locator('.plans').innerText();
    expect(plans).toContain('€24.99');
    expect(plans).not.toContain('$');
    // And the FAQ at home says the same.
    await page.getByRole('link', { name: 'Stillpoint, home' }).click();
    expect(await priceAnswer()).toContain('€2.99 a month or €24.99 a year');
  });
});

describe('a subscription through the local provider, in Chromium', () => {
  it('registers, meets the payment modal, pays on the local checkout page, sees the status, restores, cancels', async () => {
    // Dates are written as the browser's locale writes them: en-GB's "24 March 2027".
    tab = await app.open({ locale: 'en-GB' });
    page = tab.page;
    // A returning browser: the first-visit overlay is the onboarding tests' concern.
    await skipOnboarding(page);
    const email = uniqueEmail('payer');
    await page.goto(`${app.hosted.origin}/`);
    await page.getByRole('link', { name: 'Sign In' }).click();
    await registerInDialog('Ines', 'Vos', email);
    await expectToast(page, 'Account created!');

    // One second later, the payment modal with the trial's wording and both plans.
    const modal = page.getByRole('dialog', { name: 'Your 14-day free trial has started' });
    await modal.waitFor();
    await expect(modal.innerText()).resolves.toMatch(/lose no trial day/);
    await expectAccessible(page, '[role="dialog"]');
    await modal.getByRole('button', { name: /Yearly/ }).click();

    // The local provider's checkout page, in Mollie's place.
    await page.waitForURL(/\/api\/billing\/local\/checkout\/tr_local_/);
    await expect(page.locator('main').innerText()).resolves.toContain('Stillpoint, yearly plan');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(/\/paywall/);
    await expectToast(page, 'Welcome to Premium', /next payment is due on/);
    // Paid: nothing is left to do on the paywall, so the app goes on to home.
    await page.getByRole('heading', { name: 'How are you feeling?' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    const account = { email, password: TEST_PASSWORD, firstName: 'Ines', lastName: 'Vos' };
    await page.goto(`${app.hosted.origin}/app`);
    const settings = await openSubscription(account);
    await settings.getByText('Subscribed', { exact: true }).waitFor();
    await expect(settings.innerText()).resolves.toMatch(/Plan\s+Yearly/);
    await expect(settings.innerText()).resolves.toMatch(/Next charge on \d+ \w+ \d{4}/);
    await expectAccessible(page, '[role="dialog"]');

    // The account forgets its subscription (say, a lost webhook): Restore reads it back from the provider.
    await app.hosted.db.sequelize.query(`UPDATE users SET subscription_status = NULL, subscription_id = NULL WHERE lower(email) = lower(:email)`, { replacements: { email } });
    await settings.getByRole('button', { name: 'Restore Purchases' }).click();
    await expectToast(page, 'Subscription Found', 'Your subscription is active');
    await settings.getByText('Subscribed', { exact: true }).waitFor();

    await settings.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(settings.innerText()).resolves.toMatch(/you keep full access until \d+ \w+ \d{4}/);
    await settings.getByRole('button', { name: 'Keep subscription' }).waitFor();
    await settings.getByRole('button', { name: 'Cancel subscription' }).click();
    await expectToast(page, 'Subscription Canceled', /You keep full access until \d+ \w+ \d{4}\./);
    await settings.getByText('Canceled', { exact: true }).waitFor();
    expect((await apiCall<{ status: string; isSubscribed: boolean }>(page, 'GET', '/api/subscription/status')).body).toMatchObject({ status: 'canceled', isSubscribed: true });

    // Nothing active at the provider any more, but the access paid for runs on: restore says what it found.
    await settings.getByRole('button', { name: 'Restore Purchases' }).click();
    await expectToast(page, 'Canceled Subscription Found', /You keep full access until \d+ \w+ \d{4}\. Resume it to keep it going after that\./);
    // And cancelling is not one-way: Resume starts it again, charging nothing before the paid time ends.
    await settings.getByRole('button', { name: 'Resume subscription' }).click();
    await expectToast(page, 'Subscription Resumed', /Nothing is charged now\. The next payment is due on \d+ \w+ \d{4}\./);
    await settings.getByText('Subscribed', { exact: true }).waitFor();
    expect((await apiCall<{ status: string }>(page, 'GET', '/api/subscription/status')).body).toMatchObject({ status: 'active' });
    await settings.getByRole('button', { name: 'Close' }).click();
    await settings.waitFor({ state: 'detached' });
  });

  it('"Decide later" closes the payment modal; a canceled checkout says nothing was charged', async () => {
    tab = await app.open();
    page = tab.page;
    await page.goto(`${app.hosted.origin}/auth`);
    await registerInDialog('Ola', 'Berg', uniqueEmail('later'));
    const modal = page.getByRole('dialog', { name: 'Your 14-day free trial has started' });
    await modal.getByRole('button', { name: 'Decide later' }).click();
    await modal.waitFor({ state: 'detached' });

    await page.goto(`${app.hosted.origin}/paywall`);
    await page.getByRole('button', { name: /Monthly/ }).click();
    await page.waitForURL(/\/api\/billing\/local\/checkout\//);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/\/paywall/);
    const toasts = await recordToasts(page);
    // Cancelling a checkout is the customer's choice, not an error: a quiet note on the paywall, no red toast.
    await page.getByRole('status').filter({ hasText: 'Checkout canceled. Nothing was charged; choose a plan whenever you like.' }).waitFor();
    expect(toasts).toEqual([]);
    await expect(page.locator('.toast').count()).resolves.toBe(0);
    await page.getByRole('button', { name: /Monthly/ }).waitFor();
  });
});

describe('after the trial', () => {
  it('shows the upgrade link, the trial-ended status with Subscribe, and the way to the paywall where the server answers 402', async () => {
    const account = await signedIn();
    await endTrial(account);
    await page.goto(`${app.hosted.origin}/app`);
    await page.getByRole('link', { name: 'Upgrade for unlimited access' }).waitFor();
    await page.getByText('Your free trial has ended. Your saved sessions stay safe with your account').waitFor();

    const settings = await openSubscription(account);
    await settings.getByText('Trial ended', { exact: true }).waitFor();
    await settings.getByRole('link', { name: 'Subscribe' }).click();
    await page.waitForURL(`${app.hosted.origin}/paywall`);

    await page.goto(`${app.hosted.origin}/app/library`);
    await page.getByRole('link', { name: 'See plans' }).click();
    await page.waitForURL(`${app.hosted.origin}/paywall`);
    await expectAccessible(page);
  });

  it('a save refused with 402 says "Subscription Needed" and offers the plans', async () => {
    const account = await signedIn();
    await endTrial(account);
    await page.goto(`${app.hosted.origin}/app/build/breathing`);
    await page.getByRole('button', { name: 'Custom Builder' }).click();
    await page.getByRole('button', { name: 'Save Pattern' }).click();
    await page.getByLabel('Pattern name').fill('Evening');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Subscription Needed', /free trial has ended/, 'destructive');
    await page.locator('.toast__action', { hasText: 'See plans' }).click();
    await page.waitForURL(`${app.hosted.origin}/paywall`);
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, expectAccessible, expectToast, hostedAppPerFile, signUpInPage, type TestPage } from '@stillpoint/test-support/app';

const PAGES = ['/test-features', '/ai-email-test', '/debug-auth', '/login-test', '/quick-setup', '/minimal-login'];

const app = hostedAppPerFile();
const production = hostedAppPerFile({ config: { production: true } });
let tab: TestPage;
let page: Page;

describe('the developer pages', () => {
  it('in production, say they are not available to a visitor or a normal account, and their calls answer 403', async () => {
    tab = await production.open();
    page = tab.page;
    for (const signedIn of [false, true]) {
      if (signedIn) await signUpInPage(production.hosted, page);
      for (const path of PAGES) {
        await page.goto(`${production.hosted.origin}${path}`);
        await page.getByRole('alert').filter({ hasText: 'Developer tools are not available here.' }).waitFor();
        await expect(page.getByRole('button', { name: /Create test account|Send test e-mail|Log in|Tibetan bowl/ }).count(), path).resolves.toBe(0);
      }
      const quick = await page.evaluate(async () => (await fetch('/api/quick-setup', { method: 'POST', credentials: 'include' })).status);
      expect(quick).toBe(403);
    }
    await expectAccessible(page);
  });

  it('quick setup creates the test account ("Account Created!") and logs in with it ("Login Successful!"), then goes home', async () => {
    tab = await app.open();
    page = tab.page;
    await page.goto(`${app.hosted.origin}/quick-setup`);
    await page.getByRole('button', { name: 'Create test account' }).click();
    await expectToast(page, 'Account Created!');
    await page.locator('dd', { hasText: 'quick-setup@stillpoint.test' }).waitFor();
    await page.getByRole('button', { name: 'Test login' }).click();
    await expectToast(page, 'Login Successful!', 'Redirecting to home page.');
    await page.waitForURL((url) => url.pathname === '/app' || url.pathname === '/');
    await page.getByRole('button', { name: 'Quick Setup, account menu' }).waitFor();
    await page.route('**/api/quick-setup', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"x"}' }));
    await page.goto(`${app.hosted.origin}/quick-setup`);
    await page.getByRole('button', { name: 'Create test account' }).click();
    await expectToast(page, 'Setup Failed', 'Could not create test account', 'destructive');
  });

  it('the e-mail test page sends a trial e-mail with its toasts, and clears the form', async () => {
    tab = await app.open();
    page = tab.page;
    await page.goto(`${app.hosted.origin}/ai-email-test`);
    await page.getByRole('button', { name: 'Send test e-mail' }).click();
    await expectToast(page, 'Missing Information', 'Please enter an email and select an email day.', 'destructive');
    await page.getByLabel('E-mail', { exact: true }).fill('tester@example.com');
    await page.getByLabel('First name (optional)').fill('Tess');
    await page.getByLabel('E-mail day').selectOption('7');
    await page.getByRole('button', { name: 'Send test e-mail' }).click();
    await expectToast(page, 'Trial email for day 7 sent to tester@example.com');
    await expect(page.getByLabel('E-mail', { exact: true }).inputValue()).resolves.toBe('');
    await expect.poll(() => app.hosted.smtp.to('tester@example.com').map((mail) => mail.subject)).toEqual(['Your rhythm. Your rules.']);
    await page.route('**/api/email/test-trial-email', (route) => route.abort('connectionrefused'));
    await page.getByLabel('E-mail', { exact: true }).fill('tester@example.com');
    await page.getByLabel('E-mail day').selectOption('0');
    await page.getByRole('button', { name: 'Send test e-mail' }).click();
    await expectToast(page, 'Error Sending Email', 'Failed to send email', 'destructive');
    await expectAccessible(page);
  });

  it('the auth debug page shows the auth state and signs in', async () => {
    tab = await app.open();
    page = tab.page;
    const account = await signUpInPage(app.hosted, page);
    await page.goto(`${app.hosted.origin}/debug-auth`);
    await page.getByText('signed in', { exact: true }).waitFor();
    await expect(page.locator('pre').innerText()).resolves.toContain(account.email);
    await expectAccessible(page);
  });
});

describe('unsubscribing from the trial e-mails', () => {
  it('the link from the e-mail opens a page whose one button stops them', async () => {
    tab = await app.open();
    page = tab.page;
    const account = await signUpInPage(app.hosted, page);
    await expect(apiCall(page, 'POST', '/api/email/test-trial-email', { email: account.email, day: 0 })).resolves.toMatchObject({ status: 200 });
    await expect.poll(() => app.hosted.smtp.to(account.email).filter((mail) => mail.subject === 'Stillpoint is here when you need it').length).toBe(1);
    const mail = app.hosted.smtp.to(account.email).find((m) => m.subject === 'Stillpoint is here when you need it')!;
    const link = /(http:\/\/[^\s)]+\/unsubscribe\?token=[\w.%-]+)/.exec(mail.text)![1]!;
    await page.goto(link);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('status').filter({ hasText: 'You will get no more trial e-mails.' }).waitFor();
    const [row] = await app.hosted.db.sequelize.query<{ stopped: Date | null }>(`SELECT trial_emails_stopped_at AS stopped FROM users WHERE lower(email) = lower(:email)`, { replacements: { email: account.email }, type: 'SELECT' as never });
    expect(row?.stopped).not.toBeNull();
    await expectAccessible(page);
  });
});

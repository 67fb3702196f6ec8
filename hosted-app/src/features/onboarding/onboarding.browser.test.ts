import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, expectAccessible, hostedAppPerFile, signUpInPage, type TestPage } from '@stillpoint/test-support/app';

const app = hostedAppPerFile();
let tab: TestPage;
let page: Page;

async function newcomer() {
  tab = await app.open();
  page = tab.page;
  return signUpInPage(app.hosted, page, { onboarding: true });
}

describe('the onboarding overlay', () => {
  it('walks Welcome, Follow the Circle, Find Your Peace with Next and Back, and Get Started keeps it away', async () => {
    await newcomer();
    await page.goto(`${app.hosted.origin}/app`);
    const overlay = page.getByRole('dialog');
    await overlay.getByRole('heading', { name: 'Welcome' }).waitFor();
    await expectAccessible(page, '[role="dialog"]');
    await overlay.getByRole('button', { name: 'Next' }).click();
    await overlay.getByRole('heading', { name: 'Follow the Circle' }).waitFor();
    await overlay.getByRole('button', { name: 'Back' }).click();
    await overlay.getByRole('heading', { name: 'Welcome' }).waitFor();
    await overlay.getByRole('button', { name: 'Next' }).click();
    await overlay.getByRole('button', { name: 'Next' }).click();
    await overlay.getByRole('heading', { name: 'Find Your Peace' }).waitFor();
    await expect(overlay.getByRole('button', { name: 'Skip' }).count()).resolves.toBe(0);
    await overlay.getByRole('button', { name: 'Get Started' }).click();
    await overlay.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { name: 'How are you feeling?' }).waitFor();
    await page.waitForTimeout(300);
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
  });

  it('Skip, and the close button, keep it away too', async () => {
    await newcomer();
    await page.goto(`${app.hosted.origin}/app`);
    await page.getByRole('dialog').getByRole('button', { name: 'Skip' }).click();
    await page.reload();
    await page.getByRole('heading', { name: 'How are you feeling?' }).waitFor();
    await page.waitForTimeout(300);
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    // The account keeps it done (clearing this browser's storage no longer brings it back): a new account shows it.
    await tab.close();
    await newcomer();
    await page.goto(`${app.hosted.origin}/app`);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.reload();
    await page.getByRole('heading', { name: 'How are you feeling?' }).waitFor();
    await page.waitForTimeout(300);
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
  });
  it('is done for the account, not the browser: a new browser of the same user does not show it again (issue 21)', async () => {
    const account = await newcomer();
    await page.goto(`${app.hosted.origin}/app`);
    const recorded = page.waitForResponse((response) => response.url().endsWith('/api/user/preferences') && response.request().method() === 'PATCH');
    await page.getByRole('dialog').getByRole('button', { name: 'Skip' }).click();
    expect((await recorded).status()).toBe(200);

    // Another browser: no local flag, only the account.
    const other = await app.open();
    await other.page.goto(`${app.hosted.origin}/404`);
    const signedIn = await apiCall<{ onboardingDone: boolean }>(other.page, 'POST', '/api/login', { email: account.email, password: account.password });
    expect(signedIn).toMatchObject({ status: 200, body: { onboardingDone: true } });
    await other.page.goto(`${app.hosted.origin}/app`);
    await other.page.getByRole('heading', { name: 'How are you feeling?' }).waitFor();
    // Every chunk the home asks for has arrived (the overlay's among them, were it wanted) and been shown.
    await other.page.waitForLoadState('networkidle');
    await expect(other.page.getByRole('dialog').count()).resolves.toBe(0);
  });
});

describe('the onboarding page', () => {
  it('asks goal, experience and time, each Continue waiting for a choice, with its progress; keeps the answers and goes to /paywall', async () => {
    await newcomer();
    await page.addInitScript(() => window.localStorage.setItem('stillpoint:onboarding-complete', '1'));
    await page.goto(`${app.hosted.origin}/onboarding`);
    const progress = () => page.locator('.onboarding__progress p').innerText();
    await page.getByRole('heading', { name: 'What is your main goal?' }).waitFor();
    await expect(progress()).resolves.toBe('Step 1 of 3 · 33%');
    await expect(page.getByRole('button', { name: 'Continue' }).isDisabled()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Back' }).count()).resolves.toBe(0);
    await expectAccessible(page);
    await page.getByRole('radio', { name: 'Better sleep quality' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('heading', { name: 'How much have you practised?' }).waitFor();
    await expect(progress()).resolves.toBe('Step 2 of 3 · 67%');
    await expect(page.getByRole('button', { name: 'Continue' }).isDisabled()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('radio', { name: 'Better sleep quality' }).getAttribute('aria-checked')).resolves.toBe('true');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('radio', { name: 'I have tried it a few times' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(progress()).resolves.toBe('Step 3 of 3 · 100%');
    await expect(page.getByRole('button', { name: 'Complete Setup' }).isDisabled()).resolves.toBe(true);
    await page.getByRole('radio', { name: '15 minutes or more' }).click();
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await page.waitForURL(`${app.hosted.origin}/paywall`);
    expect((await apiCall(page, 'GET', '/api/user')).body).toMatchObject({ goal: 'sleep', experience: 'some', timeCommitment: '15min' });
  });
});

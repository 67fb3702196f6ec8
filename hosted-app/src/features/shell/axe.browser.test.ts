import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, endSession, escapeDialog, expectAccessibleInBothSchemes, fastClock, hostedAppPerFile, signUpInPage } from '@stillpoint/test-support/app';

const app = hostedAppPerFile();

/**
 * axe on every signed-in screen, in the state a user meets it (dialogs, the open account menu, the runners and the
 * completion screen included) and on the sign-in dialog's modes, in light and in dark; each width in its own test. The
 * screens' own tests check their behaviour; this one is the whole round, so a screen a feature's test skips is not
 * missed. What a daily sit meets beyond these screens is axeDailySit.browser.test.ts's round.
 */
async function everyScreen(page: Page, origin: string, checked: string[]) {
  const check = async (name: string) => {
    checked.push(name);
    await expectAccessibleInBothSchemes(page);
  };
  const heading = (name: string | RegExp) => page.getByRole('heading', { name }).first().waitFor();

  // Signed out: the sign-in dialog's modes, and a refused sign-in's offer.
  await page.goto(`${origin}/auth`);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: 'Sign in' }).waitFor();
  await check('sign in');
  await dialog.getByLabel('Email').fill('nobody.new@example.com');
  await dialog.getByLabel('Password').fill('not the password 1');
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await dialog.getByText('Create an account with this').waitFor();
  await check('sign in refused');
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  await dialog.getByRole('heading', { name: 'Reset password' }).waitFor();
  await check('reset password');
  await page.goto(`${origin}/auth`);
  await dialog.getByRole('button', { name: 'Create an account' }).click();
  await dialog.getByRole('heading', { name: 'Create account' }).waitFor();
  await check('create account');

  const account = await signUpInPage(app.hosted, page, { onboarding: true });
  for (const daysAgo of [0, 1, 3]) {
    await apiCall(page, 'POST', '/api/sessions/log', { session_type: 'breathing', technique: 'box', duration: 300, completed: true, timestamp: new Date(Date.now() - daysAgo * 86_400_000).toISOString() });
  }
  await page.goto(`${origin}/app`);
  await page.getByRole('dialog').getByRole('heading', { name: 'Welcome' }).waitFor();
  await check('onboarding overlay');
  await page.getByRole('dialog').getByRole('button', { name: 'Skip' }).click();
  await heading('Featured sessions');
  await check('home');
  await page.getByRole('button', { name: `${account.firstName} ${account.lastName}, account menu` }).click();
  await page.getByRole('menu').waitFor();
  await check('account menu');
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await page.getByRole('dialog').getByRole('heading', { name: 'Notifications' }).waitFor();
  await check('profile and notification settings');
  await escapeDialog(page.getByRole('dialog'));
  await page.getByRole('button', { name: `${account.firstName} ${account.lastName}, account menu` }).click();
  await page.getByRole('menuitem', { name: 'Subscription' }).click();
  await page.getByRole('dialog', { name: 'Subscription' }).getByText('Free trial', { exact: true }).waitFor();
  await check('subscription');
  await escapeDialog(page.getByRole('dialog', { name: 'Subscription' }));

  await page.goto(`${origin}/app/build`);
  await heading('Build Session');
  await check('build chooser');
  await page.goto(`${origin}/app/build/breathing`);
  await heading('Choose a Technique');
  await check('breathing builder');
  await page.getByRole('button', { name: 'Custom Builder' }).click();
  await page.getByRole('button', { name: 'Save Pattern' }).click();
  await check('breathing builder, custom');
  await page.goto(`${origin}/app/build/meditation`);
  await heading('Choose a Style');
  await check('meditation builder');
  await page.getByRole('button', { name: 'About Zen' }).click();
  await page.getByRole('dialog', { name: 'Zen' }).waitFor();
  await check('preset dialog');
  await escapeDialog(page.getByRole('dialog', { name: 'Zen' }));
  await page.getByRole('button', { name: 'Custom Builder' }).click();
  await page.getByRole('switch', { name: 'Bells' }).click();
  await check('meditation builder, custom');

  await page.goto(`${origin}/app/library`);
  await heading('From the library');
  await check('library');
  await page.goto(`${origin}/app/history`);
  await heading('Practice days');
  await check('history');
  await page.goto(`${origin}/paywall`);
  await page.getByRole('button', { name: /Yearly/ }).waitFor();
  await check('paywall');
  await page.goto(`${origin}/onboarding`);
  await heading('What is your main goal?');
  await check('onboarding');

  // The runners: a mood's breathing session with its toast over it, a guided meditation, and the completion screen.
  await page.goto(`${origin}/app`);
  await page.getByRole('button', { name: /^Calm Nerves/ }).click();
  await page.locator('.toast').waitFor();
  await page.locator('[part="phase"]').filter({ hasText: /Inhale|Hold|Exhale/ }).waitFor();
  await check('breathing runner with a toast');
  await endSession(page);
  await heading('How are you feeling?');
  await page.goto(`${origin}/app/build/meditation`);
  await page.getByRole('button', { name: /^Body Scan/ }).click();
  await page.getByRole('button', { name: 'Start Meditation' }).click();
  await page.locator('[part="time"]').waitFor();
  await check('meditation runner');
  await endSession(page);
  await heading('How are you feeling?');
  await fastClock(page, 60);
  await page.goto(`${origin}/app/build/breathing`);
  await page.getByRole('button', { name: 'Custom Builder' }).click();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.getByRole('heading', { name: 'Session Complete' }).waitFor({ timeout: 30_000 });
  await check('session complete');
}

describe('axe on every signed-in screen', () => {
  for (const width of [390, 1280]) {
    it(`finds nothing in light and in dark at ${width} px`, { timeout: 180_000 }, async () => {
      const { page } = await app.open({ width, height: width < 600 ? 844 : 800 });
      const checked: string[] = [];
      await everyScreen(page, app.hosted.origin, checked);
      // Every step ran (a screen that did not show would have failed its wait).
      expect(checked).toHaveLength(22);
    });
  }
});

import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hostedAppPerFile, signUpInPage, skipOnboarding } from '@stillpoint/test-support/app';

const app = hostedAppPerFile();

/** The named chunks' fetches fail, as when the connection has dropped before the worker keeps the app (a first visit). */
async function cutCode(page: Page, chunk: string): Promise<() => Promise<void>> {
  const code = new RegExp(`/${chunk}-[\\w-]+\\.js$`);
  const cut = (route: Route) => route.abort('internetdisconnected');
  await page.route(code, cut);
  return () => page.unroute(code, cut);
}

describe('a dialog asked for whose code has not arrived', () => {
  it('offline, Try Free says there is no connection; back online, Create account opens', async () => {
    const { page, context } = await app.open({ width: 390, height: 844, hasTouch: true });
    await skipOnboarding(page);
    const restore = await cutCode(page, 'AuthModal');
    await page.goto(`${app.hosted.origin}/meditation`);
    // The app runs the page (its refresh prompt has checked): a press opens Create account in place.
    await page.locator('html[data-refresh-prompt-checked]').waitFor({ state: 'attached' });
    await context.setOffline(true);
    await page.getByRole('link', { name: 'Try Free' }).first().tap();
    const notice = page.getByRole('alert').filter({ hasText: 'No connection to Stillpoint' });
    await notice.waitFor();
    await expect(notice.innerText()).resolves.toContain('This opens once you are back online.');

    await restore();
    await context.setOffline(false);
    await page.getByRole('dialog').getByRole('heading', { name: 'Create account' }).waitFor();
    await expect(notice.count()).resolves.toBe(0);
  });

  it('signed in, offline, Profile says there is no connection, and Dismiss withdraws it', async () => {
    const { page, context } = await app.open();
    const account = await signUpInPage(app.hosted, page);
    const restore = await cutCode(page, 'ProfileDialog');
    await page.goto(`${app.hosted.origin}/app`);
    await page.locator('html[data-refresh-prompt-checked]').waitFor({ state: 'attached' });
    // The menu opened while the connection is here (its own code may come only with the press), then it drops.
    await page.getByRole('button', { name: `${account.firstName} ${account.lastName}, account menu` }).click();
    const profile = page.getByRole('menuitem', { name: 'Profile' });
    await profile.waitFor();
    await context.setOffline(true);
    await profile.click();
    const notice = page.getByRole('alert').filter({ hasText: 'No connection to Stillpoint' });
    await notice.waitFor();
    await notice.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(notice.count()).resolves.toBe(0);

    // Asked for again once the connection is back, it opens.
    await restore();
    await context.setOffline(false);
    await page.getByRole('button', { name: `${account.firstName} ${account.lastName}, account menu` }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.getByRole('dialog', { name: 'Profile Settings' }).waitFor();
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, fastClock, hostedAppPerFile, signUpInPage, workerInControl } from '@stillpoint/test-support/app';

const app = hostedAppPerFile();

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** Signed in, at the home. */
async function home(page: Page) {
  await signUpInPage(app.hosted, page);
  await page.goto(`${app.hosted.origin}/app`);
  await page.getByRole('heading', { name: 'How are you feeling?' }).waitFor();
}

describe('the notices over the app', () => {
  it('on an iPhone come one at a time, each pressable with a finger: the refresh prompt, then the audio limits, then the install hint', async () => {
    const { page } = await app.open({ width: 390, height: 844, hasTouch: true, userAgent: IPHONE });
    await home(page);
    // Located by class: a notice waiting its turn is in the page but hidden, out of reach of role queries.
    const refresh = page.locator('.refresh-prompt');
    const audio = page.locator('.notice', { hasText: 'Audio Notifications Limited' });
    const install = page.locator('.install-hint');
    await page.locator('html[data-refresh-prompt-checked]').waitFor({ state: 'attached' });
    await refresh.waitFor();
    await audio.waitFor({ state: 'attached' });
    await install.waitFor({ state: 'attached' });
    await expect(audio.isVisible()).resolves.toBe(false);
    await expect(install.isVisible()).resolves.toBe(false);
    await expectAccessible(page);

    // tap() lands only where the button itself would take it: nothing may cover Later.
    await page.getByRole('region', { name: 'Refresh the app' }).getByRole('button', { name: 'Later' }).tap();
    await audio.waitFor();
    await expect(install.isVisible()).resolves.toBe(false);
    await audio.getByRole('button', { name: 'Got it' }).tap();
    await install.waitFor();
    await expect(install.innerText()).resolves.toContain('Add to Home Screen');
    await expectAccessible(page);
    await page.getByRole('complementary', { name: 'Install Stillpoint' }).getByRole('button', { name: 'Dismiss' }).tap();
    await install.waitFor({ state: 'detached' });
  });

  it('none comes over a running session: the refresh prompt waits for its end', async () => {
    const { page } = await app.open({ width: 390, height: 844, hasTouch: true, userAgent: IPHONE });
    await fastClock(page, 60);
    await signUpInPage(app.hosted, page);
    await page.goto(`${app.hosted.origin}/app/session?start=box`);
    await page.waitForURL(/\/app\/session$/);
    await page.locator('html[data-refresh-prompt-checked]').waitFor({ state: 'attached' });
    // The decision's render has landed two frames later.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(page.locator('.refresh-prompt').count()).resolves.toBe(0);
    // Box breathing's 6 minutes, 6 s at 60x.
    await page.getByRole('heading', { name: 'Session Complete' }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Done' }).tap();
    await page.getByRole('region', { name: 'Refresh the app' }).getByRole('button', { name: 'Refresh' }).waitFor();
  });

  it('a new version waiting (the service worker’s waiting state) is offered as "Update" on any browser, which brings it in', async () => {
    const { page } = await app.open({ serviceWorkers: 'allow' });
    await home(page);
    await workerInControl(page);
    // A new version of the worker, as a deploy makes one: installed, and waiting while this tab runs the old one.
    await page.evaluate(async () => {
      await navigator.serviceWorker.register('/service-worker.js?version=2', { scope: '/' });
    });
    const prompt = page.getByRole('region', { name: 'Update the app' });
    await expect(prompt.innerText()).resolves.toContain('A new version of Stillpoint is ready.');
    await expectAccessible(page);
    await Promise.all([page.waitForEvent('load', { timeout: 30_000 }), prompt.getByRole('button', { name: 'Update' }).click()]);
    await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.endsWith('?version=2') === true);
    await page.getByRole('heading', { name: 'How are you feeling?' }).waitFor();
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { endSession, expectToast, hostedAppPerFile, signUpInPage, skipOnboarding, type Account } from '@stillpoint/test-support/app';

const app = hostedAppPerFile();

/** A phone, opened cold at an address (as the home screen opens a shortcut). */
const phone = async () => (await app.open({ width: 390, height: 844, hasTouch: true })).page;

/** The running session's title, on the session screen. */
const runnerTitle = (page: Page) => page.locator('[part="title"]').innerText();

/** Waits until the running session has started (past its settle-in): the device then keeps it as a run to start again. */
const startedRun = (page: Page) => page.waitForFunction(() => Object.keys(localStorage).some((key) => key.startsWith('stillpoint:recent-runs:')));

interface Shortcut {
  readonly name: string;
  readonly short_name: string;
  readonly url: string;
}

describe('the home-screen shortcuts', () => {
  it('are in the web manifest: the last session and box breathing', async () => {
    const page = await phone();
    const manifest = (await (await page.request.get(`${app.hosted.origin}/manifest.webmanifest`)).json()) as { shortcuts?: Shortcut[] };
    expect(manifest.shortcuts?.map(({ name, url }) => [name, url])).toEqual([
      ['Start my last session', '/app/session?start=last'],
      ['Box Breathing', '/app/session?start=box'],
    ]);
    for (const shortcut of manifest.shortcuts ?? []) expect(shortcut.short_name.length).toBeLessThanOrEqual(12);
  });

  it('box breathing, opened signed in, starts Box Breathing at once', async () => {
    const page = await phone();
    await signUpInPage(app.hosted, page);
    await page.goto(`${app.hosted.origin}/app/session?start=box`);
    await page.waitForURL(/\/app\/session$/);
    await expect(runnerTitle(page)).resolves.toBe('Box Breathing');
  });

  it('the last session starts again the one this device ran last; with none yet, it opens the home', async () => {
    const page = await phone();
    await signUpInPage(app.hosted, page);
    await page.goto(`${app.hosted.origin}/app/session?start=last`);
    await page.getByRole('heading', { name: 'How are you feeling?' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/app');

    await page.getByRole('button', { name: /^Meditation/ }).tap();
    await page.getByRole('button', { name: /^Body Scan/ }).tap();
    await page.waitForURL(/\/app\/session$/);
    await expect(runnerTitle(page)).resolves.toBe('Body Scan');
    // Ended once started (past its settle-in): a sit still running would be carried on instead (runningSession.ts).
    await startedRun(page);
    await endSession(page, { touch: true });
    await page.getByRole('heading', { name: 'How are you feeling?' }).waitFor();

    // Cold, as from the home screen: a new page in the same browser.
    const again = await page.context().newPage();
    await again.goto(`${app.hosted.origin}/app/session?start=last`);
    await again.waitForURL(/\/app\/session$/);
    await expect(runnerTitle(again)).resolves.toBe('Body Scan');
  });

  it('the last session starts a built session again with the settings it ran with', async () => {
    const page = await phone();
    await signUpInPage(app.hosted, page);
    await page.goto(`${app.hosted.origin}/app/build/breathing`);
    await page.getByRole('button', { name: 'Custom Builder' }).tap();
    await page.getByRole('button', { name: 'Start', exact: true }).tap();
    await page.waitForURL(/\/app\/session$/);
    await expect(runnerTitle(page)).resolves.toBe('Custom Breathing');
    await startedRun(page);
    await endSession(page, { touch: true });
    await page.getByRole('heading', { name: 'How are you feeling?' }).waitFor();

    const again = await page.context().newPage();
    await again.goto(`${app.hosted.origin}/app/session?start=last`);
    await again.waitForURL(/\/app\/session$/);
    await expect(runnerTitle(again)).resolves.toBe('Custom Breathing');
  });

  it('opened signed out, asks to sign in and then starts it', async () => {
    const page = await phone();
    await skipOnboarding(page);
    let account: Account | undefined;
    {
      const other = await phone();
      account = await signUpInPage(app.hosted, other);
    }
    await page.goto(`${app.hosted.origin}/app/session?start=box`);
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(account.email);
    await dialog.getByLabel('Password').fill(account.password);
    await dialog.getByRole('button', { name: 'Sign In' }).tap();
    await expectToast(page, 'Welcome back!');
    await page.waitForURL(/\/app\/session$/);
    await expect(runnerTitle(page)).resolves.toBe('Box Breathing');
  });
});

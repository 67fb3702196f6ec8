import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFailed } from 'vitest';
import { expectAccessible, expectToast, fastClock, hostedAppPerFile, signUpInPage } from '@stillpoint/test-support/app';

const app = hostedAppPerFile();

/** A phone (390×844, touch) signed in to a new account, on a builder; sessions run 120 times faster. */
async function phoneOn(path: string, heading: string, colorScheme: 'light' | 'dark' = 'light') {
  const { page } = await app.open({ width: 390, height: 844, hasTouch: true, colorScheme });
  await signUpInPage(app.hosted, page);
  await fastClock(page, 120);
  await logTouches(page);
  await page.goto(`${app.hosted.origin}${path}`);
  await page.getByRole('heading', { name: heading, exact: true }).waitFor();
  return page;
}

/**
 * Keeps every touch and click the page hears, with what it landed on, and prints them when the test fails: on a
 * loaded machine a tap was seen to do nothing (twice in many runs), and this says whether it reached the page (the
 * page loaded last).
 */
async function logTouches(page: Page) {
  const heard: string[] = [];
  await page.exposeFunction('stillpointHeard', (line: string) => heard.push(line));
  await page.addInitScript(() => {
    const report = (window as unknown as { stillpointHeard: (line: string) => void }).stillpointHeard;
    for (const type of ['touchstart', 'touchend', 'touchcancel', 'click', 'contextmenu']) {
      document.addEventListener(
        type,
        (event) => {
          const target = event.target as Element;
          report(`${Math.round(performance.now())} ms ${type} on ${target.tagName.toLowerCase()} "${(target.textContent ?? '').trim().slice(0, 24)}"`);
          // The builder as the click left it.
          if (type === 'click') setTimeout(() => report(`  then: ${document.querySelector('.session-name')?.textContent ?? 'no form'}`));
        },
        { capture: true, passive: true },
      );
    }
  });
  onTestFailed(() => console.log(`What the page heard:\n${heard.join('\n')}`));
}

/** Leaves the builder for the home and comes back to it, as a user does the next day. */
async function leaveAndReturn(page: Page, path: string, heading: string) {
  await page.goto(`${app.hosted.origin}/app`);
  await page.getByRole('heading', { name: 'How are you feeling?' }).waitFor();
  await page.goto(`${app.hosted.origin}${path}`);
  await page.getByRole('heading', { name: heading, exact: true }).waitFor();
}

const sliderValue = (page: Page, label: string) => page.getByRole('slider', { name: label, exact: true }).getAttribute('aria-valuenow').then(Number);
const checked = (page: Page, role: 'radio' | 'switch', name: string) => page.getByRole(role, { name, exact: true }).getAttribute('aria-checked');

/** Stores `value` under the signed-in user's key for a builder, as a stale or corrupt copy would be. */
const storeForUser = (page: Page, kind: 'breathing' | 'meditation', value: string) =>
  page.evaluate(
    async ({ kind, value }) => {
      const user = (await (await fetch('/api/user')).json()) as { id: string };
      window.localStorage.setItem(`stillpoint:builder:${kind}:${user.id}`, value);
    },
    { kind, value },
  );

describe('the builders remember the last settings used', () => {
  it('reopens the meditation builder on a saved 5-minute sit with bells and rain, on the custom form', async () => {
    const page = await phoneOn('/app/build/meditation', 'Meditation Builder');
    await page.getByRole('button', { name: 'Custom Builder' }).tap();
    await page.getByRole('button', { name: '5 min', exact: true }).tap();
    await expect.poll(() => page.getByRole('button', { name: '5 min', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('switch', { name: 'Bells' }).tap();
    await page.getByRole('radio', { name: 'Rain', exact: true }).tap();
    await page.getByRole('button', { name: '♡ Save Session' }).tap();
    await expectToast(page, 'Session Saved', '"5 min Meditation" has been saved to your sessions.');

    await leaveAndReturn(page, '/app/build/meditation', 'Meditation Builder');
    await expect(page.locator('.session-name').innerText()).resolves.toBe('Session 5 min Meditation');
    await expect(sliderValue(page, 'Meditation length')).resolves.toBe(5);
    await expect(checked(page, 'switch', 'Bells')).resolves.toBe('true');
    await expect(checked(page, 'radio', 'Rain')).resolves.toBe('true');
    await expectAccessible(page);
  });

  it('reopens the breathing builder on the custom pattern and ambient of the session last run', async () => {
    const page = await phoneOn('/app/build/breathing', 'Breathing Builder', 'dark');
    await page.getByRole('button', { name: 'Custom Builder' }).tap();
    const inhale = page.getByRole('slider', { name: 'Inhale', exact: true });
    await inhale.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.getByRole('radio', { name: 'Sea', exact: true }).tap();
    await page.getByRole('button', { name: 'Start', exact: true }).tap();
    await page.getByRole('heading', { name: 'Session Complete' }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Done' }).tap();

    await leaveAndReturn(page, '/app/build/breathing', 'Breathing Builder');
    await expect(page.getByRole('button', { name: 'Custom Builder' }).getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(sliderValue(page, 'Inhale')).resolves.toBe(6);
    await expect(checked(page, 'radio', 'Sea')).resolves.toBe('true');
    await expectAccessible(page);
  });

  it('opens on the defaults when what the device kept is stale or corrupt, without an error', async () => {
    const page = await phoneOn('/app/build/meditation', 'Meditation Builder');
    await storeForUser(page, 'meditation', JSON.stringify({ custom: true, config: { duration: 600, type: 'basic-timer' } }));
    await storeForUser(page, 'breathing', '{not json');
    await leaveAndReturn(page, '/app/build/meditation', 'Meditation Builder');
    await page.getByRole('button', { name: 'Custom Builder' }).tap();
    await expect(sliderValue(page, 'Meditation length')).resolves.toBe(15);
    await expect(checked(page, 'switch', 'Bells')).resolves.toBe('false');
    await leaveAndReturn(page, '/app/build/breathing', 'Breathing Builder');
    await expect(page.getByRole('button', { name: 'Choose a Technique' }).getAttribute('aria-pressed')).resolves.toBe('true');
    await page.getByRole('button', { name: 'Custom Builder' }).tap();
    await expect(sliderValue(page, 'Inhale')).resolves.toBe(4);
    await expect(checked(page, 'radio', 'None')).resolves.toBe('true');
  });
});

import type { SavedSession } from '@stillpoint/api/contract';
import { BREATHING_PRESET_CONFIGS } from '@stillpoint/sdk/catalog';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventually } from '@stillpoint/test-support';
import { apiCall, deviceStore, expectAccessible, fastClock, hostedAppPerFile, signUpInPage } from '@stillpoint/test-support/app';

const app = hostedAppPerFile();

/** A phone (390×844, touch), signed in to a new account, at the home; sessions run 120 times faster. */
async function phoneAtHome(colorScheme: 'light' | 'dark' = 'light') {
  const { page } = await app.open({ width: 390, height: 844, hasTouch: true, colorScheme });
  await signUpInPage(app.hosted, page);
  await fastClock(page, 120);
  await page.goto(`${app.hosted.origin}/app`);
  await page.getByRole('heading', { name: 'How are you feeling?' }).waitFor();
  return page;
}

/** Quick start → Breathing → Box Breathing, by touch. */
async function tapBoxBreathing(page: Page) {
  await page.getByRole('button', { name: /^Breathing/ }).tap();
  await page.getByRole('button', { name: /^Box Breathing/ }).tap();
  await page.waitForURL(/\/app\/session$/);
}

const completed = (page: Page) => page.getByRole('region', { name: 'Session Complete' });

/** The running session's title, on the session screen. */
const runnerTitle = (page: Page) => page.locator('[part="title"]').innerText();

/** The signed-in user's local log, newest first, as the app keeps it in IndexedDB. */
const localLog = (page: Page) => deviceStore<{ technique: string; duration: number; completed: boolean }>(page, 'stillpoint:log:');

/** Whether all of `target` lies within the window, without scrolling. */
const inFirstScreen = (target: Locator) =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight && box.left >= 0 && box.right <= window.innerWidth;
  });

describe('"Again": the last sessions, one press away', () => {
  it('shows a new account no "Again"; a preset run once is on the first screen of the home at 390×844, and one tap runs it again with the same settings', async () => {
    const page = await phoneAtHome();
    await page.getByRole('heading', { name: 'Your recent sessions' }).waitFor();
    await expect(page.getByRole('region', { name: 'Again' }).count()).resolves.toBe(0);

    await tapBoxBreathing(page);
    await completed(page).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Done' }).tap();
    await page.getByRole('heading', { name: 'How are you feeling?' }).waitFor();

    const again = page.getByRole('region', { name: 'Again' });
    const tile = again.getByRole('button', { name: /^Box Breathing/ });
    await tile.waitFor();
    await expect(tile.innerText()).resolves.toMatch(/6 min/);
    await expect(inFirstScreen(tile)).resolves.toBe(true);
    await expectAccessible(page);

    await tile.tap();
    await page.waitForURL(/\/app\/session$/);
    await expect(runnerTitle(page)).resolves.toBe('Box Breathing');
    await completed(page).waitFor({ timeout: 20_000 });
    // The same session twice: box breathing's 22 rounds that fit its 6 minutes (352 s), each logged as the preset.
    const log = await eventually(() => localLog(page), { until: (entries) => entries.length === 2 && entries.every((entry) => entry.completed), what: 'two completed sessions in the local log' });
    expect(log.map((entry) => [entry.technique, entry.duration])).toEqual([
      ['box', 352],
      ['box', 352],
    ]);
  });

  it('keeps the last three sessions run, whatever they were, newest first', async () => {
    const page = await phoneAtHome();
    await tapBoxBreathing(page);
    await completed(page).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Done' }).tap();
    // Then the builder's custom pattern (40 s), then the quick sit.
    await page.goto(`${app.hosted.origin}/app/build/breathing`);
    await page.getByRole('button', { name: 'Custom Builder' }).tap();
    await page.getByRole('button', { name: 'Start', exact: true }).tap();
    await completed(page).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Done' }).tap();
    await page.getByRole('button', { name: /^Meditation/ }).tap();
    await page.getByRole('button', { name: /^Quick Sit/ }).tap();
    await completed(page).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Done' }).tap();
    const tiles = page.getByRole('region', { name: 'Again' }).getByRole('button');
    await tiles.first().waitFor();
    await expect(tiles.allInnerTexts()).resolves.toEqual([expect.stringMatching(/^Quick Sit/), expect.stringMatching(/^Custom Breathing/), expect.stringMatching(/^Box Breathing/)]);
  });

  it('keeps the room of its tiles on the first screen until they have loaded: nothing below moves when they come', async () => {
    const page = await phoneAtHome();
    await tapBoxBreathing(page);
    await completed(page).waitFor({ timeout: 20_000 });
    // The tiles' code is held back (it loads once the first screen is shown), then let through.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/AgainSection-*.js', async (route) => {
      await held;
      await route.fallback();
    });
    await page.reload();
    const heading = page.getByRole('heading', { name: 'How are you feeling?' });
    await heading.waitFor();
    // The heading's top, and where the parts above it stand (top+height): a failure says which of them moved (once in
    // many runs the heading was first seen 28 px higher, the cause not yet known).
    const layout = () =>
      heading.evaluate((element) => ({
        top: element.getBoundingClientRect().top,
        parts: ['.shell__header', '.shell__main', '.selector', '.again-room', '.selector__top'].map((selector) => {
          const box = document.querySelector(selector)?.getBoundingClientRect();
          return `${selector} ${box ? `${box.top}+${box.height}` : 'absent'}`;
        }),
      }));
    const before = await layout();
    release();
    await page.getByRole('region', { name: 'Again' }).getByRole('button', { name: /^Box Breathing/ }).waitFor();
    const after = await layout();
    expect(after.top, `first seen: ${before.parts.join(', ')}; once the tiles came: ${after.parts.join(', ')}`).toBe(before.top);
  });

  it('cuts a long name short on its tile: the home stays 390 px wide', async () => {
    const page = await phoneAtHome();
    const name = 'Slow evening breathing before the long walk home along the river';
    const config = { ...BREATHING_PRESET_CONFIGS.box, duration: { type: 'rounds', value: 2 } };
    expect((await apiCall<SavedSession>(page, 'POST', '/api/sessions', { name, type: 'breathing', config })).status).toBe(201);
    await page.reload();
    await page.getByRole('button', { name: new RegExp(`^${name}`) }).tap();
    await completed(page).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Done' }).tap();
    const tile = page.getByRole('region', { name: 'Again' }).getByRole('button', { name: new RegExp(`^${name}`) });
    await expect(inFirstScreen(tile)).resolves.toBe(true);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(390);
  });

  it('offers "Again" beside Done on the completion screen, which runs the same session once more', async () => {
    const page = await phoneAtHome('dark');
    await tapBoxBreathing(page);
    await completed(page).waitFor({ timeout: 20_000 });
    await expectAccessible(page);
    await completed(page).getByRole('button', { name: 'Again' }).tap();
    await expect(runnerTitle(page)).resolves.toBe('Box Breathing');
    await completed(page).waitFor({ timeout: 20_000 });
    const log = await eventually(() => localLog(page), { until: (entries) => entries.length === 2 && entries.every((entry) => entry.completed), what: 'two completed sessions in the local log' });
    expect(log.map((entry) => entry.technique)).toEqual(['box', 'box']);
  });
});

describe('the completion screen in the light scheme', () => {
  it('keeps the runner’s dark palette when the session completes: no flash of the cream page', async () => {
    const page = await phoneAtHome('light');
    await tapBoxBreathing(page);
    const runnerBackground = await page.locator('main.session-screen').evaluate((screen) => getComputedStyle(screen).backgroundColor);
    await completed(page).waitFor({ timeout: 20_000 });
    const shown = await completed(page).evaluate((section) => [getComputedStyle(section).backgroundColor, getComputedStyle(section.closest('main') as HTMLElement).backgroundColor]);
    expect(shown).toEqual([runnerBackground, runnerBackground]);
    await expectAccessible(page);
  });
});

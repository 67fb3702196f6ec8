import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventually } from '@stillpoint/test-support';
import { deviceStore, expectAccessible, expectAccessibleInBothSchemes, fastClock, hostedAppPerFile, signUpInPage } from '@stillpoint/test-support/app';

const app = hostedAppPerFile();

/** Where a button of the open dialog sits: its box, and whether the point at its centre is the button itself. */
const placed = (page: Page, name: RegExp) =>
  page
    .getByRole('dialog')
    .getByRole('button', { name })
    .last()
    .evaluate((button) => {
      const box = button.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return { left: box.left, right: box.right, top: box.top, bottom: box.bottom, onTop: hit === button || button.contains(hit) };
    });

describe('a preset dialog at phone width', () => {
  it('at 390 px, Close and Start sit wholly on screen and can be pressed; axe finds nothing in light and in dark', async () => {
    const { page } = await app.open({ width: 390, height: 844 });
    await signUpInPage(app.hosted, page);
    await page.goto(`${app.hosted.origin}/app`);
    await page.getByRole('button', { name: /^Breathing/ }).click();
    await page.getByRole('button', { name: 'Learn more about Box Breathing' }).click();
    await page.getByRole('dialog', { name: 'Box Breathing' }).getByRole('heading', { name: 'The Science' }).waitFor();
    await expectAccessibleInBothSchemes(page);
    // As the dialog opens, before any scrolling: its way out and its way on are both in reach.
    for (const name of [/^Close$/, /^Start \d+ min Session$/]) {
      const box = await placed(page, name);
      expect(box.left, `${name} left`).toBeGreaterThanOrEqual(0);
      expect(box.right, `${name} right`).toBeLessThanOrEqual(390);
      expect(box.top, `${name} top`).toBeGreaterThanOrEqual(0);
      expect(box.bottom, `${name} bottom`).toBeLessThanOrEqual(844);
      expect(box.onTop, `${name} is what a tap at its centre reaches`).toBe(true);
    }
  });
});

/** The signed-in user's local log, newest first, as the app keeps it in IndexedDB. */
const localLog = (page: Page) => deviceStore<{ technique: string; duration: number; completed: boolean }>(page, 'stillpoint:log:');

describe('a preset’s length', () => {
  it('is chosen in the dialog before it starts, within the catalog’s bounds, and is what runs and is logged: a 3-minute box', async () => {
    const { page } = await app.open({ width: 390, height: 844, hasTouch: true });
    await signUpInPage(app.hosted, page);
    await fastClock(page, 120);
    await page.goto(`${app.hosted.origin}/app`);
    await page.getByRole('button', { name: /^Breathing/ }).tap();
    await page.getByRole('button', { name: 'Learn more about Box Breathing' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Box Breathing' });
    const length = dialog.getByRole('slider', { name: 'Length', exact: true });
    const read = async () => ({
      min: Number(await length.getAttribute('aria-valuemin')),
      max: Number(await length.getAttribute('aria-valuemax')),
      now: Number(await length.getAttribute('aria-valuenow')),
      text: await length.getAttribute('aria-valuetext'),
    });
    await expect(read()).resolves.toEqual({ min: 1, max: 30, now: 6, text: '6 min' });
    await dialog.getByRole('button', { name: 'Start 6 min Session' }).waitFor();
    await length.focus();
    for (const key of ['End', 'Home']) {
      await page.keyboard.press(key);
      await expect(read()).resolves.toMatchObject({ now: key === 'End' ? 30 : 1 });
    }
    for (const key of ['ArrowRight', 'ArrowRight']) await page.keyboard.press(key);
    await expect(read()).resolves.toMatchObject({ now: 3, text: '3 min' });
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Start 3 min Session' }).tap();
    await page.getByRole('heading', { name: 'Session Complete' }).waitFor({ timeout: 20_000 });
    // Box's 16-second rounds that fit 3 minutes: 11, 176 s, logged as the preset.
    const log = await eventually(() => localLog(page), { until: (entries) => entries[0]?.completed === true, what: 'the completed session in the local log' });
    expect(log.map((entry) => [entry.technique, entry.duration])).toEqual([['box', 176]]);
  });
});

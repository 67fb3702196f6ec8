import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, hostedAppPerFile, signUpInPage } from '@stillpoint/test-support/app';

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
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`${colorScheme}: at 390 px, Close and Start sit wholly on screen and can be pressed; axe finds nothing`, async () => {
      const { page } = await app.open({ width: 390, height: 844, colorScheme });
      await signUpInPage(app.hosted, page);
      await page.goto(`${app.hosted.origin}/app`);
      await page.getByRole('button', { name: /^Breathing/ }).click();
      await page.getByRole('button', { name: 'Learn more about Box Breathing' }).click();
      await page.getByRole('dialog', { name: 'Box Breathing' }).getByRole('heading', { name: 'The Science' }).waitFor();
      await expectAccessible(page);
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
  }
});

import { BREATHING_PRESET_CONFIGS } from '@stillpoint/sdk/catalog';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, expectAccessible, hostedAppPerFile, signUpInPage } from '@stillpoint/test-support/app';

const app = hostedAppPerFile();

/** For every card grid on the page: how many cards it holds and in how many columns it lays them out. */
const grids = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main .grid, main .recent-list')].map((grid) => {
      // The tracks the grid lays out (an empty track beside two cards is the gap this is about), not the cards' positions.
      const columns = getComputedStyle(grid).gridTemplateColumns.split(' ').length;
      return { grid: grid.previousElementSibling?.textContent ?? grid.className, cards: grid.children.length, columns };
    }),
  );

describe('the selector at desktop width', () => {
  it('lays each card grid out to fit its count: no row half empty beside a full one', async () => {
    const { page } = await app.open({ width: 1280, height: 900 });
    await signUpInPage(app.hosted, page);
    const config = { ...BREATHING_PRESET_CONFIGS.box, duration: { type: 'time', value: 5 } };
    for (const name of ['Morning box', 'Evening box']) expect((await apiCall(page, 'POST', '/api/sessions', { name, type: 'breathing', config })).status).toBe(201);
    await page.goto(`${app.hosted.origin}/app`);
    await page.getByRole('heading', { name: 'Featured sessions' }).waitFor();
    await page.getByText('Evening box').waitFor();
    const found = await grids(page);
    expect(found.length).toBeGreaterThanOrEqual(2);
    for (const grid of found) expect(grid.cards % grid.columns, `${grid.grid}: ${grid.cards} cards in ${grid.columns} columns`).toBe(0);
    await expectAccessible(page);
  });
});

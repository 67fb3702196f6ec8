import { BREATHING_PRESET_CONFIGS } from '@stillpoint/sdk/catalog';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, expectAccessible, hostedAppPerFile, signUpInPage } from '@stillpoint/test-support/app';

const app = hostedAppPerFile();

/** For every card grid on the page: how many cards it holds and in how many columns it lays them out. */
const grids = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main .grid, main .recent-list, main .technique-list')].map((grid) => {
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
    // The builders' lists too: nine techniques, ten styles.
    for (const [path, heading] of [
      ['/app/build/breathing', 'Choose a Technique'],
      ['/app/build/meditation', 'Choose a Style'],
    ] as const) {
      await page.goto(`${app.hosted.origin}${path}`);
      await page.getByRole('heading', { name: heading }).first().waitFor();
      for (const grid of await grids(page)) expect(grid.cards % grid.columns, `${path}: ${grid.cards} cards in ${grid.columns} columns`).toBe(0);
    }
  });
});

/** The header's box and the extent of what the page shows in <main> (every visible element's box, joined). */
const columnAndHeader = (page: Page) =>
  page.evaluate(() => {
    const header = document.querySelector('.shell__header')!.getBoundingClientRect();
    let left = Infinity;
    let right = -Infinity;
    for (const element of document.querySelectorAll('main *')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === 'hidden' || element.closest('.sr-only')) continue;
      left = Math.min(left, box.left);
      right = Math.max(right, box.right);
    }
    return { header: { left: header.left, right: header.right }, content: { left, right } };
  });

describe('the signed-in screens at 1280 px', () => {
  it('centre their content under the header: no column left-aligned beside an empty right gutter', async () => {
    const { page } = await app.open({ width: 1280, height: 900 });
    await signUpInPage(app.hosted, page);
    const screens: [path: string, heading: string, then?: () => Promise<void>][] = [
      ['/app', 'How are you feeling?'],
      ['/app/build', 'Build Session'],
      ['/app/build/breathing', 'Choose a Technique'],
      ['/app/build/breathing', 'Choose a Technique', () => page.getByRole('button', { name: 'Custom Builder' }).click()],
      ['/app/build/meditation', 'Choose a Style'],
      ['/app/build/meditation', 'Choose a Style', () => page.getByRole('button', { name: 'Custom Builder' }).click()],
      ['/app/library', 'From the library'],
      ['/app/history', 'Practice days'],
    ];
    for (const [path, heading, then] of screens) {
      await page.goto(`${app.hosted.origin}${path}`);
      await page.getByRole('heading', { name: heading }).first().waitFor();
      await then?.();
      const { header, content } = await columnAndHeader(page);
      const where = `${path}${then ? ' (custom)' : ''}`;
      // The header's inner edges are its padding's: the content may sit inside them, by the same amount each side.
      expect(Math.abs(content.left - header.left - (header.right - content.right)), `${where}: ${JSON.stringify({ header, content })}`).toBeLessThanOrEqual(2);
      expect(content.right - content.left, `${where}: the column's width`).toBeGreaterThan(700);
    }
  });

  it('space the mood tiles evenly: every tile lays out its label, words and time alike, the gaps between tiles equal', async () => {
    for (const width of [390, 1280]) {
      const { page } = await app.open({ width, height: 900 });
      await signUpInPage(app.hosted, page);
      await page.goto(`${app.hosted.origin}/app`);
      await page.getByRole('heading', { name: 'How are you feeling?' }).waitFor();
      const tiles = await page.evaluate(() =>
        [...document.querySelectorAll('.mood-tile')].map((tile) => {
          const box = tile.getBoundingClientRect();
          // The text's own box (a range over it), not its grid cell's, which the grid may stretch.
          const part = (name: string) => {
            const range = document.createRange();
            range.selectNodeContents(tile.querySelector(`.mood-tile__${name}`)!);
            return range.getBoundingClientRect();
          };
          return {
            name: tile.querySelector('.mood-tile__label')!.textContent,
            box: { left: box.left, top: box.top, right: box.right, bottom: box.bottom },
            label: Math.round(part('label').top - box.top),
            words: Math.round(part('description').top - part('label').bottom),
            time: Math.round(box.bottom - part('time').bottom),
          };
        }),
      );
      expect(tiles).toHaveLength(8);
      const first = tiles[0]!;
      for (const tile of tiles) expect({ label: tile.label, words: tile.words, time: tile.time }, `${width} px, ${tile.name}`).toEqual({ label: first.label, words: first.words, time: first.time });
      const columnGap = Math.round(tiles[1]!.box.left - tiles[0]!.box.right);
      const rowGaps = new Set(tiles.slice(2).map((tile, k) => Math.round(tile.box.top - tiles[k]!.box.bottom)));
      expect([...rowGaps], `${width} px: the gaps between rows`).toEqual([columnGap]);
    }
  });

  it('line up the history\'s figures along a row: every value on one baseline, however many lines its label takes', async () => {
    const { page } = await app.open({ width: 1280, height: 900 });
    await signUpInPage(app.hosted, page);
    await page.goto(`${app.hosted.origin}/app/history`);
    await page.locator('.figure__value').first().waitFor();
    const values = await page.locator('.figure').evaluateAll((figures) =>
      figures.map((figure) => {
        // The value's text (a range over it), not its grid cell, which the row may stretch.
        const range = document.createRange();
        range.selectNodeContents(figure.querySelector('.figure__value')!);
        return [figure.querySelector('.figure__label')!.textContent, Math.round(range.getBoundingClientRect().bottom)] as const;
      }),
    );
    expect(values).toHaveLength(4);
    for (const [label, bottom] of values) expect(bottom, label).toBe(values[0]![1]);
  });

  it('keep each builder card\'s words together at its top, however tall its row', async () => {
    const { page } = await app.open({ width: 1280, height: 900 });
    await signUpInPage(app.hosted, page);
    for (const [path, heading] of [
      ['/app/build/breathing', 'Choose a Technique'],
      ['/app/build/meditation', 'Choose a Style'],
    ] as const) {
      await page.goto(`${app.hosted.origin}${path}`);
      await page.getByRole('heading', { name: heading }).first().waitFor();
      // The gap between a card's name and its subtitle, the text's own boxes (a range over each).
      const gaps = await page.evaluate(() =>
        [...document.querySelectorAll('.technique')].map((card) => {
          const text = (selector: string) => {
            const range = document.createRange();
            range.selectNodeContents(card.querySelector(selector)!);
            return range.getBoundingClientRect();
          };
          return [card.querySelector('.technique__name')!.textContent, Math.round(text('.technique__subtitle').top - text('.technique__name').bottom)] as const;
        }),
      );
      const first = gaps[0]![1];
      for (const [name, gap] of gaps) expect(gap, `${path}: ${name}`).toBe(first);
    }
  });
});

describe('the library at 1280 px', () => {
  it('keeps the filters of "Your sessions" on one row: no choice left alone on a second line', async () => {
    const { page } = await app.open({ width: 1280, height: 900 });
    await signUpInPage(app.hosted, page);
    await page.goto(`${app.hosted.origin}/app/library`);
    const filters = page.getByRole('group', { name: 'Show' }).getByRole('button');
    await filters.last().waitFor();
    const tops = await filters.evaluateAll((buttons) => buttons.map((button) => Math.round(button.getBoundingClientRect().top)));
    expect(tops).toHaveLength(3);
    expect(new Set(tops).size, `the filters' rows: ${tops.join(', ')}`).toBe(1);
  });
});

describe('a signed-in screen once shown', () => {
  it('holds still while the rest of the app\'s code arrives: the header and the heading stay where they first showed', async () => {
    const { page } = await app.open({ width: 1280, height: 900 });
    await signUpInPage(app.hosted, page);
    // Where the header ends and the page's heading starts in the first frame that shows them.
    await page.addInitScript(() => {
      const first = () => {
        const header = document.querySelector('.shell__header');
        const heading = document.querySelector('main h1');
        if (!header || !heading) return requestAnimationFrame(first);
        (window as unknown as { firstShown: unknown }).firstShown = { header: header.getBoundingClientRect().bottom, heading: heading.getBoundingClientRect().top };
      };
      requestAnimationFrame(first);
    });
    for (const path of ['/app/library', '/app/history']) {
      await page.goto(`${app.hosted.origin}${path}`);
      await page.locator('main h1').waitFor();
      // Every chunk the screen loads once it shows (its idle work among them) has arrived.
      await page.waitForLoadState('networkidle');
      const now = await page.evaluate(() => ({ header: document.querySelector('.shell__header')!.getBoundingClientRect().bottom, heading: document.querySelector('main h1')!.getBoundingClientRect().top }));
      expect(now, path).toEqual(await page.evaluate(() => (window as unknown as { firstShown: unknown }).firstShown));
    }
  });
});

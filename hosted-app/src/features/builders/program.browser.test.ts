import type { SavedSession } from '@stillpoint/api/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, expectAccessible, expectToast, hostedAppPerFile, signUpInPage } from '@stillpoint/test-support/app';

const app = hostedAppPerFile();

/** A slider by its accessible name, moved with the keyboard. */
async function press(page: Page, slider: string, ...keys: string[]) {
  await page.getByRole('slider', { name: slider, exact: true }).focus();
  for (const key of keys) await page.keyboard.press(key);
}

const segmentTitles = (page: Page) => page.locator('.segment__title').allInnerTexts();
const caption = (page: Page) => page.locator('.timeline__caption').first().innerText();

async function openBuilder(options: Parameters<typeof app.open>[0] = {}) {
  const tab = await app.open(options);
  await signUpInPage(app.hosted, tab.page);
  await tab.page.goto(`${app.hosted.origin}/app/build/meditation`);
  await tab.page.getByRole('button', { name: 'Custom Builder' }).click();
  return tab;
}

describe("the meditation builder's program", () => {
  it('keeps a one-length sit as it was; Add segment makes a program whose segments are added, set, reordered and removed with taps alone', async () => {
    const { page } = await openBuilder({ width: 390, height: 844, hasTouch: true });
    // Simple stays simple: the length, no program until asked for.
    await page.getByRole('heading', { name: 'Duration' }).waitFor();
    await expect(page.getByRole('heading', { name: 'Program' }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: '+ Add segment' }).tap();
    await page.getByRole('heading', { name: 'Program' }).waitFor();
    await expect(segmentTitles(page)).resolves.toEqual(['Segment 1 · Sit · 15 min', 'Segment 2 · Walk · 5 min']);
    await expect(caption(page)).resolves.toBe('20 min in all · Sit 15, Walk 5');
    await expect(page.locator('.session-name').innerText()).resolves.toMatch(/^Session 20 min Meditation/);

    await page.getByRole('button', { name: '+ Add segment' }).tap();
    await page.getByRole('radio', { name: 'Settle' }).nth(2).tap();
    await page.getByRole('button', { name: 'Move segment 3 earlier' }).tap();
    await page.getByRole('button', { name: 'Move segment 2 earlier' }).tap();
    await expect(segmentTitles(page)).resolves.toEqual(['Segment 1 · Settle · 5 min', 'Segment 2 · Sit · 15 min', 'Segment 3 · Walk · 5 min']);
    await expect(page.getByRole('button', { name: 'Move segment 1 earlier' }).isDisabled()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Move segment 3 later' }).isDisabled()).resolves.toBe(true);

    // Bells: at chosen minutes, every N, a number at random; the timeline ticks the placed ones and counts the rest.
    await page.getByRole('textbox', { name: 'Bells at minutes of segment 2' }).fill('5, 10');
    await press(page, 'Repeating bell of segment 3', 'ArrowRight', 'ArrowRight');
    await press(page, 'Random bells of segment 2', 'End');
    await expect(page.getByRole('slider', { name: 'Random bells of segment 2' }).getAttribute('aria-valuetext')).resolves.toBe('14 bells');
    await press(page, 'Random bells of segment 2', 'Home', 'ArrowRight', 'ArrowRight');
    await expect(caption(page)).resolves.toBe('25 min in all · Settle 5, Sit 15, Walk 5 · 2 random bells');
    // Ticks: each segment's start (3), minutes 5 and 10 of the sit, the walk's bell every 2 minutes (2), the end.
    await expect(page.locator('.timeline__tick').count()).resolves.toBe(8);
    await page.getByRole('textbox', { name: 'Bells at minutes of segment 2' }).fill('5, ten');
    await page.getByText('Write whole minutes, separated by commas (5, 10).').waitFor();
    await page.getByRole('textbox', { name: 'Bells at minutes of segment 2' }).fill('5, 10');

    await page.getByRole('button', { name: 'Remove segment 1' }).tap();
    await expect(segmentTitles(page)).resolves.toEqual(['Segment 1 · Sit · 15 min', 'Segment 2 · Walk · 5 min']);
    await expectAccessible(page);

    // Saved like any session, segments and all; the builder opens on the program next time.
    await page.getByRole('button', { name: '♡ Save Session' }).tap();
    await expectToast(page, 'Session Saved');
    const [saved] = (await apiCall<SavedSession[]>(page, 'GET', '/api/sessions')).body;
    expect(saved?.config).toMatchObject({
      duration: 20,
      segments: [
        { kind: 'sit', minutes: 15, bells: { at: [5, 10], random: { count: 2 } } },
        { kind: 'walk', minutes: 5, bells: { every: 2 } },
      ],
    });
    await page.reload();
    await page.getByRole('heading', { name: 'Program' }).waitFor();
    await expect(segmentTitles(page)).resolves.toEqual(['Segment 1 · Sit · 15 min', 'Segment 2 · Walk · 5 min']);

    // Back to one plain sit: the simple form again.
    await page.getByRole('button', { name: 'Remove segment 2' }).tap();
    await page.getByRole('textbox', { name: 'Bells at minutes of segment 1' }).fill('');
    await press(page, 'Random bells of segment 1', 'Home');
    await page.getByRole('heading', { name: 'Duration' }).waitFor();
    await expect(page.getByRole('slider', { name: 'Meditation length' }).getAttribute('aria-valuenow')).resolves.toBe('15');
  });

  it('is reached and edited with the keyboard alone, in dark at desktop width', async () => {
    const { page } = await openBuilder({ colorScheme: 'dark' });
    await page.getByRole('button', { name: '+ Add segment' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Move segment 2 earlier' }).focus();
    await page.keyboard.press('Enter');
    await expect(segmentTitles(page)).resolves.toEqual(['Segment 1 · Walk · 5 min', 'Segment 2 · Sit · 15 min']);
    await page.getByRole('button', { name: 'Remove segment 1' }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('heading', { name: 'Duration' }).waitFor();
    await page.getByRole('button', { name: '+ Add segment' }).focus();
    await page.keyboard.press('Enter');
    await expectAccessible(page);
  });
});

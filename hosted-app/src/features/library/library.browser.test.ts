import type { SavedSession } from '@stillpoint/api/contract';
import { BREATHING_PRESET_CONFIGS, type BreathingConfig } from '@stillpoint/sdk/catalog';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventually } from '@stillpoint/test-support';
import { apiCall, deviceStore, expectAccessible, expectToast, fastClock, hostedAppPerFile, recordToasts, signUpInPage, type TestPage } from '@stillpoint/test-support/app';

const app = hostedAppPerFile();
let tab: TestPage;
let page: Page;

const BOX: BreathingConfig = { ...BREATHING_PRESET_CONFIGS.box, duration: { type: 'time', value: 5 } };

async function withSaved(names: readonly string[], options: { colorScheme?: 'light' | 'dark' } = {}) {
  tab = await app.open(options);
  page = tab.page;
  await signUpInPage(app.hosted, page);
  for (const name of names) expect((await apiCall(page, 'POST', '/api/sessions', { name, type: 'breathing', config: BOX })).status).toBe(201);
  await page.goto(`${app.hosted.origin}/app/library`);
  await page.getByRole('heading', { name: 'Library', exact: true }).waitFor();
}

const names = async () => page.locator('.library-item__name').allInnerTexts();
const stored = async () => (await apiCall<SavedSession[]>(page, 'GET', '/api/sessions')).body.map((session) => session.name);

describe('the library', () => {
  it('says so when nothing is saved; passes axe in light and dark, an entry\'s length picker open', async () => {
    await withSaved([]);
    await page.getByText('Nothing saved yet.').waitFor();
    await expectAccessible(page);
    await tab.close();
    await withSaved(['Morning box'], { colorScheme: 'dark' });
    await page.getByRole('heading', { name: 'Morning box' }).waitFor();
    // With an entry's length picker open, too.
    await page.getByRole('button', { name: 'Length: 10 min, Box Breathing (Navy Style)' }).click();
    await page.getByRole('slider', { name: 'Length of Box Breathing (Navy Style)' }).waitFor();
    await expectAccessible(page);
  });

  it('holds the catalog\'s library by category, each entry with its phases and a start, beside "Your sessions"', async () => {
    await withSaved(['Morning box']);
    const library = page.getByRole('region', { name: 'From the library' });
    await expect(library.getByRole('heading', { level: 3 }).allInnerTexts()).resolves.toEqual(
      ['Mantra', 'Mindfulness', 'Body', 'Compassion', 'Sleep', 'Program', 'Focus', 'Balance', 'Calm', 'Energy'].map((label) => label.toUpperCase()),
    );
    await expect(library.getByRole('button', { name: /^Start / }).count()).resolves.toBe(12);
    const phases = async (name: string) => page.getByRole('list', { name: `Phases of ${name}` }).getByRole('listitem').evaluateAll((items) => items.map((item) => item.textContent?.replace(/\s+/g, ' ').trim()));
    await expect(phases('Yoga Nidra (NSDR)')).resolves.toEqual(['Settle and intention 5 min', 'Body rotation 7 min', 'Breath awareness 7 min', 'Calm place 8 min', 'Return 3 min']);
    await expect(phases('Loving-Kindness (Metta)')).resolves.toHaveLength(5);
    await expect(page.getByRole('region', { name: 'Sleep' }).getByRole('heading', { level: 4 }).allInnerTexts()).resolves.toEqual(['Yoga Nidra (NSDR)', '4-7-8 (Dr Weil)']);
    await page.getByRole('region', { name: 'Your sessions' }).getByRole('heading', { name: 'Morning box' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Start 4-7-8 (Dr Weil)' }).click();
    await page.waitForURL(/\/app\/session$/);
    await page.getByText('Round 1 of 8').first().waitFor();
  });

  it('runs, renames and deletes a saved session', async () => {
    await withSaved(['Morning box', 'Evening box']);
    await expect(names()).resolves.toEqual(['Evening box', 'Morning box']);

    await page.getByRole('button', { name: 'Rename Morning box' }).click();
    const field = page.getByLabel('New name for “Morning box”');
    await expect(field.evaluate((input) => input === document.activeElement)).resolves.toBe(true);
    await field.fill('Sunrise box');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expectToast(page, 'Session renamed');
    await page.getByRole('heading', { name: 'Sunrise box' }).waitFor();
    await expect(stored()).resolves.toEqual(['Evening box', 'Sunrise box']);

    await page.getByRole('button', { name: 'Delete Evening box' }).click();
    await page.getByRole('dialog', { name: 'Delete this session?' }).getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Session deleted');
    await expect(stored()).resolves.toEqual(['Sunrise box']);
    await expect(names()).resolves.toEqual(['Sunrise box']);

    await page.getByRole('button', { name: 'Run Sunrise box' }).click();
    await page.waitForURL(/\/app\/session$/);
    // The runner shows the session under the name it was saved as.
    await expect(page.locator('[part="title"]').innerText()).resolves.toBe('Sunrise box');
  });

  it('says "Error deleting session" when a delete fails, and keeps the session', async () => {
    await withSaved(['Keep me']);
    await page.route('**/api/sessions/*', (route) => (route.request().method() === 'DELETE' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"x"}' }) : route.fallback()));
    await page.getByRole('button', { name: 'Delete Keep me' }).click();
    await page.getByRole('dialog', { name: 'Delete this session?' }).getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Error deleting session', 'Failed to delete session', 'destructive');
    await expect(names()).resolves.toEqual(['Keep me']);
  });

  it('loads the next page with "Load more" when there are more than 50', async () => {
    tab = await app.open();
    page = tab.page;
    const account = await signUpInPage(app.hosted, page);
    await app.hosted.db.sequelize.query(
      `INSERT INTO saved_sessions (user_id, name, type, config, created_at, updated_at)
       SELECT u.id, 'Saved ' || n, 'breathing', CAST(:config AS jsonb), now() - n * interval '1 minute', now()
         FROM users u, generate_series(1, 55) n WHERE lower(u.email) = lower(:email)`,
      { replacements: { email: account.email, config: JSON.stringify(BOX) } },
    );
    await page.goto(`${app.hosted.origin}/app/library`);
    await page.getByRole('heading', { name: 'Saved 1', exact: true }).waitFor();
    await expect(page.locator('.library-item').count()).resolves.toBe(50);
    await page.getByRole('button', { name: 'Load more' }).click();
    await page.getByRole('heading', { name: 'Saved 55', exact: true }).waitFor();
    await expect(page.locator('.library-item').count()).resolves.toBe(55);
    await expect(page.getByRole('button', { name: 'Load more' }).count()).resolves.toBe(0);
  });

  it('on a 401 says "Unauthorized" / "You are logged out. Logging in again..." and goes to the login path after 500 ms', async () => {
    await withSaved(['Morning box']);
    // The session ends elsewhere (signed out on another device): its row is gone.
    await app.hosted.db.sequelize.query('DELETE FROM login_sessions');
    await page.getByRole('button', { name: 'Delete Morning box' }).click();
    // The toast shows for the 500 ms before the app leaves for the login path: record it from the click on.
    const toasts = await recordToasts(page);
    const clicked = Date.now();
    await page.getByRole('dialog', { name: 'Delete this session?' }).getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(`${app.hosted.origin}/auth`);
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(500);
    expect(toasts).toEqual([{ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' }]);
    await page.getByRole('dialog', { name: 'Sign in' }).waitFor();
  });

  it('lets an entry\'s length be chosen before it starts, within the catalog\'s bounds: a 3-minute box runs and is logged', async () => {
    tab = await app.open({ width: 390, height: 844, hasTouch: true });
    page = tab.page;
    await signUpInPage(app.hosted, page);
    await fastClock(page, 120);
    await page.goto(`${app.hosted.origin}/app/library`);
    const entry = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Box Breathing (Navy Style)' }) });
    // The picker is folded away until asked for: one button per entry, its length on it.
    const open = entry.getByRole('button', { name: 'Length: 10 min, Box Breathing (Navy Style)' });
    await expect(open.getAttribute('aria-expanded')).resolves.toBe('false');
    await open.tap();
    await expect(open.getAttribute('aria-expanded')).resolves.toBe('true');
    const length = entry.getByRole('slider', { name: 'Length of Box Breathing (Navy Style)', exact: true });
    const read = async () => ({
      min: Number(await length.getAttribute('aria-valuemin')),
      max: Number(await length.getAttribute('aria-valuemax')),
      now: Number(await length.getAttribute('aria-valuenow')),
      text: await length.getAttribute('aria-valuetext'),
    });
    await expect(read()).resolves.toEqual({ min: 1, max: 30, now: 10, text: '10 min' });
    for (const name of ['Start Box Breathing (Navy Style)', 'Length: 10 min, Box Breathing (Navy Style)']) {
      const box = (await entry.getByRole('button', { name }).boundingBox())!;
      expect(box.height, `${name} height`).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width, `${name} right`).toBeLessThanOrEqual(390);
    }
    await length.focus();
    await page.keyboard.press('Home');
    for (const key of ['ArrowRight', 'ArrowRight']) await page.keyboard.press(key);
    await expect(read()).resolves.toMatchObject({ now: 3, text: '3 min' });
    await entry.getByRole('button', { name: 'Length: 3 min, Box Breathing (Navy Style)' }).waitFor();
    await expectAccessible(page);
    // The deep reset's three rounds are the technique, and a guided entry's phases are its timing: neither has a length to choose.
    for (const name of ['Deep Reset (Simplified)', 'Yoga Nidra (NSDR)']) await expect(page.getByRole('button', { name: `, ${name}` }).count()).resolves.toBe(0);
    await entry.getByRole('button', { name: 'Start Box Breathing (Navy Style)' }).tap();
    await page.getByRole('heading', { name: 'Session Complete' }).waitFor({ timeout: 20_000 });
    // Box's 16-second rounds that fit 3 minutes: 11, 176 s, logged under the entry.
    const log = await eventually(() => localLog(page), { until: (entries) => entries[0]?.completed === true, what: 'the completed session in the local log' });
    expect(log.map((row) => [row.technique, row.duration])).toEqual([['box-breathing-navy', 176]]);
  });
});

/** The signed-in user's local log, newest first, as the app keeps it in IndexedDB. */
const localLog = (page: Page) => deviceStore<{ technique: string; duration: number; completed: boolean }>(page, 'stillpoint:log:');

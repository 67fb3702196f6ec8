import type { RecommendationBody, SavedSession } from '@stillpoint/api/contract';
import { BREATHING_PRESET_CONFIGS, type BreathingConfig } from '@stillpoint/sdk/catalog';
import { describe, expect, it } from 'vitest';
import { apiCall, expectAccessible, expectAccessibleInBothSchemes, expectToast, hostedAppPerFile, signUpInPage, type TestPage } from '@stillpoint/test-support/app';

const app = hostedAppPerFile();
let tab: TestPage;

const BOX: BreathingConfig = { ...BREATHING_PRESET_CONFIGS.box, duration: { type: 'rounds', value: 2 } };

async function signedInHome(options: { width?: number } = {}) {
  tab = await app.open(options);
  const account = await signUpInPage(app.hosted, tab.page);
  await tab.page.goto(`${app.hosted.origin}/app`);
  await tab.page.getByRole('heading', { name: 'How are you feeling?' }).waitFor();
  return account;
}

/** The running session's title, on the session screen. */
const runnerTitle = () => tab.page.locator('[part="title"]').innerText();

describe('the signed-in home', () => {
  it('shows the 8 mood tiles in 2 columns with their suggested times, and passes axe in light and dark', async () => {
    await signedInHome({ width: 390 });
    const tiles = tab.page.getByRole('list', { name: 'Moods' }).getByRole('button');
    await expect(tiles.count()).resolves.toBe(8);
    await expect(tiles.first().innerText()).resolves.toMatch(/Calm Nerves[\s\S]*3-5 min/);
    const columns = await tab.page.locator('.mood-grid').evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(2);
    await expectAccessibleInBothSchemes(tab.page);
  });

  it('expands each quick-start card to four presets, whose learn-more dialog has every section and starts the session', async () => {
    await signedInHome();
    for (const [card, first] of [
      ['Breathing', 'Box Breathing'],
      ['Meditation', 'Quick Sit'],
    ] as const) {
      await tab.page.getByRole('button', { name: new RegExp(`^${card}`) }).click();
      await tab.page.getByRole('button', { name: `Learn more about ${first}` }).waitFor();
      await expect(tab.page.getByRole('button', { name: /^Learn more about/ }).count()).resolves.toBe(4);
    }
    // One card is open at a time: opening Meditation closed Breathing.
    await tab.page.getByRole('button', { name: /^Breathing/ }).click();
    await tab.page.getByRole('button', { name: 'Learn more about Box Breathing' }).click();
    const dialog = tab.page.getByRole('dialog', { name: 'Box Breathing' });
    for (const heading of ['How to Practice', 'Why It Works', 'When to Use', 'The Science']) await dialog.getByRole('heading', { name: heading }).waitFor();
    await expectAccessible(tab.page, '[role="dialog"]');
    await dialog.getByRole('button', { name: /^Start \d+ min Session$/ }).click();
    await tab.page.waitForURL(/\/app\/session$/);
    await expect(runnerTitle()).resolves.toBe('Box Breathing');
  });

  it('starts the recommended session for a mood, with a toast, asking with the tile’s time and goals', async () => {
    await signedInHome();
    const asked = tab.page.waitForRequest('**/api/recommendations/personal');
    await tab.page.getByRole('button', { name: /^Fall Asleep/ }).click();
    const body = (await asked).postDataJSON() as RecommendationBody;
    expect(body).toEqual({ current_mood: 'fall-asleep', time_available: 20, goals: ['sleep'], experience_level: 'beginner' });
    await tab.page.waitForURL(/\/app\/session$/);
    // The toast names the practice the runner opens as (its heading): a 20-minute body scan for Fall Asleep.
    await tab.page.getByRole('heading', { level: 1, name: 'Body Scan' }).waitFor();
    await expectToast(tab.page, 'Body Scan', /minutes?\./);
    // One name: the title the runner shows (and the lock screen's) is the practice's, not "20 min Meditation".
    await expect(runnerTitle()).resolves.toBe('Body Scan');
  });

  it('starts 5 minutes of box breathing with "Recommendation failed" when the call fails', async () => {
    await signedInHome();
    await tab.page.route('**/api/recommendations/personal', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Something went wrong"}' }));
    await tab.page.getByRole('button', { name: /^Quick Reset/ }).click();
    await tab.page.waitForURL(/\/app\/session$/);
    await expectToast(tab.page, 'Recommendation failed', 'Starting a gentle breathing session instead.', 'destructive');
    await expect(runnerTitle()).resolves.toBe('Box Breathing');
  });

  it('for an account whose trial has ended, a mood tile says so, offers the plans, and starts 5 minutes of box breathing', async () => {
    const account = await signedInHome();
    await app.hosted.db.sequelize.query(`UPDATE users SET trial_ends_at = now() - interval '1 day' WHERE lower(email) = lower(:email)`, { replacements: { email: account.email } });
    await tab.page.getByRole('button', { name: /^Quick Reset/ }).click();
    await tab.page.waitForURL(/\/app\/session$/);
    await expectToast(tab.page, 'Recommendation failed', 'Recommendations come with a subscription, and your free trial has ended. Starting Box Breathing for 5 minutes instead.', 'destructive');
    await tab.page.locator('a.toast__action', { hasText: 'See plans' }).waitFor();
    await expect(runnerTitle()).resolves.toBe('Box Breathing');
  });

  it('lists the 3 newest saved sessions, each one tap to run, and says so when there are none', async () => {
    await signedInHome();
    await tab.page.getByText('Sessions you save from the builders appear here').waitFor();
    for (const name of ['First', 'Second', 'Third', 'Fourth']) {
      expect((await apiCall<SavedSession>(tab.page, 'POST', '/api/sessions', { name, type: 'breathing', config: BOX })).status).toBe(201);
    }
    await tab.page.reload();
    const recent = tab.page.locator('.recent-item__name');
    await recent.first().waitFor();
    await expect(recent.allInnerTexts()).resolves.toEqual(['Fourth', 'Third', 'Second']);
    await tab.page.getByRole('button', { name: /^Third/ }).click();
    await tab.page.waitForURL(/\/app\/session$/);
    await expect(runnerTitle()).resolves.toBe('Third');
  });

  it('shows its first screen before react-query has loaded, the recent sessions loading until it has', async () => {
    tab = await app.open();
    await signUpInPage(app.hosted, tab.page);
    // react-query's chunk (vite.config.ts, "server-state") is held back until the first screen is up.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await tab.page.route('**/assets/server-state-*.js', async (route) => {
      await held;
      await route.fallback();
    });
    await tab.page.goto(`${app.hosted.origin}/`);
    await tab.page.getByRole('heading', { name: 'How are you feeling?' }).waitFor();
    await expect(tab.page.getByRole('list', { name: 'Moods' }).getByRole('button').count()).resolves.toBe(8);
    await tab.page.getByRole('heading', { name: 'Your recent sessions' }).waitFor();
    await tab.page.getByText('Loading your sessions…').waitFor();
    release();
    await tab.page.getByText('Sessions you save from the builders appear here').waitFor();
    await expect(tab.page.getByText('Loading your sessions…').count()).resolves.toBe(0);
  });

  it('shows "Upgrade for unlimited access" only once the trial has ended', async () => {
    const account = await signedInHome();
    await tab.page.getByRole('heading', { name: 'Your recent sessions' }).waitFor();
    await expect(tab.page.getByRole('link', { name: 'Upgrade for unlimited access' }).count()).resolves.toBe(0);
    await app.hosted.db.sequelize.query(`UPDATE users SET trial_ends_at = now() - interval '1 day' WHERE lower(email) = lower(:email)`, { replacements: { email: account.email } });
    await tab.page.reload();
    await expect(tab.page.getByRole('link', { name: 'Upgrade for unlimited access' }).getAttribute('href')).resolves.toBe('/paywall');
  });

  it('leads to the Build Session chooser with "Or create custom session", and back', async () => {
    await signedInHome();
    await tab.page.getByRole('link', { name: 'Or create custom session' }).click();
    await tab.page.getByRole('heading', { name: 'Build Session' }).waitFor();
    await expectAccessible(tab.page);
    await tab.page.getByRole('link', { name: /^Meditation/ }).click();
    await tab.page.getByRole('heading', { name: 'Meditation Builder' }).waitFor();
    await tab.page.goBack();
    await tab.page.getByRole('button', { name: '← Back' }).click();
    await tab.page.getByRole('heading', { name: 'How are you feeling?' }).waitFor();
  });
});

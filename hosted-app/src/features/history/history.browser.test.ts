import { DEFAULT_MEDITATION_CONFIG } from '@stillpoint/sdk/catalog';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, expectAccessible, expectAccessibleInBothSchemes, expectToast, fastClock, hostedAppPerFile, signUpInPage, type TestPage } from '@stillpoint/test-support/app';

const app = hostedAppPerFile();
let tab: TestPage;
let page: Page;

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000 - 60_000).toISOString();

async function signedIn(options: { locale?: string } = {}) {
  tab = await app.open(options);
  page = tab.page;
  await signUpInPage(app.hosted, page);
}

describe('history and progress', () => {
  it('shows the streaks, the practice calendar, minutes per week and the recent log; axe in light and dark', async () => {
    await signedIn();
    for (const [ago, minutes] of [
      [0, 5],
      [1, 10],
      [2, 20],
      [5, 5],
      [6, 5],
      [7, 5],
    ] as const) {
      const logged = await apiCall(page, 'POST', '/api/sessions/log', { session_type: 'breathing', technique: 'box', duration: minutes * 60, completed: true, timestamp: daysAgo(ago) });
      expect(logged.status).toBe(201);
    }
    await page.goto(`${app.hosted.origin}/app/history`);
    await page.getByRole('heading', { name: 'Practice days' }).waitFor();
    const figure = (label: string) => page.locator('.figure').filter({ hasText: label }).locator('.figure__value').innerText();
    await expect(figure('Current streak')).resolves.toBe('3 days');
    await expect(figure('Longest streak')).resolves.toBe('3 days');
    await expect(figure('Breathing sessions, last 30 days')).resolves.toBe('6');
    await expect(page.getByRole('img', { name: 'You practised on 6 of the last' }).count()).resolves.toBe(1);
    await expect(page.locator('rect.calendar__day--3').count()).resolves.toBe(1);
    await expect(page.getByRole('img', { name: /minutes this week; 50 minutes over the last 16 weeks\.$/ }).count()).resolves.toBe(1);
    // The chart's numbers are on screen too: each week's above its bar, the totals under the chart.
    const weekNumbers = (await page.locator('.chart__value').allTextContents()).map(Number);
    expect(weekNumbers.reduce((sum, value) => sum + value, 0)).toBe(50);
    await expect(page.locator('.chart__caption').innerText()).resolves.toMatch(/^\d+ min this week · 50 min in 16 weeks$/);
    await expect(page.locator('.log-item').count()).resolves.toBe(6);
    await expectAccessibleInBothSchemes(page);
  });

  it('names each session as it ran (a pattern saved in the builder, run there and from its card; a saved meditation) and writes its time as the browser\'s locale does', async () => {
    await signedIn({ locale: 'en-GB' });
    await fastClock(page, 60);
    const doneAfterCompletion = async () => {
      await page.getByRole('heading', { name: 'Session Complete' }).waitFor({ timeout: 20_000 });
      await page.getByRole('button', { name: 'Done' }).click();
      await page.getByRole('heading', { name: 'How are you feeling?' }).waitFor();
    };
    await page.goto(`${app.hosted.origin}/app/build/breathing`);
    await page.getByRole('button', { name: 'Custom Builder' }).click();
    await page.getByRole('button', { name: 'Save Pattern' }).click();
    await page.getByLabel('Pattern name').fill('My morning 4-2-6');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Session saved');
    // Started from the builder right after the save, the run is that pattern, under its name.
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await doneAfterCompletion();
    await page.goto(`${app.hosted.origin}/app/build/breathing`);
    await page.getByRole('button', { name: /^My morning 4-2-6/ }).click();
    await doneAfterCompletion();
    const saved = await apiCall(page, 'POST', '/api/sessions', { name: '5 min Meditation', type: 'meditation', config: { ...DEFAULT_MEDITATION_CONFIG, duration: 5 } });
    expect(saved.status).toBe(201);
    await page.goto(`${app.hosted.origin}/app/library`);
    await page.getByRole('button', { name: 'Run 5 min Meditation' }).click();
    await doneAfterCompletion();

    await page.goto(`${app.hosted.origin}/app/history`);
    const items = page.locator('.log-item');
    await items.nth(2).waitFor();
    await expect(page.locator('.log-item__technique').allInnerTexts()).resolves.toEqual(['5 min Meditation', 'My morning 4-2-6', 'My morning 4-2-6']);
    // en-GB writes times on the 24-hour clock: "Sat 28 Nov, 14:05", never "02:05 PM".
    for (const when of await page.locator('.log-item__when').allInnerTexts()) expect(when).toMatch(/^[A-Z][a-z]{2},? \d{1,2} [A-Z][a-z]{2},? \d{2}:\d{2}$/);
  });

  it('while both trackings are off, explains and does not ask for the stats', async () => {
    await signedIn();
    expect((await apiCall(page, 'PATCH', '/api/user/preferences', { streakTrackingEnabled: false, monthlyStatsEnabled: false })).status).toBe(200);
    const asked: string[] = [];
    page.on('request', (request) => request.url().includes('/api/user/stats') && asked.push(request.url()));
    await page.goto(`${app.hosted.origin}/app/history`);
    await page.getByText('Streak tracking and monthly stats are off').waitFor();
    await expectAccessible(page);
    // A later step on the same page has rendered (Profile, opened from it): whatever the page asked for on opening was asked by then.
    await page.getByRole('button', { name: 'Turn them on in Profile' }).click();
    const streaks = page.getByRole('dialog').getByRole('switch', { name: 'Streak tracking' });
    await streaks.waitFor();
    expect(asked).toEqual([]);
    // And this test sees the call when there is one: turning tracking on asks for the stats at once.
    const statsAsked = page.waitForRequest((request) => request.url().includes('/api/user/stats'));
    await streaks.click();
    await statsAsked;
  });
});

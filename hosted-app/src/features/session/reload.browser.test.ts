import type { LogEntry } from '@stillpoint/api/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventually } from '@stillpoint/test-support';
import { apiCall, endSession, expectAccessible, expectToast, fastClock, hostedAppPerFile, signUpInPage } from '@stillpoint/test-support/app';

const app = hostedAppPerFile();
const MINUTE = 60;

/**
 * Signed in on a faster clock (60: a minute a second), at the selector. A test that taps the runner mid-sit runs
 * slower: the screen dims after two minutes without a touch, and at 60x that is two seconds, less than a loaded
 * machine can take between two taps.
 */
async function signedIn(speed = 60): Promise<Page> {
  const { page } = await app.open({ width: 390, height: 844, hasTouch: true });
  await signUpInPage(app.hosted, page);
  await fastClock(page, speed);
  await page.goto(`${app.hosted.origin}/app`);
  return page;
}

/** Starts the 10-minute Quick Sit from the quick-start card, with a finger. */
async function startQuickSit(page: Page) {
  await page.getByRole('button', { name: /^Meditation/ }).tap();
  await page.getByRole('button', { name: 'Learn more about Quick Sit' }).tap();
  await page.getByRole('dialog', { name: 'Quick Sit' }).getByRole('button', { name: /^Start \d+ min Session$/ }).tap();
  await page.waitForURL(/\/app\/session$/);
}

/** The seconds a countdown (mm:ss) says. */
function secondsOf(text: string): number {
  const [minutes, seconds] = text.split(':').map(Number);
  return (minutes ?? NaN) * MINUTE + (seconds ?? NaN);
}

/** The seconds the runner's countdown shows. */
const remainingSeconds = async (page: Page) => secondsOf((await page.locator('[part="time"]').textContent()) ?? '');

/** The running sessions kept on the device (one key per user). */
const keptKeys = (page: Page) => page.evaluate(() => Object.keys(window.localStorage).filter((name) => name.startsWith('stillpoint:running:')));

const serverLog = async (page: Page) => (await apiCall<LogEntry[]>(page, 'GET', '/api/sessions/log')).body;

/** The user's kept running session, with its start moved `minutes` earlier: the time the page was gone, as data. */
const awayFor = (page: Page, minutes: number) =>
  page.evaluate((ms) => {
    const key = Object.keys(window.localStorage).find((name) => name.startsWith('stillpoint:running:'));
    if (!key) throw new Error('No running session is kept on the device');
    const kept = JSON.parse(window.localStorage.getItem(key)!) as { startedAt: number; seenAt: number };
    window.localStorage.setItem(key, JSON.stringify({ ...kept, startedAt: kept.startedAt - ms, seenAt: kept.seenAt - ms }));
  }, (minutes * MINUTE * 1000) / 60);

describe('a session the page was lost from', () => {
  it('comes back after a reload where it was, runs on to its end and is logged once, as completed', async () => {
    const page = await signedIn();
    await startQuickSit(page);
    // Three minutes in (three seconds at 60x).
    await eventually(() => remainingSeconds(page), { until: (left) => left <= 7 * MINUTE, what: 'the countdown at 7:00 or less' });
    await page.reload();
    // Back in the runner, not on the selector, running (Pause, once its sounds are ready) and not from its start
    // (a fresh start shows 10:00).
    await page.getByRole('button', { name: 'Pause' }).waitFor();
    const left = await remainingSeconds(page);
    expect(left).toBeLessThanOrEqual(7 * MINUTE);
    expect(left).toBeGreaterThan(0);
    await expectAccessible(page);
    await page.getByRole('heading', { name: 'Session Complete' }).waitFor({ timeout: 20_000 });
    const stored = await eventually(() => serverLog(page), { until: (entries) => entries.length > 0, what: 'the API log' });
    expect(stored.map((entry) => [entry.session_type, entry.technique, entry.completed, entry.duration])).toEqual([['meditation', 'quick', true, 10 * MINUTE]]);
    // Ended: nothing is kept any more, so a later reload opens the selector.
    await expect(keptKeys(page)).resolves.toEqual([]);
  });

  it('shows the time left from its first frame after a reload, not the whole session while its sounds load', async () => {
    const page = await signedIn();
    await startQuickSit(page);
    await eventually(() => remainingSeconds(page), { until: (left) => left <= 7 * MINUTE, what: 'the countdown at 7:00 or less' });
    // Every countdown the reloaded page puts in its document, from the first (seen before it is painted).
    await page.addInitScript(() => {
      const shown: string[] = [];
      Object.assign(window, { shownCountdowns: shown });
      new MutationObserver(() => {
        for (const time of document.querySelectorAll('[part="time"]')) if (shown.at(-1) !== time.textContent) shown.push(time.textContent ?? '');
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.reload();
    await page.getByRole('button', { name: 'Pause' }).waitFor();
    const shown = await page.evaluate(() => (window as unknown as { shownCountdowns: string[] }).shownCountdowns);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.filter((text) => secondsOf(text) > 7 * MINUTE)).toEqual([]);
  });

  it('is taken up again when the app reopens on another screen, and forgotten once ended with End Session', async () => {
    // Ten times faster: the screen dims 12 s after the reopened runner is shown, long after End Session is tapped.
    const page = await signedIn(10);
    await startQuickSit(page);
    await eventually(() => remainingSeconds(page), { until: (left) => left <= 9 * MINUTE + 50, what: 'the countdown at 9:50 or less' });
    // A crashed tab reopened at the app's home.
    await page.goto(`${app.hosted.origin}/app`);
    await page.waitForURL(/\/app\/session$/);
    await page.getByRole('button', { name: 'Pause' }).waitFor();
    expect(await remainingSeconds(page)).toBeLessThanOrEqual(9 * MINUTE + 50);
    await endSession(page, { touch: true });
    await page.getByRole('heading', { name: 'How are you feeling?' }).waitFor();
    await expect(keptKeys(page)).resolves.toEqual([]);
  });

  it('comes back paused where it was paused', async () => {
    // Ten times faster: the screen dims 12 s after Start, long after Pause is tapped.
    const page = await signedIn(10);
    await startQuickSit(page);
    await eventually(() => remainingSeconds(page), { until: (left) => left <= 9 * MINUTE + 50, what: 'the countdown at 9:50 or less' });
    await page.getByRole('button', { name: 'Pause' }).tap();
    // Read once it stands paused (Resume shown): a countdown read before may still be a second ahead of where it stopped.
    await page.getByRole('button', { name: 'Resume' }).waitFor();
    const pausedAt = await remainingSeconds(page);
    await page.reload();
    await page.getByRole('button', { name: 'Resume' }).waitFor();
    await expect(remainingSeconds(page)).resolves.toBe(pausedAt);
  });

  it('whose planned end passed while the page was gone is logged as completed, said in one line, and seen in History', async () => {
    const page = await signedIn();
    await startQuickSit(page);
    // Started (once its sounds are ready): the device keeps it from then on.
    await eventually(() => keptKeys(page), { until: (keys) => keys.length === 1, what: 'the running session kept on the device' });
    // The page goes (a crashed tab, a closed one) for longer than the sit.
    await page.goto(`${app.hosted.origin}/privacy`);
    await awayFor(page, 30);
    await page.goto(`${app.hosted.origin}/app/session`);
    await expectToast(page, 'Your Quick Sit ran to its end while the page was closed. It is in your history.');
    await page.getByRole('heading', { name: 'How are you feeling?' }).waitFor();
    await expectAccessible(page);
    const stored = await eventually(() => serverLog(page), { until: (entries) => entries.length > 0, what: 'the API log' });
    expect(stored.map((entry) => [entry.session_type, entry.technique, entry.completed, entry.duration])).toEqual([['meditation', 'quick', true, 10 * MINUTE]]);
    await page.goto(`${app.hosted.origin}/app/history`);
    const recent = page.getByRole('region', { name: 'Recent sessions' });
    await recent.getByText('10 min').waitFor();
    await expectAccessible(page);
  });
});

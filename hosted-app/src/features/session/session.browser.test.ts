import type { LogEntry } from '@stillpoint/api/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventually } from '@stillpoint/test-support';
import { apiCall, deviceStore, endSession, expectAccessible, fastClock, hostedAppPerFile, signUpInPage, type TestPage } from '@stillpoint/test-support/app';

const app = hostedAppPerFile();
let tab: TestPage;
let page: Page;

/** Signed in, at the selector; on a clock 60 times faster unless `realTime`; on a phone (390 px, touch) with `phone`. */
async function signedIn(options: { colorScheme?: 'light' | 'dark'; realTime?: boolean; phone?: boolean } = {}) {
  tab = await app.open({ ...options, ...(options.phone ? { width: 390, height: 844, hasTouch: true } : {}) });
  page = tab.page;
  await signUpInPage(app.hosted, page);
  if (!options.realTime) await fastClock(page, 60);
}

/** Runs the breathing builder's custom pattern (5 rounds of 4-0-4-0: 40 s, under a second at 60x). */
async function startCustomBreathing() {
  await page.goto(`${app.hosted.origin}/app/build/breathing`);
  await page.getByRole('button', { name: 'Custom Builder' }).click();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.waitForURL(/\/app\/session$/);
}

/** A finished session shows "Session Complete" until Done, which returns to the selector. */
async function doneAfterCompletion() {
  await page.getByRole('heading', { name: 'Session Complete' }).waitFor({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('heading', { name: 'How are you feeling?' }).waitFor();
}

const serverLog = async () => (await apiCall<LogEntry[]>(page, 'GET', '/api/sessions/log')).body;

/** What the page's IndexedDB holds under a key of the signed-in user (test-support's deviceStore). */
const readStore = <T>(prefix: string) => deviceStore<T>(page, prefix);

/** The completions waiting to be sent, as the outbox keeps them. */
const outbox = () => readStore<{ body: { id: string } }>('stillpoint:outbox:');

/** The page's local log, read from IndexedDB as the app keeps it. */
const localLog = () => readStore<{ completed: boolean; session_type: string; technique: string; duration: number; planned_duration: number }>('stillpoint:log:');

/** Starts the meditation builder's default session: 15 minutes, a basic timer. */
async function startDefaultMeditation() {
  await page.goto(`${app.hosted.origin}/app/build/meditation`);
  await page.getByRole('button', { name: 'Custom Builder' }).click();
  await page.getByRole('button', { name: 'Start Meditation' }).click();
  await page.waitForURL(/\/app\/session$/);
}

/** The seconds a "12 minutes 5 seconds remaining" timer says. */
function secondsOf(spoken: string): number {
  const part = (unit: string) => Number(new RegExp(`(\\d+) ${unit}`).exec(spoken)?.[1] ?? 0);
  return part('hour') * 3600 + part('minute') * 60 + part('second');
}

/**
 * Ends the running session early: the screen is woken first (a key pressed in the runner, any but Tab and Shift;
 * with `touch`, a tap on the dimmed screen, which only brightens it), Pause holds the clock still so the time it shows
 * is the time that will be logged, then End Session and End now (taps with `touch`). Answers the seconds that were
 * left. The one place a test ends a session early.
 */
async function endSessionEarly(options: { touch?: boolean } = {}): Promise<number> {
  const pause = page.getByRole('button', { name: 'Pause' });
  if (options.touch) {
    const dimmed = page.getByRole('button', { name: 'Tap to brighten' });
    if (await dimmed.isVisible()) await dimmed.tap();
    await pause.tap();
  } else {
    await pause.focus();
    await page.keyboard.press('Control');
    await pause.click();
  }
  const left = secondsOf((await page.getByRole('timer').getAttribute('aria-label')) ?? '');
  await endSession(page, options);
  return left;
}

describe('a session in the app', () => {
  it('once completed is stored exactly once and shows "Session Complete" with what was done and the streak, Done returns to the selector; the local log marks it completed', async () => {
    await signedIn();
    const posts: string[] = [];
    page.on('request', (request) => request.method() === 'POST' && request.url().endsWith('/api/sessions/log') && posts.push(request.url()));
    // What the page asked of the API and was answered, in order: said if the streak never shows (a rare failure of full runs).
    const traffic: string[] = [];
    page.on('response', (response) => response.url().includes('/api/') && void response.text().then((body) => traffic.push(`${response.request().method()} ${new URL(response.url()).pathname} ${response.status()} ${body.slice(0, 160)}`), () => undefined));
    await startCustomBreathing();
    const complete = page.getByRole('region', { name: 'Session Complete' });
    await complete.waitFor({ timeout: 20_000 });
    await expect(complete.getByText('Custom Breathing', { exact: true }).count()).resolves.toBe(1);
    await expect(complete.getByText('40 seconds of breathing').count()).resolves.toBe(1);
    // A new account tracks its streak; this session is its first day.
    await complete
      .getByLabel('Streak: 1 day in a row')
      .waitFor({ timeout: 20_000 })
      .catch(async (error: Error) => {
        throw new Error(`${error.message}\nThe API's answers:\n${traffic.join('\n')}\nShown: ${await complete.innerText()}`);
      });
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Session Complete');
    await expectAccessible(page);
    expect(new URL(page.url()).pathname).toBe('/app/session');
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('heading', { name: 'How are you feeling?' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/app');
    const stored = await eventually(serverLog, { until: (entries) => entries.length > 0, what: 'the API log' });
    expect(stored.map((entry) => [entry.session_type, entry.technique, entry.completed, entry.duration])).toEqual([['breathing', 'custom', true, 40]]);
    expect(posts).toHaveLength(1);
    await expect(localLog()).resolves.toMatchObject([{ session_type: 'breathing', technique: 'custom', completed: true }]);
  });

  it('shows the streak when the API, busy a moment, answered 503 to the streak asked for once the sit was stored: it asks again', async () => {
    await signedIn();
    let stored = false;
    let refused = 0;
    // Stored is known before the page hears so: every stats request after it asks for the streak with this sit in it.
    await page.route('**/api/sessions/log', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      const response = await route.fetch();
      stored = response.ok();
      return route.fulfill({ response });
    });
    await page.route('**/api/user/stats', (route) => {
      if (!stored || refused > 0) return route.fallback();
      refused += 1;
      return route.fulfill({ status: 503, headers: { 'Retry-After': '2' }, contentType: 'application/json', body: '{"error":"Service unavailable"}' });
    });
    await startCustomBreathing();
    const complete = page.getByRole('region', { name: 'Session Complete' });
    await complete.getByLabel('Streak: 1 day in a row').waitFor({ timeout: 20_000 });
    expect(refused).toBe(1);
  });

  it('is stored once even when the first POST fails and is sent again', async () => {
    await signedIn();
    const posts: string[] = [];
    page.on('request', (request) => request.method() === 'POST' && request.url().endsWith('/api/sessions/log') && posts.push(request.url()));
    let refused = 0;
    await page.route('**/api/sessions/log', (route) => {
      if (route.request().method() === 'POST' && refused === 0) {
        refused += 1;
        return route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Service unavailable"}' });
      }
      return route.fallback();
    });
    await startCustomBreathing();
    await doneAfterCompletion();
    expect(refused).toBe(1);
    // The outbox sends what it kept (the selector opening, the connection coming back): once, however often it is asked.
    await page.evaluate(() => [1, 2, 3].forEach(() => window.dispatchEvent(new Event('online'))));
    const stored = await eventually(serverLog, { until: (entries) => entries.length > 0, what: 'the API log' });
    expect(stored).toHaveLength(1);
    // The outbox forgets it once the API has it: nothing is left to send on another reconnect or a reload.
    await eventually(outbox, { until: (items) => items.length === 0, what: 'the outbox' });
    expect(posts).toHaveLength(2);
    await page.reload();
    await page.getByRole('heading', { name: 'How are you feeling?' }).waitFor();
    await expect(outbox()).resolves.toEqual([]);
    expect(await serverLog()).toHaveLength(1);
  });

  it('kept in the outbox after the API failed is sent again by itself, the page left open and nothing else happening', async () => {
    await signedIn();
    let refused = 0;
    let answering = false;
    await page.route('**/api/sessions/log', (route) => {
      if (route.request().method() !== 'POST' || answering) return route.fallback();
      refused += 1;
      return route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Service unavailable"}' });
    });
    await startCustomBreathing();
    await doneAfterCompletion();
    // Refused at the session's end and as the selector opens; then the API answers again, and the page is left
    // as it is: no reconnection, no tab brought back, no reload.
    await eventually(async () => refused, { until: (count) => count >= 2, what: 'the outbox trying as the selector opens' });
    answering = true;
    const stored = await eventually(serverLog, { until: (entries) => entries.length > 0, what: 'the API log', withinMs: 60_000 });
    expect(stored.map((entry) => entry.completed)).toEqual([true]);
    await eventually(outbox, { until: (items) => items.length === 0, what: 'the outbox' });
  });

  it('sent while the connection drops mid-request, with no answer ever coming, is given up after a while and sent again', async () => {
    await signedIn();
    let stalled = 0;
    await page.route('**/api/sessions/log', (route) => {
      if (route.request().method() !== 'POST' || stalled > 0) return route.fallback();
      stalled += 1;
      // No answer and no error: the request hangs, as one on a connection dropped without a word.
      return new Promise<void>(() => {});
    });
    await startCustomBreathing();
    await doneAfterCompletion();
    const stored = await eventually(serverLog, { until: (entries) => entries.length > 0, what: 'the API log', withinMs: 60_000 });
    expect(stored.map((entry) => entry.completed)).toEqual([true]);
    expect(stalled).toBe(1);
  });

  it('kept in the outbox survives leaving the app and arrives when the app opens again', async () => {
    await signedIn();
    let refused = 0;
    await page.route('**/api/sessions/log', (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      refused += 1;
      return route.abort('internetdisconnected');
    });
    await startCustomBreathing();
    await doneAfterCompletion();
    // The tries fail while offline: the one at the session's end, and the outbox's as the selector opens
    // (on a slow machine that one can come late; the connection must not return before it).
    await eventually(async () => refused, { until: (count) => count >= 2, what: 'the outbox trying as the selector opens' });
    // The app is left while still offline (a page with no app: nothing of this page's memory stays), so
    // only what the outbox stored can send the sit once the app opens again.
    await page.goto(`${app.hosted.origin}/404`);
    expect(await serverLog()).toEqual([]);
    await page.unroute('**/api/sessions/log');
    await page.goto(`${app.hosted.origin}/app`);
    const stored = await eventually(serverLog, { until: (entries) => entries.length > 0, what: 'the API log' });
    expect(stored.map((entry) => entry.completed)).toEqual([true]);
  });

  it('ended after some minutes on a phone, by taps, is logged as ended early with the minutes sat: History says "N of 15 min" and counts them', async () => {
    await signedIn({ phone: true });
    await startDefaultMeditation();
    // A few minutes in on the fast clock (a few seconds here), past the screen's dimming.
    await eventually(async () => secondsOf((await page.getByRole('timer').getAttribute('aria-label')) ?? ''), { until: (left) => left > 0 && left <= 10 * 60, what: 'the timer at 10 minutes left' });
    await page.getByRole('button', { name: 'Tap to brighten' }).waitFor();
    const left = await endSessionEarly({ touch: true });
    await page.getByRole('heading', { name: 'How are you feeling?' }).waitFor();
    const [stored] = await eventually(serverLog, { until: (entries) => entries.length > 0, what: 'the API log' });
    expect(stored).toMatchObject({ session_type: 'meditation', completed: false, planned_duration: 15 * 60, title: '15 min Meditation' });
    // The seconds logged are those the paused timer showed as sat (to the second it rounds to).
    expect(Math.abs(stored!.duration - (15 * 60 - left))).toBeLessThanOrEqual(1);
    const sat = Math.round(stored!.duration / 60);
    await expect(localLog()).resolves.toMatchObject([{ completed: false, duration: stored!.duration, planned_duration: 15 * 60 }]);

    await page.goto(`${app.hosted.origin}/app/history`);
    const entry = page.locator('.log-item').filter({ hasText: '15 min Meditation' });
    await expect(entry.locator('.log-item__length').innerText()).resolves.toBe(`${sat} of 15 min`);
    const figure = page.locator('.figure').filter({ hasText: 'Meditation minutes, last 30 days' }).locator('.figure__value');
    await expect(figure.innerText()).resolves.toBe(String(sat));
    await expect(page.getByRole('img', { name: new RegExp(`^${sat} minutes this week;`) }).count()).resolves.toBe(1);
    // A new account counts any logged minute towards its streak (Profile can change that).
    await expect(page.locator('.figure').filter({ hasText: 'Current streak' }).locator('.figure__value').innerText()).resolves.toBe('1 day');
    await expectAccessible(page);
  });

  it('ended in its first minute is kept out of the log: nothing is sent and the local log forgets it', async () => {
    await signedIn({ realTime: true });
    await startDefaultMeditation();
    const posts: string[] = [];
    page.on('request', (request) => request.method() === 'POST' && request.url().endsWith('/api/sessions/log') && posts.push(request.url()));
    await eventually(localLog, { until: (entries) => entries.length === 1, what: 'the entry the start writes' });
    await endSessionEarly();
    await page.getByRole('heading', { name: 'How are you feeling?' }).waitFor();
    // The end has been recorded once the entry is gone: anything it were to send would have been asked for by then.
    await eventually(localLog, { until: (entries) => entries.length === 0, what: 'the entry forgotten' });
    expect(posts).toEqual([]);
    expect(await serverLog()).toEqual([]);
  });

  it('fills the screen at desktop width: the runner and its idle dimming cover the whole window, not an inset box', async () => {
    await signedIn({ colorScheme: 'light' });
    await page.goto(`${app.hosted.origin}/app/build/meditation`);
    await page.getByRole('button', { name: 'Custom Builder' }).click();
    await page.getByRole('button', { name: 'Start Meditation' }).click();
    await page.waitForURL(/\/app\/session$/);
    // Idle dimming comes after its time on the session's clock (60 times faster here).
    const dim = page.getByRole('button', { name: /^Screen dimmed/ });
    await dim.waitFor();
    const box = await dim.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom, width: innerWidth, height: innerHeight };
    });
    expect(box).toEqual({ left: 0, top: 0, right: box.width, bottom: box.height, width: 1280, height: 900 });
    await expectAccessible(page);
  });

  it('keeps only the latest 100 entries in the local log', async () => {
    await signedIn();
    await page.goto(`${app.hosted.origin}/app`);
    await page.getByRole('heading', { name: 'How are you feeling?' }).waitFor();
    await page.evaluate(async () => {
      const user = (await (await fetch('/api/user')).json()) as { id: string };
      const entries = Array.from({ length: 100 }, (_, index) => ({
        id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
        session_type: 'breathing',
        technique: 'box',
        duration: 60,
        timestamp: new Date(Date.now() - (index + 1) * 60_000).toISOString(),
        mood_tag: null,
        completed: true,
      }));
      await new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onupgradeneeded = () => open.result.createObjectStore('keyval');
        open.onsuccess = () => {
          const write = open.result.transaction('keyval', 'readwrite').objectStore('keyval').put(entries, `stillpoint:log:${user.id}`);
          write.onsuccess = () => resolve();
          write.onerror = () => reject(write.error);
        };
      });
    });
    await startCustomBreathing();
    await doneAfterCompletion();
    const log = await localLog();
    expect(log).toHaveLength(100);
    expect(log[0]).toMatchObject({ technique: 'custom', completed: true });
  });

  it('runs a zen-mode meditation in the zen view; sounds are served at /sounds/ under the app’s policy; axe on both runners', async () => {
    await signedIn({ colorScheme: 'dark' });
    const manifest = await page.request.get(`${app.hosted.origin}/sounds/assets.json`);
    expect(manifest.status()).toBe(200);
    const files = (await manifest.json()) as { name: string; file: string }[];
    expect(files.length).toBeGreaterThan(10);
    expect((await page.request.get(`${app.hosted.origin}/sounds/${files[0]!.file}`)).headers()['content-type']).toMatch(/audio\/ogg/);

    await page.goto(`${app.hosted.origin}/app/build/meditation`);
    await page.getByRole('button', { name: /^Zen/ }).click();
    await page.getByRole('button', { name: 'Start Meditation' }).click();
    await page.waitForURL(/\/app\/session$/);
    await page.locator('[part="zen-label"]').waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'End Session' }).focus();
    await page.keyboard.press('Enter');
    // End Session asks once; the keyboard answers End now.
    await page.getByRole('button', { name: 'End now' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'How are you feeling?' }).waitFor();

    await page.goto(`${app.hosted.origin}/app/build/breathing`);
    await page.getByRole('button', { name: /^Box Breathing/ }).click();
    await page.locator('[part="countdown"]').waitFor();
    await expectAccessible(page);
  });
});

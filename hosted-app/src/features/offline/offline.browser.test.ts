import type { LogEntry } from '@stillpoint/api/contract';
import { BREATHING_PRESET_CONFIGS } from '@stillpoint/sdk/catalog';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, expectAccessible, expectToast, fastClock, hostedAppPerFile, signUpInPage, skipOnboarding, workerInControl } from '@stillpoint/test-support/app';
import { eventually } from '@stillpoint/test-support';

const app = hostedAppPerFile();

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** The banner's counts, opened (it says them once read from IndexedDB). */
async function bannerCounts(page: Page): Promise<string> {
  const toggle = page.locator('.offline-banner__toggle');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.locator('.offline-banner__details li').first().waitFor();
  return (await page.locator('.offline-banner__details').innerText()).replace(/\s+/g, ' ');
}

describe('offline', () => {
  it('a visitor: the worker controls the page; offline, / reloads with the free practices in the bundles\' place and runs one', async () => {
    const { page, context } = await app.open({ width: 390, height: 844, serviceWorkers: 'allow' });
    await fastClock(page, 60);
    await page.goto(`${app.hosted.origin}/`);
    // No press, no pointer move: the page's few bytes of script registered the worker once it had loaded.
    await workerInControl(page);
    await context.setOffline(true);
    await page.reload();
    // A static page (no app, so no banner): its own few bytes show the practices that run without a connection.
    await page.getByRole('heading', { name: 'Available offline' }).waitFor();
    await expect(page.getByRole('heading', { name: 'Curated bundles' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Start Deep Reset' }).isVisible()).resolves.toBe(true);
    // Box breathing, 2 minutes: 2 s at 60x; it ends back on the page with Session Complete beside it.
    await page.getByRole('button', { name: 'Start Box Breathing' }).click();
    await page.getByRole('region', { name: 'Box Breathing session' }).waitFor();
    const complete = page.locator('#offline').getByRole('status').filter({ hasText: 'Session Complete' });
    await complete.waitFor({ timeout: 20_000 });
    await expect(complete.getByText('2 minutes of breathing').count()).resolves.toBe(1);
    // Back online, the bundles are back.
    await context.setOffline(false);
    await page.getByRole('heading', { name: 'Curated bundles' }).waitFor();
    await expect(page.getByRole('heading', { name: 'Available offline' }).count()).resolves.toBe(0);
  });

  it('signed in, the app opened offline at / (its start_url) goes on to the home, not the visitors\' landing', async () => {
    const { page, context } = await app.open({ width: 390, height: 844, serviceWorkers: 'allow' });
    await signUpInPage(app.hosted, page);
    await page.goto(`${app.hosted.origin}/app`);
    await page.getByRole('heading', { name: 'How are you feeling?' }).waitFor();
    await workerInControl(page);
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    await page.goto(`${app.hosted.origin}/`);
    await page.getByRole('heading', { name: 'How are you feeling?' }).waitFor();
    await context.setOffline(false);
  });

  it('a visitor who only read a technique page: the worker registered after load; offline, the page reloads and its session runs to its end', async () => {
    const { page, context } = await app.open({ width: 390, height: 844, serviceWorkers: 'allow' });
    await fastClock(page, 60);
    await page.goto(`${app.hosted.origin}/techniques/box-breathing`);
    // No press, no pointer move: the page's few bytes of script registered the worker once it had loaded.
    await workerInControl(page);
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Box Breathing' }).waitFor();
    const start = page.getByRole('button', { name: 'Start Box Breathing' });
    await start.click();
    await page.locator('breath-session [part="phase"]').filter({ hasText: /Inhale|Hold|Exhale/ }).waitFor();
    // Two minutes at 60x: about 2 s, then the page is back with its invitation.
    await page.getByText('You just breathed 2 minutes of Box Breathing.').waitFor({ timeout: 20_000 });
    await context.setOffline(false);
  });

  it('signed in: /app and /app/library reload offline; three sessions completed offline (one across a reload) reach the API once each', async () => {
    const { page, context } = await app.open({ serviceWorkers: 'allow' });
    await signUpInPage(app.hosted, page);
    await fastClock(page, 60);
    const saved = await apiCall(page, 'POST', '/api/sessions', { name: 'Evening box', type: 'breathing', config: BREATHING_PRESET_CONFIGS.box });
    expect(saved.status).toBe(201);
    // The API's answers to the completions posted: 201 stored, 200 one it already had (sent twice).
    const answers: number[] = [];
    page.on('response', (response) => response.request().method() === 'POST' && response.url().endsWith('/api/sessions/log') && answers.push(response.status()));
    await page.goto(`${app.hosted.origin}/app`);
    await page.getByRole('heading', { name: 'How are you feeling?' }).waitFor();
    await workerInControl(page);
    // The saved sessions are cached for offline once the app opens online.
    await eventually(
      () => page.evaluate(() => new Promise<number>((resolve) => {
        const open = indexedDB.open('keyval-store');
        open.onsuccess = () => {
          const store = open.result.transaction('keyval').objectStore('keyval');
          const keys = store.getAllKeys();
          keys.onsuccess = () => resolve(keys.result.filter((key) => String(key).startsWith('stillpoint:offline-sessions:')).length);
        };
      })),
      { until: (count) => count === 1, what: 'the offline cache' },
    );

    await context.setOffline(true);
    await page.goto(`${app.hosted.origin}/app/library`);
    await page.getByText('Offline Mode').waitFor();
    await page.getByRole('heading', { name: 'Library', exact: true }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Library', exact: true }).waitFor();
    await page.goto(`${app.hosted.origin}/app`);
    await page.getByText('Offline Mode').waitFor();
    await page.getByRole('heading', { name: 'How are you feeling?' }).waitFor();
    await page.getByRole('heading', { name: 'Available offline' }).waitFor();
    await expect(bannerCounts(page)).resolves.toBe('3 sessions available offline 0 completions waiting to be sent');

    const runBoxOffline = async () => {
      // From the offline sessions: once run, box breathing is also first on the home, under "Again".
      await page.getByRole('region', { name: 'Available offline' }).getByRole('button', { name: /^Box Breathing/ }).click();
      await page.waitForURL(/\/app\/session$/);
      // It ends on Session Complete; Done goes home.
      await page.getByRole('heading', { name: 'Session Complete' }).waitFor({ timeout: 20_000 });
      await page.getByRole('button', { name: 'Done' }).click();
      await page.getByRole('heading', { name: 'How are you feeling?' }).waitFor();
    };
    await runBoxOffline();
    await runBoxOffline();
    await page.reload();
    await page.getByRole('heading', { name: 'Available offline' }).waitFor();
    await runBoxOffline();
    await eventually(() => bannerCounts(page), { until: (text) => text === '3 sessions available offline 3 completions waiting to be sent', what: 'the banner' });
    // Offline, no POST reached the network (they failed in the browser): what counts is what arrives below.
    answers.length = 0;

    await context.setOffline(false);
    await page.getByText('Back Online').waitFor();
    const log = await eventually(async () => (await apiCall<LogEntry[]>(page, 'GET', '/api/sessions/log')).body, { until: (entries) => entries.length >= 3, what: 'the API log' });
    expect(log.map((entry) => [entry.technique, entry.completed])).toEqual([
      ['box', true],
      ['box', true],
      ['box', true],
    ]);
    // Asked again (the page becoming visible, another online event), the outbox has nothing left to send.
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.goto(`${app.hosted.origin}/app`);
    await page.getByRole('heading', { name: 'How are you feeling?' }).waitFor();
    const after = (await apiCall<LogEntry[]>(page, 'GET', '/api/sessions/log')).body;
    expect(after).toHaveLength(3);
    expect(new Set(after.map((entry) => entry.id)).size).toBe(3);
    // Each was stored once, and none was posted again after the API had it (a post that never reached it is tried again).
    expect(answers).toEqual([201, 201, 201]);
  });

  it('signed in on a phone, offline: a mood tile says why it starts box breathing; History shows the sessions on this device, those waiting to be sent marked', async () => {
    const { page, context } = await app.open({ width: 390, height: 844, hasTouch: true, serviceWorkers: 'allow' });
    await signUpInPage(app.hosted, page);
    await fastClock(page, 60);
    const finish = async () => {
      await page.getByRole('heading', { name: 'Session Complete' }).waitFor({ timeout: 20_000 });
      await page.getByRole('button', { name: 'Done' }).tap();
      await page.getByRole('heading', { name: 'How are you feeling?' }).waitFor();
    };
    // One session done online: the API has it, and this device keeps it in its log.
    await page.goto(`${app.hosted.origin}/app/build/breathing`);
    await page.getByRole('button', { name: 'Custom Builder' }).tap();
    await page.getByRole('button', { name: 'Start', exact: true }).tap();
    await finish();
    await eventually(async () => (await apiCall<LogEntry[]>(page, 'GET', '/api/sessions/log')).body, { until: (entries) => entries.length === 1, what: 'the API log' });
    await workerInControl(page);

    await context.setOffline(true);
    await page.getByText('Offline Mode').waitFor();
    await page.getByRole('button', { name: /^Quick Reset/ }).tap();
    await page.waitForURL(/\/app\/session$/);
    await expectToast(page, 'Recommendation failed', 'You are offline, so no recommendation can be made. Starting Box Breathing for 5 minutes instead.', 'destructive');
    await expect(page.locator('[part="title"]').innerText()).resolves.toBe('Box Breathing');
    await finish();

    await page.goto(`${app.hosted.origin}/app/history`);
    await page.getByText('Your streaks and charts come back when you are online.').waitFor();
    const items = page.locator('.log-item');
    await items.nth(1).waitFor();
    await expect(items.allInnerTexts()).resolves.toEqual([expect.stringMatching(/^Box Breathing · Breathing\n.* · Waiting to be sent\n5 min$/), expect.stringMatching(/^Custom Breathing · Breathing\n[^·]*\n40 s$/)]);
    await expect(page.getByText('Your progress could not be loaded').count()).resolves.toBe(0);
    await expectAccessible(page);

    // Back online, the waiting one is sent, and History shows the API's log with it.
    await context.setOffline(false);
    await eventually(async () => (await apiCall<LogEntry[]>(page, 'GET', '/api/sessions/log')).body, { until: (entries) => entries.length === 2, what: 'the API log' });
    await page.reload();
    await page.getByRole('heading', { name: 'Practice days' }).waitFor();
    // The log once it has come (the heading comes before it), then none of it still waiting.
    await expect.poll(() => page.locator('.log-item__technique').allInnerTexts()).toEqual(['Box Breathing', 'Custom Breathing']);
    await expect(page.locator('.log-item__waiting').count()).resolves.toBe(0);
  });

  it('signed in without a service worker yet (a first visit, a browser that refuses one): the connection dropping shows the offline sessions, not an error', async () => {
    const { page, context } = await app.open({ width: 390, height: 844 });
    await signUpInPage(app.hosted, page);
    // What the open page loads once its first screen is shown (the offline host, the offline sessions' code) has loaded,
    // however late a loaded machine makes that moment; then the connection drops.
    const offlineSessionsFetched = page.waitForResponse((response) => /\/OfflineSessions-[\w-]+\.js$/.test(new URL(response.url()).pathname), { timeout: 60_000 });
    await page.goto(`${app.hosted.origin}/app`);
    await page.getByRole('heading', { name: 'How are you feeling?' }).waitFor();
    // Loaded, not only fetched: the host is mounted (its refresh prompt has checked), and the offline sessions' module
    // has run with what it imports (the page's own import of it resolves).
    await page.locator('html[data-refresh-prompt-checked]').waitFor({ state: 'attached' });
    await page.evaluate(`import(${JSON.stringify((await offlineSessionsFetched).url())}).then(() => true)`);
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    await page.getByText('Offline Mode').waitFor();
    await page.getByRole('heading', { name: 'Available offline' }).waitFor();
    await expect(page.getByRole('button', { name: /^Box Breathing/ }).count()).resolves.toBe(1);
    await expect(page.getByRole('heading', { name: 'Something went wrong' }).count()).resolves.toBe(0);
  });

  it('signed in without a service worker yet, the connection gone as the home\'s later parts load: the page stays, and they come when it returns', async () => {
    const { page, context } = await app.open({ width: 390, height: 844 });
    await signUpInPage(app.hosted, page);
    // The code of the parts that follow the first screen does not arrive, as when the connection drops just then. Their
    // fetches fail once the banner's host is mounted (its refresh prompt has checked), so the app follows the
    // connection before the parts know they failed: back online, its listener shows the sections again before theirs.
    const names = ['UpgradeLink', 'RecentSessions', 'MoreToExplore'];
    const parts = new RegExp(`/(${names.join('|')})-[\\w-]+\\.js$`);
    let hostMounted = () => {};
    const mounted = new Promise<void>((resolve) => (hostMounted = resolve));
    const cut = async (route: Route) => {
      await mounted;
      await route.abort('internetdisconnected');
    };
    await page.route(parts, cut);
    const failed = Promise.all(
      names.map((part) => page.waitForEvent('requestfailed', { predicate: (request) => new URL(request.url()).pathname.includes(`/${part}-`), timeout: 60_000 })),
    );
    await page.goto(`${app.hosted.origin}/app`);
    await page.locator('html[data-refresh-prompt-checked]').waitFor({ state: 'attached' });
    hostMounted();
    // Theirs was asked for and failed; then the connection drops.
    await failed;
    await context.setOffline(true);
    await page.getByText('Offline Mode').waitFor();
    await expect(page.getByRole('heading', { name: 'How are you feeling?' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: /^Calm Nerves/ }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('heading', { name: 'Something went wrong' }).count()).resolves.toBe(0);

    // Back online, each part asks for its code again.
    await page.unroute(parts, cut);
    await context.setOffline(false);
    await page.getByText('Sessions you save from the builders appear here, one tap away.').waitFor();
    await page.getByRole('heading', { name: 'Featured sessions' }).waitFor();
    await expect(page.getByRole('heading', { name: 'How are you feeling?' }).isVisible()).resolves.toBe(true);
  });

  it('the refresh prompt comes on an iPhone 2 s after load, and Later keeps it away for an hour; never elsewhere', async () => {
    for (const userAgent of [undefined, IPHONE]) {
      const context = await app.hosted.browser.newContext({ viewport: { width: 390, height: 844 }, ...(userAgent ? { userAgent } : {}) });
      try {
        const page = await context.newPage();
        await skipOnboarding(page);
        // A page the app runs in (the landing is a static page with none): the app checks.
        await page.goto(`${app.hosted.origin}/meditation`);
        await page.locator('html[data-refresh-prompt-checked]').waitFor({ state: 'attached' });
        const prompt = page.getByRole('region', { name: 'Refresh the app' });
        if (!userAgent) {
          await expect(prompt.count()).resolves.toBe(0);
          continue;
        }
        await prompt.getByRole('button', { name: 'Later' }).click();
        await expect(page.evaluate(() => Number(localStorage.getItem('stillpoint:last-refresh')))).resolves.toBeGreaterThan(Date.now() - 60_000);
        await page.reload();
        await page.locator('html[data-refresh-prompt-checked]').waitFor({ state: 'attached' });
        await expect(prompt.count()).resolves.toBe(0);
        // An hour later it comes again; Refresh clears the caches, records the time and reloads.
        await page.evaluate(() => localStorage.setItem('stillpoint:last-refresh', String(Date.now() - 3_600_000)));
        await page.reload();
        await workerInControl(page);
        await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Refresh' }).click()]);
        await page.locator('html[data-refresh-prompt-checked]').waitFor({ state: 'attached' });
        await expect(prompt.count()).resolves.toBe(0);
      } finally {
        await context.close();
      }
    }
  });
});

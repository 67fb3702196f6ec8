import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hostedAppPerFile, signUpInPage, skipOnboarding, TEST_PASSWORD, uniqueEmail } from '@stillpoint/test-support/app';
import { REGISTER_WORKER } from '../../lib/WorkerRegistration';
import { PRICE_SWAP } from './staticPageScripts';

// How public pages load (lib/pageHandle.ts: static pages run no app) and what the server answers at / (api/src/http/staticApp.ts).
const app = hostedAppPerFile();

/** What the page fetches: every script (its path when asked for, its size on the wire once it has come), and every request to another host. */
function watch(page: Page) {
  const scripts: string[] = [];
  const bytes: number[] = [];
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(`${app.hosted.origin}/`) && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url);
    if (request.resourceType() === 'script') scripts.push(new URL(url).pathname);
  });
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    request.sizes().then(
      (sizes) => bytes.push(sizes.responseBodySize + sizes.responseHeadersSize),
      () => {}, // the page closed first: its size no longer matters
    );
  });
  return { scripts, foreign, scriptBytes: () => bytes.reduce((sum, size) => sum + size, 0) };
}

/** The page has loaded and the network is quiet: whatever it would fetch by itself, it has asked for. */
const loaded = (page: Page) => page.waitForLoadState('networkidle');

describe('what the server answers at / and /auth', () => {
  it('a visitor, or a cookie that is not a signed session, gets the prerendered landing page; a signed-in request gets the app, never the landing page', async () => {
    const visitor = await fetch(`${app.hosted.origin}/`, { headers: { Accept: 'text/html' } });
    const landing = await visitor.text();
    expect(visitor.status).toBe(200);
    expect(visitor.headers.get('vary')).toMatch(/Cookie/i);
    expect(visitor.headers.get('cache-control')).toBe('private, no-cache');
    expect(landing).toContain('<h1');
    expect(landing).toContain('<link rel="canonical" href="https://stillpoint.app/"/>');

    const forged = await fetch(`${app.hosted.origin}/`, { headers: { Accept: 'text/html', Cookie: 'stillpoint.sid=made-up; stillpoint.sid.sig=made-up' } });
    expect(await forged.text()).toBe(landing);

    const { page } = await app.open();
    await signUpInPage(app.hosted, page);
    for (const path of ['/', '/auth']) {
      const signedIn = await page.request.get(`${app.hosted.origin}${path}`, { headers: { Accept: 'text/html' } });
      const html = await signedIn.text();
      expect(signedIn.status(), path).toBe(200);
      expect(signedIn.headers()['vary'], path).toMatch(/Cookie/i);
      expect(signedIn.headers()['cache-control'], path).toBe('private, no-cache');
      // The SPA fallback: the loading screen and no page of its own (the landing page's heading and canonical are not in it).
      expect(html, path).not.toContain('<h1');
      expect(html, path).not.toContain('rel="canonical"');
      expect(html, path).toContain('Loading…');
    }
    // In the browser: home, and the landing page's heading never in the document on the way.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('.landing')) (window as unknown as { landingSeen: boolean }).landingSeen = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${app.hosted.origin}/`);
    await page.getByRole('heading', { name: 'How are you feeling?' }).waitFor();
    await expect(page.evaluate(() => (window as unknown as { landingSeen?: boolean }).landingSeen ?? false)).resolves.toBe(false);
  });
});

describe('the signed-in home loads only what its first screen shows', () => {
  it('no script fetched before "How are you feeling?" carries the landing page, the offline banner or the service worker\'s registration (offline.browser.test.ts: they still come)', async () => {
    const { page } = await app.open({ width: 390 });
    await signUpInPage(app.hosted, page);
    // The scripts this document had asked for when its first screen's heading came into it: those it had (its
    // resource entries) and those on their way, by when the browser started them (a request's wall-clock start between
    // the document's own start and the heading). Arrival here proves nothing on a busy machine: the sign-up page's
    // late requests, and the ones the first screen starts a moment after it shows, both come in around the heading.
    // Routing every script (no change to it) keeps them off the memory cache, so each has its start time.
    await page.route('**/*.js', (route) => route.continue());
    const requests: Request[] = [];
    page.on('request', (request) => request.url().endsWith('.js') && requests.push(request));
    let shown: { loaded: string[]; from: number; at: number } | null = null;
    await page.exposeFunction('firstScreenShown', (loaded: string[], from: number, at: number) => (shown = { loaded, from, at }));
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (![...document.querySelectorAll('h1')].some((heading) => heading.textContent === 'How are you feeling?')) return;
        observer.disconnect();
        const loaded = performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => path.endsWith('.js'));
        void (window as unknown as { firstScreenShown(loaded: string[], from: number, at: number): Promise<void> }).firstScreenShown(loaded, performance.timeOrigin, Date.now());
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${app.hosted.origin}/`);
    await page.getByRole('heading', { name: 'How are you feeling?' }).waitFor();
    await expect.poll(() => shown).not.toBeNull();
    const { loaded, from, at } = shown as unknown as { loaded: string[]; from: number; at: number };
    // A request's timing is known once it is answered.
    await page.waitForLoadState('networkidle');
    const started = requests
      .filter((request) => request.timing().startTime >= from && request.timing().startTime <= at)
      .map((request) => new URL(request.url()).pathname);
    const before = [...new Set([...loaded, ...started])];
    expect(before.some((path) => path.includes('/framework-'))).toBe(true);
    const sources = await Promise.all(before.map(async (path) => (await fetch(`${app.hosted.origin}${path}`)).text()));
    const carrying = (words: string) => before.filter((_, at) => sources[at]!.includes(words));
    expect(carrying('Breathe. Sit. Nothing else.')).toEqual([]);
    expect(carrying('Offline Mode')).toEqual([]);
    // The worker registers once the first screen is shown, and its precaching follows: nothing of it before.
    expect(carrying('/service-worker.js')).toEqual([]);
  });
});

/** How long a page of the app may take to open on a phone four times slower, on a machine busy with other suites. */
const SLOW_PHONE_WAIT_MS = 30_000;

describe('a page of links and text is its prerendered HTML, and a press on it answers at once', () => {
  it('/why carries no script of React Router, only its own two inline ones: the prices in the reader’s currency and the registration of the service worker', async () => {
    const html = await (await fetch(`${app.hosted.origin}/why`)).text();
    expect(html).not.toContain('__reactRouter');
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, code]) => code);
    expect(scripts.sort()).toEqual([PRICE_SWAP, REGISTER_WORKER].sort());
    expect(html.match(/<script\b/g)).toHaveLength(2);
  });

  it('on a phone four times slower, a tap on Try Stillpoint Free is a link the browser follows by itself to Create account (/auth?mode=signup), which opens there', async () => {
    const { page } = await app.open({ width: 390, hasTouch: true });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const seen = watch(page);
    await page.goto(`${app.hosted.origin}/why`);
    await loaded(page);
    expect(seen.scripts).toEqual([]);
    await page.getByRole('main').getByRole('link', { name: 'Try Stillpoint Free' }).first().tap();
    // The press is the browser's own, a navigation: no app stands between the tap and the next page.
    await page.waitForURL(`${app.hosted.origin}/auth?mode=signup`, { timeout: SLOW_PHONE_WAIT_MS });
    // The next page is the app's, hydrating on a phone four times slower: longer than the suites' usual wait on a loaded machine.
    await page.getByRole('dialog').getByLabel('First name').waitFor({ timeout: SLOW_PHONE_WAIT_MS });
  });

  it('on the landing page, a tap on a trial link on a slow phone is a link the browser follows by itself to Create account', async () => {
    const { page } = await app.open({ width: 390, hasTouch: true });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${app.hosted.origin}/`);
    await loaded(page);
    await page.getByRole('link', { name: 'Start your 14-day free trial' }).first().tap();
    await page.waitForURL(`${app.hosted.origin}/auth?mode=signup`, { timeout: SLOW_PHONE_WAIT_MS });
    // The next page is the app's, hydrating on a phone four times slower: longer than the suites' usual wait on a loaded machine.
    await page.getByRole('dialog').getByLabel('First name').waitFor({ timeout: SLOW_PHONE_WAIT_MS });
  });

  it('no build step reads or rewrites what React Router generates by pattern: the config names none of its internals', async () => {
    const config = await readFile(join(import.meta.dirname, '..', '..', '..', 'react-router.config.ts'), 'utf8');
    expect(config).not.toContain('__reactRouterManifest');
    expect(config).not.toMatch(/readdir|manifest-\.\*/);
  });
});

describe('the landing page and /calmkit are static pages: a press answers at once', () => {
  /** A phone four times slower, with touch: the page the issue measured (2.7 s from the first tap to an answer). */
  async function slowPhone() {
    const { page } = await app.open({ width: 390, height: 844, hasTouch: true });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    return page;
  }
  /** A module of the app (React Router's manifest, its entry, the root or a route): none on a static page (an island's element brings only its own chunks). */
  const appScripts = (scripts: readonly string[]) => scripts.filter((path) => /\/(manifest|entry\.client|root|home|landing|calmkit)-/.test(path));

  it('on a slow phone, a tap on a bundle\'s Start is answered by the page itself: the island covers it, then the runner; no app script loads', async () => {
    const page = await slowPhone();
    const seen = watch(page);
    await page.goto(`${app.hosted.origin}/`);
    await loaded(page);
    const start = page.getByRole('button', { name: 'Start Box Breathing' }).first();
    await start.scrollIntoViewIfNeeded();
    await start.tap();
    // The press is answered by the page itself, not after an app has loaded (the Start, pressed, is under the island).
    // How soon the island comes is a figure of `npm run bench -- site`.
    await page.locator('button[aria-busy="true"]', { hasText: 'Start Box Breathing' }).waitFor({ state: 'attached' });
    await page.locator('.session-island').waitFor();
    await page.locator('.session-island breath-session [part="phase"]').filter({ hasText: /Inhale|Hold|Exhale/ }).waitFor();
    expect(appScripts(seen.scripts)).toEqual([]);
    expect(seen.foreign).toEqual([]);
  });

  it('on a slow phone, a card opens at one tap, one open at a time across both lists; the page loads no app script', async () => {
    const page = await slowPhone();
    const seen = watch(page);
    await page.goto(`${app.hosted.origin}/`);
    await loaded(page);
    const card = (name: RegExp) => page.locator(".expandable-card > details").filter({ has: page.locator('summary', { hasText: name }) });
    await card(/^Box Breathing/).locator('summary').tap();
    await expect(card(/^Box Breathing/).evaluate((details) => (details as HTMLDetailsElement).open)).resolves.toBe(true);
    await card(/^Quick Sit/).locator('summary').tap();
    await expect(page.locator('.expandable-card > details[open]').count()).resolves.toBe(1);
    await expect(card(/^Quick Sit/).evaluate((details) => (details as HTMLDetailsElement).open)).resolves.toBe(true);
    expect(appScripts(seen.scripts)).toEqual([]);
  });

  it("/calmkit loads no app script, and its Download is a link the browser downloads by itself", async () => {
    const page = await slowPhone();
    const seen = watch(page);
    await page.goto(`${app.hosted.origin}/calmkit`);
    await loaded(page);
    const download = page.getByRole('link', { name: 'Download PDF (Free)' });
    await expect(download.getAttribute('href')).resolves.toBe('/api/calmkit/download');
    await expect(download.getAttribute('download')).resolves.not.toBeNull();
    expect(seen.scripts).toEqual([]);
  });
});

describe('public pages load no app', () => {
  it('a technique page fetches no script before Start, nothing from another host; Start runs <breath-session>', async () => {
    const { page } = await app.open({ width: 390 });
    const seen = watch(page);
    await page.goto(`${app.hosted.origin}/techniques/box-breathing`);
    await loaded(page);
    expect(seen.scripts).toEqual([]);
    await page.getByRole('button', { name: 'Start Box Breathing' }).click();
    await page.locator('breath-session').waitFor();
    // The press loaded the element: the watch sees scripts, so its silence before Start meant none. Not the app's routes.
    await expect.poll(() => seen.scriptBytes()).toBeGreaterThan(20_000);
    expect(seen.scripts.filter((path) => /\/(manifest|entry\.client|root|technique)-/.test(path))).toEqual([]);
    expect(seen.foreign).toEqual([]);
  });

  it('/why and / fetch no script and nothing from another host', async () => {
    const { page } = await app.open({ width: 390 });
    const seen = watch(page);
    for (const path of ['/why', '/']) {
      await page.goto(`${app.hosted.origin}${path}`);
      await loaded(page);
    }
    expect(seen.scripts).toEqual([]);
    expect(seen.foreign).toEqual([]);
  });

  it('Sign In on the landing page opens the dialog to sign in, and signing in shows home', async () => {
    const { page } = await app.open();
    await skipOnboarding(page);
    const email = uniqueEmail('press');
    await page.goto(`${app.hosted.origin}/404`);
    const registered = await page.evaluate(
      async (body) => (await fetch('/api/register', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })).status,
      { firstName: 'Iris', lastName: 'Moss', email, password: TEST_PASSWORD },
    );
    expect(registered).toBe(201);
    await page.context().clearCookies();
    await page.goto(`${app.hosted.origin}/`);
    await page.getByRole('link', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading').innerText()).resolves.toBe('Sign in');
    await expect(dialog.getByLabel('First name').count()).resolves.toBe(0);
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill(TEST_PASSWORD);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'How are you feeling?' }).waitFor();
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  buildTestApp,
  freshDatabase,
  openDatabase,
  openWorkerDatabase,
  startJobs,
  startSmtpCapture,
  TEST_PASSWORD,
  uniqueEmail,
  type AppConfig,
  type Clock,
  type Database,
  type Jobs,
  type PushSender,
  type SmtpCapture,
} from '@stillpoint/api/testing';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { accessibilityViolations } from './axe';
import { launchChromium } from './chromium';
import './chromiumServer';
import { eventually, WAIT_MS } from './eventually';

// The app-and-database harness: the built hosted app served by the real API (the API's testing entry, as a
// workspace package) on a real PostgreSQL, and the page helpers the app's browser tests share.
export {
  createPushSender,
  generateVapidKeys,
  inlineHashes,
  startPushCapture,
  TEST_PASSWORD,
  uniqueEmail,
  type Database,
  type PushCapture,
  type PushSender,
  type SmtpCapture,
} from '@stillpoint/api/testing';
export { WAIT_MS };
export { pdfPages } from './pdfPages';
export { deviceStore } from './deviceStore';
export { endSession } from './endSession';
export { escapeDialog } from './escapeDialog';

/** The real API serving `hostedAppDir` (a hosted-app build) on a loopback port of its own; the origin it answers on. */
export interface ServedApp {
  readonly origin: string;
  close(): Promise<void>;
}

/**
 * Listens first, then builds the API for that origin: its Origin check and the links it mails need the address.
 * Mail goes to `smtpUrl` when given, else nowhere. With `config.testHooks` the pages carry the test hooks (fastClock; the
 * origin is loopback); without, they are the production pages (the benches measure those).
 */
export async function serveApp(options: { db: Database; hostedAppDir: string; smtpUrl?: string; config?: Partial<AppConfig>; clock?: Clock; push?: PushSender }): Promise<ServedApp> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const app = buildTestApp({
    db: options.db,
    ...(options.smtpUrl ? { smtpUrl: options.smtpUrl } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.push ? { push: options.push } : {}),
    config: { appOrigin: origin, hostedAppDir: options.hostedAppDir, ...options.config },
  });
  server.on('request', app.callback());
  return {
    origin,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.close();
    },
  };
}

/**
 * A new, empty, migrated database for one screenshot or bench run (DATABASE_URL's server when set, else an
 * embedded PostgreSQL); `close` drops it.
 */
export async function openFreshDatabase(prefix: string): Promise<{ db: Database; close(): Promise<void> }> {
  const fresh = await freshDatabase(prefix);
  const db = await openDatabase(fresh.url);
  return {
    db,
    async close() {
      await db.close();
      await fresh.cleanup();
    },
  };
}

export interface HostedApp {
  readonly origin: string;
  /** The API's background jobs (sit-end pushes, reminders), when started with `jobs: true`. */
  readonly jobs: Jobs | null;
  readonly db: Database;
  readonly smtp: SmtpCapture;
  readonly browser: Browser;
  close(): Promise<void>;
}

/**
 * The hosted app built for this run (hosted-app/test/buildApp.ts) served by the real API on this worker's
 * database, with a real SMTP listener and Chromium.
 */
export async function startHostedApp(options: { config?: Partial<AppConfig>; clock?: Clock; push?: PushSender; jobs?: boolean } = {}): Promise<HostedApp> {
  const { db, url } = await openWorkerDatabase();
  const smtp = await startSmtpCapture();
  const { jobs: withJobs, ...serving } = options;
  const served = await serveApp({ db, hostedAppDir: inject('hostedAppBuild'), smtpUrl: smtp.url, ...serving, config: { testHooks: true, ...options.config } });
  // A second API process on the same database runs the jobs, as a deployment's instances share them.
  const jobs = withJobs ? await startJobs(buildTestApp({ db, ...(options.clock ? { clock: options.clock } : {}), ...(options.push ? { push: options.push } : {}) }).deps, url, { schedule: false, pollingIntervalSeconds: 0.5 }) : null;
  // pg-boss's schedule runs the claim once a minute, too coarse for a test: it is run every half second here instead.
  const ticking = jobs ? setInterval(() => void jobs.tick().catch(() => {}), 500) : undefined;
  const browser = await runChromium();
  return {
    origin: served.origin,
    db,
    smtp,
    browser,
    jobs,
    async close() {
      clearInterval(ticking);
      await jobs?.stop();
      await browser.close();
      await served.close();
      await smtp.close();
      await db.close();
    },
  };
}

/**
 * The run's shared Chromium (test-support/src/chromiumServer.ts) when the suite's globalSetup launched one, else a
 * Chromium of this file's own. Closing what this answers disconnects from the shared one (its contexts close with
 * it) and ends an own one.
 */
function runChromium(): Promise<Browser> {
  const endpoint = inject('chromiumEndpoint');
  return endpoint ? chromium.connect(endpoint) : launchChromium();
}

export interface TestPage {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Uncaught exceptions and Content-Security-Policy or Permissions-Policy complaints: a test ends with none. */
  readonly problems: string[];
  close(): Promise<void>;
}

/**
 * A fresh browser context (no cookies) and page, at phone or desktop width, that records what must not happen.
 * The service worker is blocked unless `serviceWorkers: 'allow'` (the offline tests).
 * `timezoneId` is the browser's zone (the machine's by default): what a visitor's prices and a new account's zone follow.
 */
export async function openPage(
  hosted: HostedApp,
  options: {
    width?: number;
    height?: number;
    colorScheme?: 'light' | 'dark';
    reducedMotion?: 'reduce' | 'no-preference';
    timezoneId?: string;
    /** The browser's locale (the machine's by default): what dates, times and numbers are written in. */
    locale?: string;
    serviceWorkers?: 'allow' | 'block';
    /** A phone's touch screen: `tap()` works, and the page sees touch events and a coarse pointer. */
    hasTouch?: boolean;
    /** The browser's user agent string, for a device the app tells apart by it (an iPhone). */
    userAgent?: string;
  } = {},
): Promise<TestPage> {
  const context = await hosted.browser.newContext({
    // The app's own address: apiCall's paths are relative to it.
    baseURL: hosted.origin,
    // The app's service worker (features/offline) is blocked unless a test is about it: requests a worker
    // passes on are out of page.route's reach, and most tests stub a call or two that way.
    serviceWorkers: options.serviceWorkers ?? 'block',
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    colorScheme: options.colorScheme ?? 'light',
    reducedMotion: options.reducedMotion ?? 'no-preference',
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
    ...(options.locale ? { locale: options.locale } : {}),
    ...(options.hasTouch ? { hasTouch: true, isMobile: true } : {}),
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  });
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT_MS);
  page.setDefaultNavigationTimeout(WAIT_MS);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (/Content Security Policy|Permissions-Policy/i.test(message.text())) problems.push(`policy: ${message.text()}`);
  });
  return {
    context,
    page,
    problems,
    async close() {
      await context.close();
    },
  };
}

/** A test file's hosted app (see hostedAppPerFile) and the pages its tests open. */
export interface FileApp {
  readonly hosted: HostedApp;
  /** A page as openPage makes it, closed after the test, which then fails if the page logged a problem. */
  open(options?: Parameters<typeof openPage>[1]): Promise<TestPage>;
}

/**
 * One hosted app for a test file: started before its tests, stopped after them. Every page a test opens
 * through it is closed after that test, and the test fails if any of them logged a problem.
 */
export function hostedAppPerFile(options: Parameters<typeof startHostedApp>[0] = {}): FileApp {
  let started: HostedApp | undefined;
  const opened: TestPage[] = [];
  beforeAll(async () => {
    started = await startHostedApp(options);
  });
  afterAll(() => started?.close());
  afterEach(async () => {
    const tabs = opened.splice(0);
    for (const tab of tabs) await tab.close();
    for (const tab of tabs) expect(tab.problems).toEqual([]);
  });
  const app: FileApp = {
    get hosted() {
      if (!started) throw new Error('The hosted app starts in beforeAll: read it inside a hook or a test.');
      return started;
    },
    async open(pageOptions) {
      const tab = await openPage(app.hosted, pageOptions);
      opened.push(tab);
      return tab;
    },
  };
  return app;
}

export interface Account {
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
}

/**
 * Registers an account through the API with apiCall (the page's browser context, its cookie jar), so the
 * context holds the session cookie: the test starts signed in without driving the sign-in dialog (auth.browser.test.ts
 * does that). It loads no page (one costs Chromium most of a CPU-second), so the test's first page is its own.
 */
export async function signUpInPage(hosted: HostedApp, page: Page, name: { firstName?: string; lastName?: string; onboarding?: boolean } = {}): Promise<Account> {
  // A returning user's browser: the first-visit overlay is the onboarding tests' own concern.
  if (!name.onboarding) await skipOnboarding(page);
  const account = { email: uniqueEmail('browser'), password: TEST_PASSWORD, firstName: name.firstName ?? 'Rowan', lastName: name.lastName ?? 'Vale' };
  const registered = await apiCall(page, 'POST', `${hosted.origin}/api/register`, account);
  expect(registered.status, `registration: ${JSON.stringify(registered.body)}`).toBe(201);
  return account;
}

/**
 * A toast by its title. Located by class rather than role: while a modal dialog is open, Radix marks the
 * rest of the page (the notification region included) aria-hidden and announces the toast itself.
 */
export async function expectToast(page: Page, title: string, description?: string | RegExp, variant: 'default' | 'destructive' = 'default'): Promise<void> {
  const shown = page.locator(`.toast--${variant}`).filter({ has: page.locator('.toast__title', { hasText: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }) });
  try {
    await shown.first().waitFor({ timeout: WAIT_MS });
  } catch (error) {
    // Say what the page shows instead, so a timeout explains itself.
    const visible = await page.locator('body').innerText().catch(() => '(no page)');
    throw new Error(`No "${title}" toast (${variant}) at ${page.url()}. The page shows: ${visible.replace(/\s+/g, ' ')}`, { cause: error });
  }
  if (description !== undefined) await expect(shown.first().locator('.toast__description').innerText()).resolves.toMatch(description);
}

export interface SeenToast {
  title: string;
  description: string;
  variant: 'default' | 'destructive';
}

/**
 * Every toast the page shows from now on, recorded the moment it appears. For a toast that shows only briefly
 * before the page leaves (a full page load ends it): polling for it can miss it on a loaded machine, this cannot.
 */
export async function recordToasts(page: Page): Promise<SeenToast[]> {
  const seen: SeenToast[] = [];
  await page.exposeFunction('stillpointToastSeen', (toast: SeenToast) => seen.push(toast));
  await page.evaluate(() => {
    const reported = new WeakSet<Element>();
    const report = () => {
      for (const element of document.querySelectorAll('.toast')) {
        if (reported.has(element)) continue;
        reported.add(element);
        const text = (selector: string) => element.querySelector(selector)?.textContent ?? '';
        const variant = element.classList.contains('toast--destructive') ? 'destructive' : 'default';
        (window as unknown as { stillpointToastSeen(toast: SeenToast): void }).stillpointToastSeen({ title: text('.toast__title'), description: text('.toast__description'), variant });
      }
    };
    new MutationObserver(report).observe(document.body, { childList: true, subtree: true });
  });
  return seen;
}

/** Waits for the finite animations running now (transitions, fades) to finish. */
const settled = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );

/** Whether a finite animation is running now. */
const moving = (page: Page) =>
  page.evaluate(() => document.getAnimations().some((animation) => animation.effect?.getTiming().iterations !== Infinity && animation.playState === 'running'));

/** The colour scheme the page is shown in (the context's, or as emulateMedia last set it). */
export const colorSchemeOf = (page: Page) => page.evaluate(() => (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'));

/** axe finds nothing on `selector` (the whole page by default): colour contrast included, in the scheme the page was opened in. */
export async function expectAccessible(page: Page, selector = 'body'): Promise<void> {
  // Colours are judged as they settle: a dialog fading in is not yet at its contrast. A fade that a page starts on its own
  // timer while axe runs (a runner's controls and label fade out after seconds) is judged again once it has settled.
  let violations: string[] = [];
  for (let judged = 0; judged < 3; judged += 1) {
    await settled(page);
    violations = await accessibilityViolations(page, selector);
    if (violations.length === 0 || !(await moving(page))) break;
  }
  // The scheme is read only to name it in a failure.
  if (violations.length > 0) expect(violations, `axe on ${selector} at ${page.url()} in ${await colorSchemeOf(page)}`).toEqual([]);
}

/**
 * axe finds nothing on `selector` in light and in dark: the page as it is, then in the other scheme, switched live (as
 * a phone's system setting switches it; the app's colours are CSS alone), then back. One walk through a flow checks
 * both schemes, where a second context would sign up and walk it again.
 */
export async function expectAccessibleInBothSchemes(page: Page, selector = 'body'): Promise<void> {
  const was = await colorSchemeOf(page);
  await expectAccessible(page, selector);
  await page.emulateMedia({ colorScheme: was === 'dark' ? 'light' : 'dark' });
  await expectAccessible(page, selector);
  await page.emulateMedia({ colorScheme: was });
}

/** The newest link of `kind` mailed to `email`, waiting (bounded) for the message to arrive. */
export async function mailedLink(smtp: SmtpCapture, email: string, kind: 'verify-email' | 'reset-password'): Promise<string> {
  const pattern = new RegExp(`(https?://\\S+/${kind}\\?token=[\\w%-]+)`);
  return eventually(
    () =>
      smtp
        .to(email)
        .map((mail) => pattern.exec(mail.text)?.[1])
        .findLast((found) => found !== undefined),
    { what: `a ${kind} link mailed to ${email}` },
  );
}

/**
 * A call to the API with the page's browser context (its cookies), as a client outside the page: for seeding what a
 * test needs, wherever the page is (no page load needed first). Answers the status and the JSON body.
 */
export async function apiCall<T = unknown>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await page.context().request.fetch(path, { method, ...(body === undefined ? {} : { data: body }) });
  const text = await response.text();
  return { status: response.status(), body: (text ? JSON.parse(text) : null) as T };
}

/** Runs every session of the page on a clock `scale` times faster (features/session/testHooks.ts; startHostedApp's pages allow it). */
export async function fastClock(page: Page, scale: number): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('stillpoint:timeScale', String(value)), scale);
}

/**
 * Waits until the app's service worker controls the page: it claims the page once installed, and installing precaches
 * the whole build, which a loaded 2-core machine can take most of a minute over.
 */
export async function workerInControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 90_000 });
}

/** Skips the onboarding overlay, as a returning user has (its own tests show it). */
export async function skipOnboarding(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('stillpoint:onboarding-complete', '1'));
}

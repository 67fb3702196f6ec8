import { BREATHING_PRESET_CONFIGS, loadMessages } from '@stillpoint/sdk/catalog';
import type { Page } from 'playwright-core';
import type { Database } from '@stillpoint/test-support/app';
import { de as buildersDe } from '../src/features/builders/messages/de';
import { es as buildersEs } from '../src/features/builders/messages/es';
import { fr as buildersFr } from '../src/features/builders/messages/fr';
import { nl as buildersNl } from '../src/features/builders/messages/nl';
import { de as landingDe } from '../src/features/public/words/landing.de';
import { es as landingEs } from '../src/features/public/words/landing.es';
import { fr as landingFr } from '../src/features/public/words/landing.fr';
import { nl as landingNl } from '../src/features/public/words/landing.nl';
import { de as presetsDe } from '../src/features/presets/messages/de';
import { es as presetsEs } from '../src/features/presets/messages/es';
import { fr as presetsFr } from '../src/features/presets/messages/fr';
import { nl as presetsNl } from '../src/features/presets/messages/nl';
import { de } from '../src/i18n/de';
import { es } from '../src/i18n/es';
import { fr } from '../src/i18n/fr';
import { nl } from '../src/i18n/nl';

/** A program as the builder shares it: a sit with two chosen bells, a walk, a sit with a bell every 4 minutes and two at random. */
const SHARED_PROGRAM =
  '{"segments":[{"kind":"sit","minutes":15,"bells":{"at":[5,10]}},{"kind":"walk","minutes":5},{"kind":"sit","minutes":15,"bells":{"every":4,"random":{"count":2}}}]}';

/** A shared program whose walk begins after one minute: the running screen shows it bright, before the screen dims. */
const WALK_SOON_PROGRAM = '{"segments":[{"kind":"sit","minutes":1},{"kind":"walk","minutes":10},{"kind":"sit","minutes":2}]}';

export interface ScreenContext {
  readonly page: Page;
  readonly origin: string;
  readonly account: { firstName: string; lastName: string; email: string; password: string };
  readonly db: Database;
}

export interface Screen {
  /** The file name's first part. */
  readonly name: string;
  /** Brings the page to the screen (signing in and seeding data when needed). */
  show(context: ScreenContext): Promise<void>;
  /** Undoes what the screen left open (a dialog), so the next starts clean. */
  leave?(context: ScreenContext): Promise<void>;
  readonly fullPage?: boolean;
  /** The screen is about its toast (the others hide any left from the screen before). */
  readonly keepToasts?: boolean;
}

async function call(page: Page, method: string, path: string, body?: unknown): Promise<number> {
  return page.evaluate(
    async ({ method, path, body }) =>
      (await fetch(path, { method, credentials: 'include', ...(body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }) }))
        .status,
    { method, path, body },
  );
}

/** Signs the account up (once) with saved sessions and two weeks of history, and skips the onboarding overlay. */
async function signedIn({ page, origin, account }: ScreenContext): Promise<void> {
  if (!page.url().startsWith(origin)) await page.goto(`${origin}/404`);
  if ((await call(page, 'GET', '/api/user')) === 200) return;
  if ((await call(page, 'POST', '/api/register', account)) !== 201) throw new Error('registration failed');
  const box = { ...BREATHING_PRESET_CONFIGS.box, duration: { type: 'time', value: 5 } };
  const custom = { ...box, technique: 'custom', duration: { type: 'rounds', value: 8 }, customPattern: { inhale: 4, hold: 2, exhale: 6, holdAfterExhale: 0 }, visualGuide: 'lungs' };
  await call(page, 'POST', '/api/sessions', { name: 'Morning box', type: 'breathing', config: box });
  await call(page, 'POST', '/api/sessions', { name: 'Slow exhale 4-2-6', type: 'breathing', config: custom });
  const now = Date.now();
  for (const daysAgo of [0, 1, 2, 4, 5, 6, 9, 12, 13, 20, 27, 33, 40]) {
    const kind = daysAgo % 3 === 0 ? 'meditation' : 'breathing';
    await call(page, 'POST', '/api/sessions/log', {
      session_type: kind,
      technique: kind === 'meditation' ? 'quick' : 'box',
      duration: kind === 'meditation' ? 600 : 300,
      completed: true,
      timestamp: new Date(now - daysAgo * 86_400_000 - 3_600_000).toISOString(),
    });
  }
  // A sit ended early yesterday evening: History says "12 of 20 min".
  await call(page, 'POST', '/api/sessions/log', { session_type: 'meditation', technique: 'custom', title: 'Evening sit', duration: 12 * 60, planned_duration: 20 * 60, completed: false, timestamp: new Date(now - 86_400_000 + 3_600_000).toISOString() });
  await page.evaluate(() => window.localStorage.setItem('stillpoint:onboarding-complete', '1'));
}

/** A catalog's words that have no plural forms (a heading), as the string they are. */
function plain(message: string | object): string {
  if (typeof message !== 'string') throw new Error('a heading has no plural forms');
  return message;
}

async function open(page: Page, url: string, heading: string | RegExp) {
  await page.goto(url);
  await page.getByRole('heading', { name: heading }).first().waitFor();
}

/** The sign-in dialog at /auth, signed out. */
async function authDialog({ page, origin }: ScreenContext, heading: string) {
  await page.goto(`${origin}/auth`);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: heading }).waitFor();
  return dialog;
}

/** Opens the account menu on the signed-in home. */
async function openUserMenu({ page, origin, account }: ScreenContext) {
  await open(page, `${origin}/app`, 'How are you feeling?');
  await page.getByRole('button', { name: `${account.firstName} ${account.lastName}, account menu` }).click();
  await page.getByRole('menu').waitFor();
}

/** Ends a visitor's session in place on a public page (the page is back, its Start button shown). */
const endVisitorSession =
  (startButton: string) =>
  async ({ page }: ScreenContext) => {
    await page.getByRole('button', { name: 'End Session' }).click({ force: true });
    await page.getByRole('button', { name: 'End now' }).click({ force: true });
    await page.getByRole('button', { name: startButton }).waitFor();
  };

/** Starts a body scan from the meditation builder and waits for its countdown. */
async function startMeditation(context: ScreenContext) {
  await signedIn(context);
  const { page, origin } = context;
  // The builder opens as it was last left: the styles are one press away.
  await open(page, `${origin}/app/build/meditation`, 'Meditation Builder');
  await page.getByRole('button', { name: 'Choose a Style', exact: true }).click();
  await page.getByRole('button', { name: /^Body Scan/ }).click();
  await page.getByRole('button', { name: 'Start Meditation' }).click();
  // Started (once its sounds are ready): the device keeps it from then on.
  await page.waitForFunction(() => Object.keys(window.localStorage).some((name) => name.startsWith('stillpoint:running:')));
}

/** Moves the running session kept on the device `ms` earlier: the time its page was gone, as data. */
async function movedKeptStart(page: Page, ms: number) {
  await page.evaluate((by) => {
    const key = Object.keys(window.localStorage).find((name) => name.startsWith('stillpoint:running:'));
    if (!key) throw new Error('No running session is kept on the device');
    const kept = JSON.parse(window.localStorage.getItem(key)!) as { startedAt: number; seenAt: number };
    window.localStorage.setItem(key, JSON.stringify({ ...kept, startedAt: kept.startedAt - by, seenAt: kept.seenAt - by }));
  }, ms);
}

/** Ends the running session (the app goes back to the selector). */
async function endSession({ page }: ScreenContext) {
  await page.getByRole('button', { name: 'End Session' }).click({ force: true });
  await page.getByRole('button', { name: 'End now' }).click({ force: true });
  await page.getByRole('heading', { name: 'How are you feeling?' }).waitFor();
}

/** Starts Quick Sit from the home's Meditation card. */
async function quickSit({ page, origin }: ScreenContext) {
  await open(page, `${origin}/app`, 'How are you feeling?');
  await page.getByRole('button', { name: /^Meditation/ }).click();
  // The quick-start card's, not the "Again" tile of a sit before.
  await page.getByRole('region', { name: 'Meditation quick start' }).getByRole('button', { name: /^Quick Sit/ }).click();
  await page.waitForURL(/\/app\/session$/);
  await page.getByRole('button', { name: 'End Session' }).waitFor();
}

export const SCREENS: readonly Screen[] = [
  { name: 'landing', show: ({ page, origin }) => open(page, `${origin}/`, /Breathe/) },
  {
    name: 'landing-demo',
    fullPage: false,
    show: async ({ page, origin }) => {
      await open(page, `${origin}/`, /Breathe/);
      await page.getByRole('button', { name: 'Try Box Breathing here' }).click();
      // The demo runs over the page, as every practice a visitor starts on a static page (features/public/sessionStarter.ts).
      await page.locator('.session-island breath-session [part="phase"]').filter({ hasText: /Inhale|Hold|Exhale/ }).waitFor();
    },
  },
  {
    // A card open (a <details>: one open at a time across both lists).
    name: 'landing-card',
    fullPage: false,
    show: async ({ page, origin }) => {
      await open(page, `${origin}/`, /Breathe/);
      await page.locator('#card-box summary').click();
      await page.locator('#breathing').evaluate((section) => section.scrollIntoView({ block: 'start' }));
    },
  },
  {
    // A bundle's practice run to its end (on the test server's fast clock): Session Complete beside its Start, inviting to the trial.
    name: 'landing-complete',
    fullPage: false,
    show: async ({ page, origin }) => {
      await open(page, `${origin}/`, /Breathe/);
      await page.evaluate(() => localStorage.setItem('stillpoint:timeScale', '120'));
      await page.reload();
      await page.getByRole('button', { name: 'Start Box Breathing' }).click();
      const invite = page.locator('#bundles [data-island-invite]:not([hidden])');
      await invite.waitFor({ timeout: 30_000 });
      await invite.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await page.evaluate(() => localStorage.removeItem('stillpoint:timeScale'));
    },
  },
  {
    // The landing's pictures of the product as a visitor scrolls to them: each loaded in the page's scheme.
    name: 'landing-pictures',
    fullPage: false,
    show: async ({ page, origin }) => {
      await open(page, `${origin}/`, /Breathe/);
      await page.locator('#inside').evaluate((section) => section.scrollIntoView({ block: 'start' }));
      await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('#inside img')].every((image) => image.complete && image.naturalWidth > 0));
    },
  },
  { name: 'calmkit', show: ({ page, origin }) => open(page, `${origin}/calmkit`, /CalmKit/) },
  { name: '404', show: ({ page, origin }) => open(page, `${origin}/nowhere`, '404 Page Not Found') },
  { name: 'technique', show: ({ page, origin }) => open(page, `${origin}/techniques/box-breathing`, 'Box Breathing') },
  {
    name: 'technique-session',
    fullPage: false,
    show: async ({ page, origin }) => {
      await open(page, `${origin}/techniques/box-breathing`, 'Box Breathing');
      await page.getByRole('button', { name: 'Start Box Breathing' }).click();
      await page.locator('breath-session [part="phase"]').filter({ hasText: /Inhale|Hold|Exhale/ }).waitFor();
    },
    leave: endVisitorSession('Start Box Breathing'),
  },
  { name: 'meditation', show: ({ page, origin }) => open(page, `${origin}/meditation`, 'Silent meditation timer') },
  {
    name: 'meditation-session',
    fullPage: false,
    show: async ({ page, origin }) => {
      await open(page, `${origin}/meditation`, 'Silent meditation timer');
      await page.getByRole('button', { name: 'Start 10 minute sit' }).click();
      await page.locator('meditation-timer [part="time"]').waitFor();
    },
    leave: endVisitorSession('Start 10 minute sit'),
  },
  {
    // A program someone shared (issue 31), as a visitor opens its link.
    name: 'shared-program',
    show: ({ page, origin }) => open(page, `${origin}/meditation?program=${encodeURIComponent(SHARED_PROGRAM)}`, 'A sit shared with you'),
  },
  {
    // A shared program running in place, in its walk: the segment and its time left under the ring. Its first sit is
    // one minute, so on a clock 20 times faster the walk comes in 3 s while the screen is still bright (it dims after
    // two minutes of session time without a touch: 6 s here).
    name: 'shared-program-run',
    show: async ({ page, origin }) => {
      const link = `${origin}/meditation?program=${encodeURIComponent(WALK_SOON_PROGRAM)}`;
      await open(page, link, 'A sit shared with you');
      await page.evaluate(() => window.localStorage.setItem('stillpoint:timeScale', '20'));
      await open(page, link, 'A sit shared with you');
      await page.getByRole('button', { name: 'Start this sit' }).click();
      await page.locator('[part="phase"]', { hasText: /^Walk · / }).waitFor({ timeout: 30_000 });
      await page.evaluate(() => window.localStorage.removeItem('stillpoint:timeScale'));
    },
    // The walk and the last sit take some 36 s on this clock; then the page is back.
    leave: ({ page }) => page.getByRole('heading', { name: 'A sit shared with you' }).waitFor({ timeout: 90_000 }),
    fullPage: false,
  },
  // The public pages, as a visitor sees them (before any screen signs in).
  ...(
    [
      ['landing-page', '/landing'],
      ['technique-coherent', '/techniques/coherent-breathing'],
      ['technique-4-7-8', '/techniques/4-7-8-breathing'],
      ['technique-physiological-sigh', '/techniques/physiological-sigh'],
      ['404-page', '/404'],
      ['why', '/why'],
      ['philosophy', '/philosophy'],
      ['start', '/start'],
      ['what-is-breathwork', '/what-is-breathwork'],
      ['what-is-meditation', '/what-is-meditation'],
      ['minimalist-meditation-apps', '/minimalist-meditation-apps'],
      ['vision', '/about/vision'],
      ['vs-calm', '/vs/calm-alternative'],
      ['vs-headspace', '/vs/headspace-alternative'],
      ['privacy', '/privacy'],
      ['terms', '/terms'],
    ] as const
  ).map(
    ([name, path]): Screen => ({
      name,
      show: async ({ page, origin }) => {
        await open(page, `${origin}${path}`, /./);
        await page.waitForLoadState('networkidle');
      },
    }),
  ),
  // The sign-in dialog in each of its modes, as a visitor meets it (before any screen signs in).
  {
    name: 'auth-login',
    show: async (context) => {
      await authDialog(context, 'Sign in');
    },
    fullPage: false,
  },
  {
    name: 'auth-login-failed',
    show: async (context) => {
      const dialog = await authDialog(context, 'Sign in');
      await dialog.getByLabel('Email').fill('nobody.new@example.com');
      await dialog.getByLabel('Password').fill('not the password 1');
      await dialog.getByRole('button', { name: 'Sign In' }).click();
      await dialog.getByText('Create an account with this').waitFor();
    },
    fullPage: false,
    keepToasts: true,
  },
  {
    name: 'auth-register',
    show: async (context) => {
      const dialog = await authDialog(context, 'Sign in');
      await dialog.getByRole('button', { name: 'Create an account' }).click();
      await dialog.getByRole('heading', { name: 'Create account' }).waitFor();
    },
    fullPage: false,
  },
  {
    name: 'auth-forgot',
    show: async (context) => {
      const dialog = await authDialog(context, 'Sign in');
      await dialog.getByRole('button', { name: 'Forgot password?' }).click();
      await dialog.getByRole('heading', { name: 'Reset password' }).waitFor();
    },
    fullPage: false,
  },
  {
    name: 'selector',
    show: async (context) => {
      await signedIn(context);
      await open(context.page, `${context.origin}/app`, 'How are you feeling?');
      await context.page.getByRole('heading', { name: 'Featured sessions' }).waitFor();
    },
  },
  {
    name: 'detail-dialog',
    show: async ({ page, origin }) => {
      await open(page, `${origin}/app`, 'How are you feeling?');
      await page.getByRole('button', { name: /^Breathing/ }).click();
      await page.getByRole('button', { name: 'Learn more about Box Breathing' }).click();
      await page.getByRole('dialog').waitFor();
    },
    leave: ({ page }) => page.keyboard.press('Escape'),
    fullPage: false,
  },
  {
    name: 'mood-result',
    show: async ({ page, origin }) => {
      await open(page, `${origin}/app`, 'How are you feeling?');
      await page.getByRole('button', { name: /^Calm Nerves/ }).click();
      await page.waitForURL(/\/app\/session$/);
      await page.locator('.toast').waitFor();
      await page.waitForTimeout(1500);
    },
    leave: endSession,
    fullPage: false,
    keepToasts: true,
  },
  { name: 'build-chooser', show: ({ page, origin }) => open(page, `${origin}/app/build`, 'Build Session') },
  { name: 'breathing-builder', show: ({ page, origin }) => open(page, `${origin}/app/build/breathing`, 'Choose a Technique') },
  {
    name: 'breathing-builder-custom',
    show: async ({ page, origin }) => {
      await open(page, `${origin}/app/build/breathing`, 'Choose a Technique');
      await page.getByRole('button', { name: 'Custom Builder' }).click();
      await page.getByRole('button', { name: 'Save Pattern' }).click();
    },
  },
  { name: 'meditation-builder', show: ({ page, origin }) => open(page, `${origin}/app/build/meditation`, 'Choose a Style') },
  {
    name: 'meditation-builder-custom',
    show: async ({ page, origin }) => {
      await open(page, `${origin}/app/build/meditation`, 'Choose a Style');
      await page.getByRole('button', { name: /^TM Style/ }).click();
      await page.getByRole('switch', { name: 'Bells' }).click();
      await page.waitForTimeout(5500); // the "Applied" toast has gone
    },
  },
  {
    // The builder's program (issue 31): sit, walk, sit with bells of their own, its timeline, and the share link.
    name: 'meditation-builder-program',
    show: async (context) => {
      const { page, origin } = context;
      await signedIn(context);
      await open(page, `${origin}/app/build/meditation`, 'Meditation Builder');
      await page.getByRole('button', { name: 'Custom Builder' }).click();
      await page.getByRole('button', { name: '+ Add segment' }).click();
      await page.getByRole('button', { name: '+ Add segment' }).click();
      await page.getByRole('textbox', { name: 'Bells at minutes of segment 1' }).fill('5, 10');
      await page.getByRole('slider', { name: 'Random bells of segment 3' }).focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.getByRole('button', { name: '↗ Share' }).click();
      await page.getByRole('textbox', { name: 'Link' }).waitFor();
    },
  },
  {
    name: 'breathing-run',
    show: async ({ page, origin }) => {
      // The builder opens as it was last left (the custom pattern saved two screens before).
      await open(page, `${origin}/app/build/breathing`, 'Breathing Builder');
      await page.getByRole('button', { name: 'Custom Builder' }).click();
      await page.getByRole('radio', { name: 'Lungs' }).click();
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      await page.locator('[part="countdown"]').waitFor();
      await page.waitForTimeout(2200);
    },
    leave: endSession,
    fullPage: false,
  },
  {
    name: 'session-resumed',
    show: async (context) => {
      // A meditation whose page was gone for six minutes: the runner carries on where it stands (the time away moved
      // into the kept start once the page had gone, as its last heartbeat leaves it).
      const { page, origin } = context;
      await startMeditation(context);
      await page.goto(`${origin}/privacy`);
      await movedKeptStart(page, 6 * 60_000);
      await page.goto(`${origin}/app/session`);
      // Once its sounds are ready it starts where it stood: 15:00 less the six minutes.
      await page.locator('[part="time"]').filter({ hasText: /^0[89]:\d\d$/ }).waitFor();
    },
    leave: endSession,
    fullPage: false,
  },
  {
    name: 'session-away',
    show: async (context) => {
      // The page went for longer than the sit: back on the selector, one line says it was logged.
      const { page, origin } = context;
      await startMeditation(context);
      await page.goto(`${origin}/privacy`);
      await movedKeptStart(page, 60 * 60_000);
      await page.goto(`${origin}/app/session`);
      await page.getByRole('heading', { name: 'How are you feeling?' }).waitFor();
      await page.locator('.toast').waitFor();
    },
    keepToasts: true,
    fullPage: false,
  },
  {
    name: 'meditation-run',
    show: async ({ page, origin }) => {
      // A guided body scan, on a clock 8 times faster, a moment after its first prompt shows (10 s in).
      await page.evaluate(() => window.localStorage.setItem('stillpoint:timeScale', '8'));
      await open(page, `${origin}/app/build/meditation`, 'Meditation Builder');
      await page.getByRole('button', { name: 'Choose a Style', exact: true }).click();
      await page.getByRole('button', { name: /^Body Scan/ }).click();
      await page.getByRole('button', { name: 'Start Meditation' }).click();
      await page.locator('[part="guidance"]').waitFor();
      await page.evaluate(() => window.localStorage.removeItem('stillpoint:timeScale'));
    },
    leave: endSession,
    fullPage: false,
  },
  {
    name: 'runner-dimmed',
    show: async (context) => {
      await signedIn(context);
      // Two minutes without a tap, on a clock 60 times faster.
      await context.page.evaluate(() => window.localStorage.setItem('stillpoint:timeScale', '60'));
      await quickSit(context);
      await context.page.locator('[part="dim"]').waitFor();
    },
    leave: async ({ page }) => {
      // Its ten minutes are ten seconds on this clock: it runs to its end (End Session's question, brightened on a
      // clock this fast, fades with the controls before it can be pressed).
      await page.evaluate(() => window.localStorage.removeItem('stillpoint:timeScale'));
      await page.getByRole('heading', { name: 'Session Complete' }).waitFor({ timeout: 30_000 });
    },
    fullPage: false,
  },
  {
    name: 'runner-settle-in',
    show: async (context) => {
      await signedIn(context);
      await quickSit(context);
      await context.page.locator('[part="phase"]', { hasText: 'Get comfortable' }).waitFor();
    },
    leave: endSession,
    fullPage: false,
  },
  {
    name: 'runner-end-confirm',
    show: async (context) => {
      await signedIn(context);
      await quickSit(context);
      await context.page.getByRole('button', { name: 'End Session' }).click();
      await context.page.getByRole('group', { name: 'End this session?' }).waitFor();
    },
    leave: async ({ page }) => {
      await page.getByRole('button', { name: 'End now' }).click();
      await page.getByRole('heading', { name: 'How are you feeling?' }).waitFor();
    },
    fullPage: false,
  },
  { name: 'library', show: ({ page, origin }) => open(page, `${origin}/app/library`, 'Library') },
  { name: 'history', show: ({ page, origin }) => open(page, `${origin}/app/history`, 'History') },
  {
    name: 'profile',
    show: async ({ page, origin, account }) => {
      await open(page, `${origin}/app`, 'How are you feeling?');
      await page.getByRole('button', { name: `${account.firstName} ${account.lastName}, account menu` }).click();
      await page.getByRole('menuitem', { name: 'Profile' }).click();
      await page.getByRole('dialog').waitFor();
    },
    leave: ({ page }) => page.keyboard.press('Escape'),
    fullPage: false,
  },
  {
    name: 'notifications',
    // Profile Settings' Notifications with a device of the account subscribed (a phone: nothing is sent) and the
    // daily reminder on; notifications allowed in this browser, which itself is not subscribed (no push service here).
    show: async (screen) => {
      const { page, origin, account } = screen;
      await signedIn(screen);
      await page.context().grantPermissions(['notifications'], { origin });
      const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };
      await call(page, 'POST', '/api/push/subscribe', { subscription: { endpoint: 'https://push.example.com/device/maya-phone', keys } });
      await call(page, 'PUT', '/api/push/reminder', { enabled: true, time: '07:30', days: [1, 2, 3, 4, 5] });
      await open(page, `${origin}/app`, 'How are you feeling?');
      await page.getByRole('button', { name: `${account.firstName} ${account.lastName}, account menu` }).click();
      await page.getByRole('menuitem', { name: 'Profile' }).click();
      const section = page.getByRole('dialog').getByRole('region', { name: 'Notifications' });
      await section.getByText('1 device of yours gets Stillpoint’s notifications.').waitFor();
      await section.scrollIntoViewIfNeeded();
    },
    leave: ({ page }) => page.keyboard.press('Escape'),
    fullPage: false,
  },
  {
    name: 'history-offline',
    // Offline, History from what the device holds: the local log, and a completion waiting in the outbox.
    show: async (screen) => {
      const { page, origin } = screen;
      await signedIn(screen);
      await open(page, `${origin}/app`, 'How are you feeling?');
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
      const userId = await page.evaluate(async () => ((await (await fetch('/api/user')).json()) as { id: string }).id);
      await page.context().setOffline(true);
      await page.evaluate(async (id) => {
        // (No named functions in here: tsx would wrap them in a helper the page does not have.)
        const waiting = { id: crypto.randomUUID(), session_type: 'breathing', technique: 'custom', title: 'Slow exhale 4-2-6', duration: 384, planned_duration: 384, completed: true, mood_tag: null, timestamp: new Date(Date.now() - 20 * 60_000).toISOString() };
        const earlier = { id: crypto.randomUUID(), session_type: 'meditation', technique: 'quick', title: 'Quick Sit', duration: 600, planned_duration: 600, completed: true, mood_tag: null, timestamp: new Date(Date.now() - 180 * 60_000).toISOString(), ended: true };
        await new Promise<void>((resolve, reject) => {
          const request = indexedDB.open('keyval-store');
          request.onupgradeneeded = () => request.result.createObjectStore('keyval');
          request.onsuccess = () => {
            const db = request.result;
            const store = db.transaction('keyval', 'readwrite').objectStore('keyval');
            store.put([{ ...waiting, ended: true }, earlier], `stillpoint:log:${id}`);
            const write = store.put([{ body: waiting }], `stillpoint:outbox:${id}`);
            write.onsuccess = () => {
              db.close();
              resolve();
            };
            write.onerror = () => reject(write.error ?? new Error('the kept session could not be written'));
          };
        });
      }, userId);
      await open(page, `${origin}/app/history`, 'History');
      await page.locator('.log-item__waiting').first().waitFor();
    },
    leave: async ({ page }) => {
      await page.context().setOffline(false);
      await page.getByText('Back Online').waitFor();
    },
  },
  {
    name: 'offline-banner',
    // The connection drops with the app open: the banner, opened to its counts, and the sessions available offline.
    show: async (screen) => {
      const { page, origin } = screen;
      await signedIn(screen);
      await open(page, `${origin}/app`, 'How are you feeling?');
      await page.context().setOffline(true);
      await page.locator('.offline-banner__toggle').click();
      await page.locator('.offline-banner__details li').first().waitFor();
    },
    leave: async ({ page }) => {
      await page.context().setOffline(false);
      await page.getByText('Back Online').waitFor();
    },
    fullPage: false,
  },
  {
    name: 'install-hint',
    // Where the browser offers installing (Chromium's beforeinstallprompt, which a headless one never fires: given here).
    show: async (screen) => {
      const { page, origin } = screen;
      await signedIn(screen);
      await open(page, `${origin}/app`, 'How are you feeling?');
      // A string: tsx would name the functions of an object literal with a helper the page does not have.
      await page.evaluate(`window.dispatchEvent(Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt() { return Promise.resolve(); }, userChoice: Promise.resolve({ outcome: 'dismissed' }) }))`);
      await page.getByRole('complementary', { name: 'Install Stillpoint' }).waitFor();
    },
    fullPage: false,
  },
  { name: 'user-menu', show: openUserMenu, leave: ({ page }) => page.keyboard.press('Escape'), fullPage: false },
  {
    name: 'session-complete',
    show: async ({ page, origin }) => {
      // The custom pattern (40 s) on a clock 60 times faster: "Session Complete" within a second.
      await page.evaluate(() => window.localStorage.setItem('stillpoint:timeScale', '60'));
      // The builder reopens on the custom pattern run before (breathing-run): the heading, not the technique list.
      await open(page, `${origin}/app/build/breathing`, 'Breathing Builder');
      await page.getByRole('button', { name: 'Custom Builder' }).click();
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      await page.getByRole('heading', { name: 'Session Complete' }).waitFor();
      await page.evaluate(() => window.localStorage.removeItem('stillpoint:timeScale'));
      await page.getByLabel(/^Streak:/).waitFor();
    },
    leave: async ({ page }) => {
      await page.getByRole('button', { name: 'Done' }).click();
      await page.getByRole('heading', { name: 'How are you feeling?' }).waitFor();
    },
    fullPage: false,
  },
  {
    // The sessions run above (the custom pattern, the body scan), first on the home, one press each.
    name: 'home-again',
    show: async ({ page, origin }) => {
      await open(page, `${origin}/app`, 'How are you feeling?');
      await page.getByRole('region', { name: 'Again' }).waitFor();
    },
    fullPage: false,
  },
  {
    // The meditation builder reopens on the form as the body scan was started from it (meditation-run).
    name: 'meditation-builder-reopened',
    show: async ({ page, origin }) => {
      await open(page, `${origin}/app/build/meditation`, 'Meditation Builder');
      await page.locator('.session-name').waitFor();
    },
    fullPage: false,
  },
  {
    // Box breathing's detail dialog with its length brought down to 3 minutes before Start.
    name: 'preset-length',
    show: async ({ page, origin }) => {
      await open(page, `${origin}/app`, 'How are you feeling?');
      await page.getByRole('button', { name: /^Breathing/ }).click();
      await page.getByRole('button', { name: 'Learn more about Box Breathing' }).click();
      await page.getByRole('dialog').getByRole('slider', { name: 'Length' }).focus();
      for (const key of ['Home', 'ArrowRight', 'ArrowRight']) await page.keyboard.press(key);
      await page.getByRole('dialog').getByRole('button', { name: 'Start 3 min Session' }).waitFor();
    },
    leave: ({ page }) => page.keyboard.press('Escape'),
    fullPage: false,
  },
  {
    name: 'onboarding',
    show: async ({ page, origin }) => {
      await open(page, `${origin}/onboarding`, 'What is your main goal?');
      await page.getByRole('radio', { name: 'Better sleep quality' }).click();
    },
  },
  {
    name: 'onboarding-overlay',
    show: async ({ page, origin, account, db }) => {
      // A first visit: neither this browser nor the account (which keeps it since issue 21) has been through it.
      await page.evaluate(() => window.localStorage.removeItem('stillpoint:onboarding-complete'));
      await db.sequelize.query('UPDATE users SET onboarding_completed_at = NULL WHERE lower(email) = lower(:email)', { replacements: { email: account.email } });
      await page.goto(`${origin}/app`);
      await page.getByRole('dialog').getByRole('heading', { name: 'Welcome' }).waitFor();
    },
    leave: async ({ page }) => {
      await page.getByRole('dialog').getByRole('button', { name: 'Skip' }).click();
    },
    fullPage: false,
  },
  {
    name: 'paywall',
    show: async (context) => {
      await signedIn(context);
      await open(context.page, `${context.origin}/paywall`, 'Stillpoint Premium');
      await context.page.getByRole('button', { name: /Yearly/ }).waitFor();
    },
  },
  ...(
    [
      ['paywall-ended', `trial_ends_at = now() - interval '2 days'`, 'Try one session for free'],
      ['paywall-subscribed', `trial_ends_at = now() - interval '30 days', plan = 'yearly', subscription_status = 'active', subscription_id = 'sub_screens', current_period_end = now() + interval '200 days'`, 'Continue to Stillpoint'],
      ['paywall-canceled', `trial_ends_at = now() - interval '30 days', plan = 'yearly', subscription_status = 'canceled', subscription_id = 'sub_screens', current_period_end = now() + interval '200 days'`, 'Resume subscription'],
    ] as const
  ).map(
    ([name, state, shown]): Screen => ({
      name,
      // The paywall as each state reads it (the trial's is "paywall"); the account is back in its trial after.
      show: async (context) => {
        const { page, origin, account, db } = context;
        await signedIn(context);
        await db.sequelize.query(`UPDATE users SET ${state} WHERE lower(email) = lower(:email)`, { replacements: { email: account.email } });
        await open(page, `${origin}/paywall`, 'Stillpoint Premium');
        await page.getByRole(shown === 'Continue to Stillpoint' ? 'link' : 'button', { name: shown }).waitFor();
      },
      leave: async ({ account, db }) => {
        await db.sequelize.query(
          `UPDATE users SET trial_ends_at = now() + interval '14 days', plan = NULL, subscription_status = NULL, subscription_id = NULL, current_period_end = NULL WHERE lower(email) = lower(:email)`,
          { replacements: { email: account.email } },
        );
      },
    }),
  ),
  {
    name: 'notifications-unreachable',
    // The browser's push service never answers: after 20 s (a fake clock here) the reason, and the reminder still settable.
    show: async (screen) => {
      const { page, origin, account } = screen;
      await signedIn(screen);
      await page.context().grantPermissions(['notifications'], { origin });
      await page.clock.install();
      await open(page, `${origin}/app`, 'How are you feeling?');
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
      await page.evaluate('PushManager.prototype.subscribe = () => new Promise(() => {})');
      await page.getByRole('button', { name: `${account.firstName} ${account.lastName}, account menu` }).click();
      await page.getByRole('menuitem', { name: 'Profile' }).click();
      const section = page.getByRole('dialog').getByRole('region', { name: 'Notifications' });
      await section.getByRole('button', { name: 'Enable notifications' }).click();
      await section.getByRole('button', { name: 'Enabling…' }).waitFor();
      await page.clock.runFor(20_000);
      await section.getByRole('alert').waitFor();
      await section.scrollIntoViewIfNeeded();
    },
    leave: ({ page }) => page.keyboard.press('Escape'),
    fullPage: false,
    keepToasts: true,
  },
  {
    name: 'payment-dialog',
    // The modal a new account meets 1 s after "Account created!": a second account registers in the dialog.
    show: async (context) => {
      const { page, origin, account } = context;
      await signedIn(context);
      await call(page, 'POST', '/api/logout');
      await page.goto(`${origin}/auth`);
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Create an account' }).click();
      await dialog.getByLabel('First name').fill(account.firstName);
      await dialog.getByLabel('Last name').fill(account.lastName);
      await dialog.getByLabel('Email').fill(`new-${account.email}`);
      await dialog.getByLabel('Password').fill(account.password);
      await dialog.getByRole('button', { name: 'Create Account' }).click();
      await page.getByRole('dialog', { name: 'Your 14-day free trial has started' }).waitFor();
    },
    leave: async ({ page, account }) => {
      await page.getByRole('button', { name: 'Decide later' }).click();
      await call(page, 'POST', '/api/logout');
      await call(page, 'POST', '/api/login', { email: account.email, password: account.password });
    },
    fullPage: false,
    keepToasts: true,
  },
  // The landing and the app in each other language (issue 33): the landing at its address, the app by the account's
  // language. The selector, the breathing builder, a breathing run and History are also the landing's pictures in that
  // language (src/features/public/productShots.ts), as the English ones are of the screens of those names above.
  ...(
    [
      ['de', landingDe, de, presetsDe, buildersDe],
      ['nl', landingNl, nl, presetsNl, buildersNl],
      ['fr', landingFr, fr, presetsFr, buildersFr],
      ['es', landingEs, es, presetsEs, buildersEs],
    ] as const
  ).flatMap(([language, landing, app, presets, builders]): Screen[] => {
    const setLanguage = async (page: Page, locale: string) => {
      if ((await call(page, 'PATCH', '/api/user/preferences', { locale })) !== 200) throw new Error(`the account's language could not be set to ${locale}`);
    };
    /** The screen with the account in `language` (as Profile sets it), signed in; the account is in English again after. */
    const inLanguage = (screen: Screen): Screen => ({
      ...screen,
      show: async (context) => {
        await signedIn(context);
        await setLanguage(context.page, language);
        await screen.show(context);
      },
      leave: async (context) => {
        await screen.leave?.(context);
        await setLanguage(context.page, 'en');
      },
    });
    return [
      { name: `landing-${language}`, show: ({ page, origin }) => open(page, `${origin}/${language}/`, plain(landing['hero.heading'])) },
      inLanguage({
        name: `selector-${language}`,
        show: async ({ page, origin }) => {
          // As the selector (made before any session runs): no "Again" of the runs of the screens before, whose titles
          // the device keeps as they ran.
          await page.evaluate(() => Object.keys(window.localStorage).forEach((key) => key.startsWith('stillpoint:recent-runs:') && window.localStorage.removeItem(key)));
          await open(page, `${origin}/app`, plain(app['home.feeling']));
          await page.getByRole('heading', { name: plain(presets['presets.featured']) }).waitFor();
        },
      }),
      inLanguage({
        // As breathing-builder: the techniques (the builder opens as last left, on a custom pattern run before).
        name: `breathing-builder-${language}`,
        show: async ({ page, origin }) => {
          await open(page, `${origin}/app/build/breathing`, plain(builders['breathing.title']));
          await page.getByRole('button', { name: plain(builders['breathing.techniques']), exact: true }).click();
          await page.getByRole('heading', { name: plain(builders['breathing.techniques']) }).waitFor();
        },
      }),
      inLanguage({
        // As breathing-run: the custom pattern with the lungs, two seconds into its countdown.
        name: `breathing-run-${language}`,
        show: async ({ page, origin }) => {
          await open(page, `${origin}/app/build/breathing`, plain(builders['breathing.title']));
          await page.getByRole('button', { name: plain(builders['builders.custom']) }).click();
          await page.getByRole('radio', { name: plain(builders['guide.lungs']) }).click();
          await page.getByRole('button', { name: plain(builders['breathing.start']), exact: true }).click();
          await page.locator('[part="countdown"]').waitFor();
          await page.waitForTimeout(2200);
        },
        leave: async ({ page }) => {
          const runner = await loadMessages(language);
          await page.getByRole('button', { name: plain(runner['button.end']) }).click({ force: true });
          await page.getByRole('button', { name: plain(runner['button.endNow']) }).click({ force: true });
          await page.getByRole('heading', { name: plain(app['home.feeling']) }).waitFor();
        },
        fullPage: false,
      }),
      inLanguage({ name: `history-${language}`, show: ({ page, origin }) => open(page, `${origin}/app/history`, plain(app['shell.history'])) }),
    ];
  }),
  {
    name: 'subscription-dialog',
    show: async (context) => {
      const { page, origin, account } = context;
      await signedIn(context);
      await open(page, `${origin}/app`, 'How are you feeling?');
      await page.getByRole('button', { name: `${account.firstName} ${account.lastName}, account menu` }).click();
      await page.getByRole('menuitem', { name: 'Subscription' }).click();
      await page.getByRole('dialog', { name: 'Subscription' }).getByText('Free trial', { exact: true }).waitFor();
    },
    leave: ({ page }) => page.keyboard.press('Escape'),
    fullPage: false,
  },
];

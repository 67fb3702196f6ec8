import type { Page, Request } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiCall, endSession, expectToast as expectToastOn, hostedAppPerFile, mailedLink as mailedLinkOf, signUpInPage, skipOnboarding, TEST_PASSWORD, type TestPage, uniqueEmail } from '@stillpoint/test-support/app';
import { accessibilityViolations, eventually } from '@stillpoint/test-support';
import { BREATHING_PRESET_CONFIGS } from '@stillpoint/sdk/catalog';

// Expected 401s (nobody signed in, a wrong password) show up as console errors; uncaught exceptions and policy complaints must not.
const app = hostedAppPerFile();
let origin: string;
let tab: TestPage;
let page: Page;

beforeEach(async () => {
  origin = app.hosted.origin;
  tab = await app.open();
  page = tab.page;
  // New accounts are made here: the first-visit overlay is the onboarding tests' concern.
  await skipOnboarding(page);
});

const mailedLink = (email: string, kind: 'verify-email' | 'reset-password') => mailedLinkOf(app.hosted.smtp, email, kind);
const expectToast = (title: string, description?: string | RegExp, variant: 'default' | 'destructive' = 'default') => expectToastOn(page, title, description, variant);
const dialog = () => page.getByRole('dialog');

async function openSignIn(): Promise<void> {
  await page.goto(`${origin}/`);
  await page.getByRole('link', { name: 'Sign In' }).click();
  await page.waitForURL(`${origin}/auth`);
  await dialog().waitFor();
}

async function signIn(email: string, password: string): Promise<void> {
  await dialog().getByLabel('Email').fill(email);
  await dialog().getByLabel('Password').fill(password);
  await dialog().getByRole('button', { name: 'Sign In' }).click();
}

async function register(fields: { firstName: string; lastName: string; email: string; password: string }): Promise<void> {
  await dialog().getByRole('button', { name: 'Create an account' }).click();
  await dialog().getByLabel('First name').fill(fields.firstName);
  await dialog().getByLabel('Last name').fill(fields.lastName);
  await dialog().getByLabel('Email').fill(fields.email);
  await dialog().getByLabel('Password').fill(fields.password);
  await dialog().getByRole('button', { name: 'Create Account' }).click();
}

/** The account menu of the header: who is signed in, and Logout inside it. */
const accountMenu = (fullName: string) => page.getByRole('button', { name: `${fullName}, account menu` });

/** Every key the page's IndexedDB (idb-keyval's store) holds. */
const storedKeys = () =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        // Made as idb-keyval makes it, in case this look comes first.
        open.onupgradeneeded = () => open.result.createObjectStore('keyval');
        open.onsuccess = () => {
          const keys = open.result.transaction('keyval').objectStore('keyval').getAllKeys();
          keys.onsuccess = () => resolve(keys.result.map(String));
          keys.onerror = () => reject(keys.error);
        };
        open.onerror = () => reject(open.error);
      }),
  );

/** A new account's payment modal, which follows "Account created!" after a second (commercial.md §9), put off as a user would. */
async function decideLater(): Promise<void> {
  await page.getByRole('dialog', { name: 'Your 14-day free trial has started' }).getByRole('button', { name: 'Decide later' }).click();
  await dialog().waitFor({ state: 'detached' });
}

async function logOut(fullName: string): Promise<void> {
  await accountMenu(fullName).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByRole('link', { name: 'Sign In' }).waitFor();
}

describe('signing in, out and up in the hosted app', () => {
  it("opens the account menu for a press that began while the menu's code was still arriving", async () => {
    const account = await signUpInPage(app.hosted, page);
    // The menu's code (fetched once the browser is idle) is held, so that it lands between the press's down and up.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const asked = page.waitForRequest(/\/assets\/AccountMenu-[\w-]+\.js$/);
    await page.route(/\/assets\/AccountMenu-[\w-]+\.js$/, async (route) => {
      await held;
      await route.fallback();
    });
    await page.goto(`${origin}/app`);
    await asked;
    const button = accountMenu(`${account.firstName} ${account.lastName}`);
    const box = (await button.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    release();
    // The menu's own button has taken the placeholder's place (Radix marks its state) before the finger lifts.
    await page.locator('button.user-menu__trigger[data-state]').waitFor();
    await page.mouse.up();
    await page.getByRole('menuitem', { name: 'Subscription' }).waitFor();
  });

  it('Sign In goes through /api/login to /auth, where the dialog opens, toggles modes and passes axe', async () => {
    await openSignIn();
    await expect(dialog().getByRole('heading').innerText()).resolves.toBe('Sign in');
    await expect(dialog().getByLabel('First name').count()).resolves.toBe(0);
    await expect(dialog().getByLabel('Email').getAttribute('type')).resolves.toBe('email');
    // Ready to type: the e-mail field has the focus.
    await expect(dialog().getByLabel('Email').evaluate((input) => input === document.activeElement)).resolves.toBe(true);
    expect(await accessibilityViolations(page, '[role="dialog"]')).toEqual([]);

    await dialog().getByRole('button', { name: 'Create an account' }).click();
    await dialog().getByLabel('First name').waitFor();
    for (const label of ['First name', 'Last name', 'Email', 'Password']) {
      await expect(dialog().getByLabel(label).evaluate((input: HTMLInputElement) => input.required), label).resolves.toBe(true);
    }
    expect(await accessibilityViolations(page, '[role="dialog"]')).toEqual([]);

    // No provider buttons until a provider signs anyone in: a button that only answers "Coming Soon" is a dead end.
    await expect(dialog().getByRole('button', { name: /Apple|Google/ }).count()).resolves.toBe(0);
    await dialog().getByRole('button', { name: 'Already have an account? Sign in' }).click();
    await expect(dialog().getByLabel('First name').count()).resolves.toBe(0);
  });

  it('registers, shows the name in the header, confirms the mailed link while signed in, and logs out to /', async () => {
    const email = uniqueEmail('ada');
    await openSignIn();
    await register({ firstName: 'Ada', lastName: 'Lovelace', email, password: TEST_PASSWORD });
    await expectToast('Account created!');
    // The trial's dialog follows a second later and hides the page behind it: the user answers it first.
    await decideLater();
    await accountMenu('Ada Lovelace').waitFor();

    await page.goto(await mailedLink(email, 'verify-email'));
    await page.getByRole('heading', { name: 'E-mail address confirmed' }).waitFor();
    await expect(page.getByRole('status').innerText()).resolves.toBe('Your e-mail address is confirmed.');

    // The same link again: the user is confirmed already, so nothing is posted and the page says so.
    await page.reload();
    await page.getByRole('heading', { name: 'E-mail address confirmed' }).waitFor();
    await expect(page.getByRole('status').innerText()).resolves.toContain('already confirmed');

    await page.goto(`${origin}/`);
    await logOut('Ada Lovelace');
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(accountMenu('Ada Lovelace').count()).resolves.toBe(0);
    // Signed out on the server too, not only on the page.
    await page.reload();
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
  });

  it('opened signed out, the confirmation link asks to sign in first, then confirms', async () => {
    const mailed = uniqueEmail('grace');
    await openSignIn();
    await register({ firstName: 'Grace', lastName: 'Hopper', email: mailed, password: TEST_PASSWORD });
    await expectToast('Account created!');
    await decideLater();
    await logOut('Grace Hopper');

    await page.goto(await mailedLink(mailed, 'verify-email'));
    await page.getByRole('heading', { name: 'Confirm your e-mail address' }).waitFor();
    await page.getByRole('button', { name: 'Sign in to confirm' }).click();
    await signIn(mailed, TEST_PASSWORD);
    await expectToast('Welcome back!');
    await page.getByRole('heading', { name: 'E-mail address confirmed' }).waitFor();
  });

  it('a link that is not the account\'s is refused with what to do; a wrong password shows "Login failed" and signs nobody in', async () => {
    const email = uniqueEmail('wrong');
    await openSignIn();
    await register({ firstName: 'Wrong', lastName: 'Password', email, password: TEST_PASSWORD });
    await expectToast('Account created!');

    // A link that is not this account's (here: made up) is refused with what to do next.
    await page.goto(`${origin}/verify-email?token=not-a-token-we-ever-mailed`);
    await page.getByRole('heading', { name: 'The address could not be confirmed' }).waitFor();
    await expect(page.getByRole('alert').innerText()).resolves.toBe('This confirmation link is invalid, has expired or was already used.');
    await expect(page.getByText('Forgot password?', { exact: false }).count()).resolves.toBe(1);
    await page.getByRole('link', { name: 'Continue to Stillpoint' }).click();
    await logOut('Wrong Password');

    await page.getByRole('link', { name: 'Sign In' }).click();
    await dialog().waitFor();
    await signIn(email, 'not the password at all');
    await expectToast('Login failed', /Invalid email or password/, 'destructive');
    await expect(dialog().isVisible()).resolves.toBe(true);
    await expect(accountMenu('Wrong Password').count()).resolves.toBe(0);
  });

  it('a typo at sign-in creates no account: the failed login says so and offers to create one with what was typed', async () => {
    const typo = uniqueEmail('nobody.new');
    await openSignIn();
    await signIn(typo, TEST_PASSWORD);
    await expectToast('Login failed', /Invalid email or password/, 'destructive');
    const offer = dialog().getByRole('button', { name: 'Create an account with this e-mail?' });
    await offer.waitFor();
    await expect(dialog().getByRole('heading').innerText()).resolves.toBe('Sign in');
    // Nobody was registered at that address: it still signs nobody in, and nothing was mailed to it.
    expect((await apiCall(page, 'POST', '/api/login', { email: typo, password: TEST_PASSWORD })).status).toBe(401);
    expect(app.hosted.smtp.to(typo)).toEqual([]);

    // One tap: the dialog creates an account with the e-mail and password typed; only the name is asked.
    await offer.click();
    await expect(dialog().getByRole('heading').innerText()).resolves.toBe('Create account');
    await expect(dialog().getByLabel('Email').inputValue()).resolves.toBe(typo);
    await expect(dialog().getByLabel('Password').inputValue()).resolves.toBe(TEST_PASSWORD);
    await expect(dialog().getByLabel('First name').evaluate((input) => input === document.activeElement)).resolves.toBe(true);
    await dialog().getByLabel('First name').fill('Nora');
    await dialog().getByLabel('Last name').fill('New');
    await dialog().getByRole('button', { name: 'Create Account' }).click();
    await expectToast('Account created!');
    await decideLater();
    await accountMenu('Nora New').waitFor();
  });

  it('a new account counts its days in the device’s zone under its canonical name, where Chromium says Asia/Calcutta', async () => {
    tab = await app.open({ timezoneId: 'Asia/Kolkata' });
    page = tab.page;
    await skipOnboarding(page);
    await openSignIn();
    await register({ firstName: 'Kiran', lastName: 'Rao', email: uniqueEmail('kolkata'), password: TEST_PASSWORD });
    await expectToast('Account created!');
    expect((await apiCall<{ timeZone: string }>(page, 'GET', '/api/user')).body.timeZone).toBe('Asia/Kolkata');
  });

  it('a deep link opened signed out asks to sign in, then goes on to that screen', async () => {
    const email = uniqueEmail('deep');
    await page.goto(`${origin}/404`);
    expect((await apiCall(page, 'POST', '/api/register', { firstName: 'Dana', lastName: 'Deep', email, password: TEST_PASSWORD })).status).toBe(201);
    expect((await apiCall(page, 'POST', '/api/logout')).status).toBe(200);

    await page.goto(`${origin}/app/history`);
    await dialog().waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await signIn(email, TEST_PASSWORD);
    await expectToast('Welcome back!');
    await page.waitForURL(`${origin}/app/history`);
    await page.getByRole('heading', { name: 'History', level: 1 }).waitFor();
  });

  it('deleting the account on a protected screen goes to / without the sign-in dialog, and its data leaves the browser', async () => {
    const email = uniqueEmail('leaving');
    await page.goto(`${origin}/404`);
    expect((await apiCall(page, 'POST', '/api/register', { firstName: 'Lee', lastName: 'Leaving', email, password: TEST_PASSWORD })).status).toBe(201);
    // The page's timers run on a clock the test can move forward (time still flows as usual meanwhile).
    await page.clock.install();
    const { body: user } = await apiCall<{ id: string }>(page, 'GET', '/api/user');
    await page.goto(`${origin}/app/history`);
    await page.getByRole('heading', { name: 'History', level: 1 }).waitFor();
    await eventually(() => storedKeys(), { until: (keys) => keys.includes(`stillpoint:offline-sessions:${user.id}`), what: 'the offline cache' });
    await accountMenu('Lee Leaving').click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    const profile = page.getByRole('dialog', { name: 'Profile Settings' });
    await profile.getByRole('button', { name: 'Delete my account…' }).click();
    await profile.getByLabel('Your password').fill(TEST_PASSWORD);
    // Every request the page makes from here on, until it is answered.
    const inFlight = new Set<Request>();
    page.on('request', (request) => inFlight.add(request));
    page.on('requestfinished', (request) => inFlight.delete(request));
    page.on('requestfailed', (request) => inFlight.delete(request));
    await profile.getByRole('button', { name: 'Delete my account' }).click();
    await expectToast('Account deleted');
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    // A redirect's sign-in dialog opens SIGN_IN_MODAL_DELAY_MS (100 ms) after it, and React reveals a lazy part at
    // most 300 ms after it is asked for. Each round moves the page's clock a second on, lets what that started load
    // and render: after three, a dialog that was coming has come.
    for (let round = 0; round < 3; round += 1) {
      await page.clock.runFor(1000);
      await expect.poll(() => inFlight.size, { timeout: 10_000 }).toBe(0);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    }
    await expect(dialog().count()).resolves.toBe(0);
    // Nothing of the deleted account stays in the browser's storage.
    expect((await storedKeys()).filter((key) => key.includes(user.id))).toEqual([]);
  });

  it("signing out takes the account's data off the device: cached sessions and local log go, a completion waiting in the outbox is sent first", async () => {
    const account = await signUpInPage(app.hosted, page);
    const saved = await apiCall(page, 'POST', '/api/sessions', { name: 'Evening box', type: 'breathing', config: BREATHING_PRESET_CONFIGS.box });
    expect(saved.status).toBe(201);
    const { body: user } = await apiCall<{ id: string }>(page, 'GET', '/api/user');
    await page.goto(`${origin}/app`);
    await page.getByRole('heading', { name: 'How are you feeling?' }).waitFor();
    await eventually(() => storedKeys(), { until: (keys) => keys.includes(`stillpoint:offline-sessions:${user.id}`), what: 'the offline cache' });
    // A completion the page could not send yet, and the local log's copy of it.
    const entry = { id: crypto.randomUUID(), session_type: 'breathing', technique: 'box', duration: 120, completed: true, mood_tag: null, timestamp: new Date().toISOString() };
    await page.evaluate(
      async ({ userId, entry }) => {
        const { session_type, technique, duration, completed, id } = entry;
        await new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('keyval-store');
          open.onsuccess = () => {
            const transaction = open.result.transaction('keyval', 'readwrite');
            transaction.objectStore('keyval').put([entry], `stillpoint:log:${userId}`);
            transaction.objectStore('keyval').put([{ body: { id, session_type, technique, duration, completed } }], `stillpoint:outbox:${userId}`);
            transaction.oncomplete = () => resolve();
            transaction.onerror = () => reject(transaction.error);
          };
        });
      },
      { userId: user.id, entry },
    );
    const sent = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/api/sessions/log'));

    await logOut(`${account.firstName} ${account.lastName}`);
    expect((await sent).status()).toBe(201);
    expect((await sent).request().postDataJSON()).toMatchObject({ id: entry.id, duration: 120 });
    await eventually(() => storedKeys(), { until: (keys) => !keys.some((key) => key.includes(user.id)), what: "the account's keys gone from IndexedDB" });
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => localStorage.getItem(key)?.includes('@')))).toEqual([]);
  });

  it("signing out takes the account's settings off the device too: the builders' last settings and the sessions to run again", async () => {
    const account = await signUpInPage(app.hosted, page);
    const { body: user } = await apiCall<{ id: string }>(page, 'GET', '/api/user');
    await page.goto(`${origin}/app/build/breathing`);
    await page.getByRole('button', { name: 'Custom Builder' }).click();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.waitForURL(/\/app\/session$/);
    const accountKeys = () => page.evaluate((id) => Object.keys(localStorage).filter((key) => key.includes(id)), user.id);
    await eventually(accountKeys, { until: (keys) => keys.length >= 2, what: "the builder's settings and the run kept on the device" });
    await endSession(page);
    await page.getByRole('heading', { name: 'How are you feeling?' }).waitFor();
    await logOut(`${account.firstName} ${account.lastName}`);
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
    await eventually(accountKeys, { until: (keys) => keys.length === 0, what: "the account's keys gone from localStorage" });
  });

  it('forgot password sends a link that sets a new password, which then signs in', async () => {
    const email = uniqueEmail('forgot');
    const newPassword = 'a brand new passphrase';
    await openSignIn();
    await register({ firstName: 'Forgetful', lastName: 'Fox', email, password: TEST_PASSWORD });
    await expectToast('Account created!');
    await decideLater();
    await logOut('Forgetful Fox');
    await page.getByRole('link', { name: 'Sign In' }).click();
    await dialog().waitFor();

    await dialog().getByRole('button', { name: 'Forgot password?' }).click();
    await dialog().getByLabel('Email').fill(email);
    await dialog().getByRole('button', { name: 'Send Reset Link' }).click();
    await expectToast('Password Reset Sent', /we have sent it a link/);

    const link = await mailedLink(email, 'reset-password');
    const setPassword = async () => {
      await page.goto(link);
      await page.getByLabel('New password', { exact: true }).fill(newPassword);
      await page.getByLabel('Repeat the new password').fill(newPassword);
      await page.getByRole('button', { name: 'Save new password' }).click();
    };
    await setPassword();
    await page.getByRole('heading', { name: 'Password changed' }).waitFor();

    await page.getByRole('link', { name: 'Sign in' }).click();
    await dialog().waitFor();
    await signIn(email, newPassword);
    await expectToast('Welcome back!');
    await accountMenu('Forgetful Fox').waitFor();

    // The link works once: a second use says so, in the API's words, and how to get a new one.
    await setPassword();
    await page.getByRole('alert').filter({ hasText: 'This reset link is invalid, has expired or was already used. Please request a new one.' }).waitFor();
    await page.getByText('Links work once and for one hour.', { exact: false }).waitFor();
    await expect(page.getByRole('button', { name: 'Save new password' }).isEnabled()).resolves.toBe(true);
  });
});

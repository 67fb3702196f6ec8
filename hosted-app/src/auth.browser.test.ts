import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../api/src/db/database';
import { startSmtpCapture, type SmtpCapture } from '../../api/test/smtpCapture';
import { openWorkerDatabase } from '../../api/test/testDatabase';
import { buildTestApp, TEST_PASSWORD, uniqueEmail } from '../../api/test/testApp';
import { accessibilityViolations } from '../../examples/test/axe';
import { launchChromium } from '../../examples/test/chromium';

const hostedAppDir = fileURLToPath(new URL('..', import.meta.url));
/** Every wait in this file is bounded by this (the API answers in milliseconds; argon2 is the test's cheap one). */
const WAIT_MS = 10_000;

let built: string;
let db: Database;
let smtp: SmtpCapture;
let server: Server;
let origin: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let uncaught: string[];
let policyProblems: string[];

/** Builds the hosted app from its current sources, so the test never runs against a stale dist/. */
async function buildHostedApp(outDir: string): Promise<void> {
  await build({
    configFile: join(hostedAppDir, 'vite.config.ts'),
    root: hostedAppDir,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
}

beforeAll(async () => {
  built = await mkdtemp(join(tmpdir(), 'stillpoint-hosted-app-'));
  await buildHostedApp(built);
  ({ db } = await openWorkerDatabase());
  smtp = await startSmtpCapture();
  // Listen first: the API's origin check and the links it mails need the address the browser will use.
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const app = buildTestApp({ db, smtpUrl: smtp.url, config: { appOrigin: origin, hostedAppDir: built } });
  server.on('request', app.callback());
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await smtp?.close();
  await db?.close();
  if (built) await rm(built, { recursive: true, force: true });
});

beforeEach(async () => {
  context = await browser.newContext();
  page = await context.newPage();
  page.setDefaultTimeout(WAIT_MS);
  page.setDefaultNavigationTimeout(WAIT_MS);
  // Expected 401s (nobody signed in, a wrong password) show up as console errors; uncaught exceptions must not.
  uncaught = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  // The API serves the pages with its Content-Security-Policy and Permissions-Policy: nothing the app
  // does may be blocked by them, and the browser must know every feature the policy names.
  policyProblems = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Permissions-Policy/i.test(message.text())) policyProblems.push(message.text());
  });
});

afterEach(async () => {
  await context?.close();
  expect(uncaught).toEqual([]);
  expect(policyProblems).toEqual([]);
});

/** The newest link of `kind` mailed to `email`, waiting (bounded) for the message to arrive. */
async function mailedLink(email: string, kind: 'verify-email' | 'reset-password'): Promise<string> {
  const pattern = new RegExp(`(https?://\\S+/${kind}\\?token=[\\w%-]+)`);
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const link = smtp
      .to(email)
      .map((mail) => pattern.exec(mail.text)?.[1])
      .findLast((found) => found !== undefined);
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`No ${kind} link mailed to ${email}; mails to it: ${smtp.to(email).length}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const dialog = () => page.getByRole('dialog');
/**
 * A toast by its title. Located by class rather than role: while the modal dialog is open, Radix marks
 * the rest of the page (the notification region included) aria-hidden, and announces the toast through
 * its own live region instead.
 */
async function expectToast(title: string, description?: string | RegExp, variant: 'default' | 'destructive' = 'default'): Promise<void> {
  const shown = page.locator(`.toast--${variant}`).filter({ hasText: title });
  try {
    await shown.waitFor({ timeout: WAIT_MS });
  } catch (error) {
    // Say what the page shows instead, so a timeout explains itself.
    const visible = await page.locator('body').innerText().catch(() => '(no page)');
    throw new Error(`No "${title}" toast at ${page.url()}. The page shows: ${visible.replace(/\s+/g, ' ')}`, { cause: error });
  }
  if (description !== undefined) await expect(shown.innerText()).resolves.toMatch(description);
}

async function openSignIn(): Promise<void> {
  await page.goto(`${origin}/`);
  await page.getByRole('link', { name: 'Sign In' }).click();
  await page.waitForURL(`${origin}/auth`, { timeout: WAIT_MS });
  await dialog().waitFor({ timeout: WAIT_MS });
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

describe('signing in, out and up in the hosted app', () => {
  it('Sign In goes through /api/login to /auth, where the dialog opens, toggles modes and passes axe', async () => {
    await openSignIn();
    await expect(dialog().getByRole('heading').innerText()).resolves.toBe('Sign in');
    await expect(dialog().getByLabel('First name').count()).resolves.toBe(0);
    await expect(dialog().getByLabel('Email').getAttribute('type')).resolves.toBe('email');
    // Ready to type: the e-mail field has the focus, not the first provider button.
    await expect(dialog().getByLabel('Email').evaluate((input) => input === document.activeElement)).resolves.toBe(true);
    expect(await accessibilityViolations(page, '[role="dialog"]')).toEqual([]);

    await dialog().getByRole('button', { name: 'Create an account' }).click();
    await dialog().getByLabel('First name').waitFor();
    for (const label of ['First name', 'Last name', 'Email', 'Password']) {
      await expect(dialog().getByLabel(label).evaluate((input: HTMLInputElement) => input.required), label).resolves.toBe(true);
    }
    expect(await accessibilityViolations(page, '[role="dialog"]')).toEqual([]);

    await dialog().getByRole('button', { name: 'Continue with Google' }).click();
    await expectToast('Coming Soon');
    await dialog().getByRole('button', { name: 'Already have an account? Sign in' }).click();
    await expect(dialog().getByLabel('First name').count()).resolves.toBe(0);
  });

  it('registers, shows the name in the header, confirms the mailed link while signed in, and logs out to /', async () => {
    const email = uniqueEmail('ada');
    await openSignIn();
    await register({ firstName: 'Ada', lastName: 'Lovelace', email, password: TEST_PASSWORD });
    await expectToast('Account created!');
    await page.getByText('Ada Lovelace').waitFor();
    await dialog().waitFor({ state: 'detached' });

    await page.goto(await mailedLink(email, 'verify-email'));
    await page.getByRole('heading', { name: 'E-mail address confirmed' }).waitFor();
    await expect(page.getByRole('status').innerText()).resolves.toBe('Your e-mail address is confirmed.');

    // The same link again: the user is confirmed already, so nothing is posted and the page says so.
    await page.reload();
    await page.getByRole('heading', { name: 'E-mail address confirmed' }).waitFor();
    await expect(page.getByRole('status').innerText()).resolves.toContain('already confirmed');

    await page.goto(`${origin}/`);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.getByText('Ada Lovelace').count()).resolves.toBe(0);
    // Signed out on the server too, not only on the page.
    await page.reload();
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
  });

  it('opened signed out, the confirmation link asks to sign in first, then confirms', async () => {
    const mailed = uniqueEmail('grace');
    await openSignIn();
    await register({ firstName: 'Grace', lastName: 'Hopper', email: mailed, password: TEST_PASSWORD });
    await expectToast('Account created!');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('link', { name: 'Sign In' }).waitFor();

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
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('link', { name: 'Sign In' }).waitFor();

    await page.getByRole('link', { name: 'Sign In' }).click();
    await dialog().waitFor();
    await signIn(email, 'not the password at all');
    await expectToast('Login failed', /Invalid email or password/, 'destructive');
    await expect(dialog().isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Logout' }).count()).resolves.toBe(0);
  });

  it('forgot password sends a link that sets a new password, which then signs in', async () => {
    const email = uniqueEmail('forgot');
    const newPassword = 'a brand new passphrase';
    await openSignIn();
    await register({ firstName: 'Forgetful', lastName: 'Fox', email, password: TEST_PASSWORD });
    await expectToast('Account created!');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('link', { name: 'Sign In' }).click();
    await dialog().waitFor();

    await dialog().getByRole('button', { name: 'Forgot password?' }).click();
    await dialog().getByLabel('Email').fill(email);
    await dialog().getByRole('button', { name: 'Send Reset Link' }).click();
    await expectToast('Password Reset Sent', /we have sent it a link/);

    await page.goto(await mailedLink(email, 'reset-password'));
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Repeat the new password').fill(newPassword);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByRole('heading', { name: 'Password changed' }).waitFor();

    await page.getByRole('link', { name: 'Sign in' }).click();
    await dialog().waitFor();
    await signIn(email, newPassword);
    await expectToast('Welcome back!');
    await page.getByText('Forgetful Fox').waitFor();
  });
});

import type Koa from 'koa';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSmtpCapture, type SmtpCapture } from '../../test/smtpCapture';
import { openWorkerDatabase } from '../../test/testDatabase';
import { APP_ORIGIN, browser, type Browser, buildTestApp, settled, signUp, TEST_PASSWORD } from '../../test/testApp';
import { HOUR, TestClock } from '../../test/testClock';
import type { Database } from '../db/database';
import type { Mailer } from '../services/mailer';

let db: Database;
let app: Koa;
let smtp: SmtpCapture;
const clock = new TestClock();
let counter = 0;
/** A fresh address on the allowlist for each test (the allowlist is fixed when the app is built). */
const developerEmails = new Set(Array.from({ length: 20 }, (_, i) => `dev${i}@stillpoint.test`));
const nextDeveloper = () => `dev${counter++}@stillpoint.test`;

beforeAll(async () => {
  ({ db } = await openWorkerDatabase());
  smtp = await startSmtpCapture();
  app = buildTestApp({ db, clock, smtpUrl: smtp.url, config: { developerEmails } });
});
beforeEach(() => clock.set('2026-06-01T09:00:00Z'));
afterAll(async () => {
  await db.close();
  await smtp.close();
});

const INVALID = { error: 'This confirmation link is invalid, has expired or was already used.' };

function linkIn(email: string, page: 'verify-email' | 'reset-password'): string {
  const mail = smtp.to(email).findLast((m) => m.text.includes(`/${page}?token=`));
  expect(mail, `a ${page} mail to ${email}`).toBeDefined();
  return new RegExp(`(https?://\\S+/${page}\\?token=[\\w-]+)`).exec(mail!.text)![1]!;
}
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const developerStatus = async (agent: Browser) => (await agent.get('/api/subscription/status')).body.isDeveloperAccount as boolean;

describe('e-mail confirmation', () => {
  it('mails a single link to /verify-email on the app origin at registration, and stores only its hash', async () => {
    const { email, id } = await signUp(app);
    const mails = smtp.to(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Confirm your Stillpoint e-mail address');
    expect(mails[0]!.to).toEqual([email]);
    const link = linkIn(email, 'verify-email');
    expect(link.startsWith(`${APP_ORIGIN}/verify-email?token=`)).toBe(true);
    const rows = await db.models.EmailConfirmation.findAll({ where: { userId: id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.tokenHash).not.toContain(tokenOf(link));
    expect(rows[0]!.expiresAt.getTime() - clock.now().getTime()).toBe(24 * HOUR);
  });

  it('confirms the address of the signed-in account (POST /api/verify-email), once', async () => {
    const { agent, email } = await signUp(app);
    expect((await agent.get('/api/user')).body.emailVerified).toBe(false);
    const token = tokenOf(linkIn(email, 'verify-email'));
    const confirmed = await agent.post('/api/verify-email').send({ token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ message: 'Your e-mail address is confirmed.' });
    expect((await agent.get('/api/user')).body.emailVerified).toBe(true);
    const again = await agent.post('/api/verify-email').send({ token });
    expect(again.status).toBe(400);
    expect(again.body).toEqual(INVALID);
  });

  it('expires the link after 24 hours', async () => {
    const { agent, email } = await signUp(app);
    const token = tokenOf(linkIn(email, 'verify-email'));
    clock.advance(24 * HOUR);
    const late = await agent.post('/api/verify-email').send({ token });
    expect(late.status).toBe(400);
    expect(late.body).toEqual(INVALID);
    expect((await agent.get('/api/user')).body.emailVerified).toBe(false);
  });

  it('needs the session of the account the link was mailed for: another account, or none, confirms nothing and leaves the link usable', async () => {
    const owner = await signUp(app);
    const token = tokenOf(linkIn(owner.email, 'verify-email'));
    const signedOut = await request(app.callback()).post('/api/verify-email').send({ token });
    expect(signedOut.status).toBe(401);
    const other = await signUp(app);
    const wrongAccount = await other.agent.post('/api/verify-email').send({ token });
    expect(wrongAccount.status).toBe(400);
    expect(wrongAccount.body).toEqual(INVALID);
    expect((await other.agent.get('/api/user')).body.emailVerified).toBe(false);
    expect((await owner.agent.post('/api/verify-email').send({ token })).status).toBe(200);
  });

  it('names a missing or malformed token', async () => {
    const { agent } = await signUp(app);
    const missing = await agent.post('/api/verify-email').send({});
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('token is required.');
    const short = await agent.post('/api/verify-email').send({ token: 'abc' });
    expect(short.body.error).toBe('token: must be the token from the link');
    const unknown = await agent.post('/api/verify-email').send({ token: 'x'.repeat(43) });
    expect(unknown.body).toEqual(INVALID);
  });

  it('still creates the account (201) when the confirmation cannot be mailed', async () => {
    const failing: Mailer = { send: () => Promise.reject(new Error('ECONNREFUSED')), close: () => {} };
    const offline = buildTestApp({ db, clock, mailer: failing });
    const { agent } = await signUp(offline);
    expect((await agent.get('/api/user')).status).toBe(200);
  });
});

describe('developer accounts need a proven address', () => {
  it('an allowlisted address is a developer account only after its confirmation link is followed', async () => {
    const { agent, email } = await signUp(app, { email: nextDeveloper().toUpperCase() });
    expect((await agent.get('/api/subscription/status')).body).toMatchObject({ isDeveloperAccount: false, isSubscribed: false, status: 'trial' });
    await agent.post('/api/verify-email').send({ token: tokenOf(linkIn(email, 'verify-email')) });
    expect((await agent.get('/api/subscription/status')).body).toMatchObject({ isDeveloperAccount: true, isSubscribed: true, status: 'active' });
  });

  it('someone who registers the address first gets nothing from it; the owner takes the account over with a password reset', async () => {
    const address = nextDeveloper();
    const squatter = await signUp(app, { email: address, password: 'the squatter password' });
    expect(await developerStatus(squatter.agent)).toBe(false);
    // Without the owner's mailbox there is no link; guessing one fails.
    expect((await squatter.agent.post('/api/verify-email').send({ token: 'A'.repeat(43) })).status).toBe(400);
    expect(await developerStatus(squatter.agent)).toBe(false);

    // The owner cannot register (taken) and following the confirmation link signed out does nothing...
    const owner = browser(app);
    expect((await owner.post('/api/register').send({ firstName: 'Real', lastName: 'Owner', email: address, password: TEST_PASSWORD })).status).toBe(409);
    expect((await owner.post('/api/verify-email').send({ token: tokenOf(linkIn(address, 'verify-email')) })).status).toBe(401);
    expect(await developerStatus(squatter.agent)).toBe(false);

    // ...but a password reset, mailed to the address, proves it is theirs and signs the squatter out.
    expect((await owner.post('/api/forgot-password').send({ email: address })).status).toBe(200);
    await settled();
    const reset = await owner.post('/api/reset-password').send({ token: tokenOf(linkIn(address, 'reset-password')), password: 'the owner passphrase' });
    expect(reset.status).toBe(200);
    expect((await squatter.agent.get('/api/subscription/status')).status).toBe(401);
    expect((await browser(app).post('/api/login').send({ email: address, password: 'the squatter password' })).status).toBe(401);
    expect((await owner.post('/api/login').send({ email: address, password: 'the owner passphrase' })).status).toBe(200);
    expect((await owner.get('/api/subscription/status')).body).toMatchObject({ isDeveloperAccount: true, status: 'active' });
    expect((await owner.get('/api/user')).body.emailVerified).toBe(true);
  });

  it('an address that is not on the allowlist stays a trial account once confirmed', async () => {
    const { agent, email } = await signUp(app);
    await agent.post('/api/verify-email').send({ token: tokenOf(linkIn(email, 'verify-email')) });
    expect((await agent.get('/api/subscription/status')).body).toMatchObject({ isDeveloperAccount: false, status: 'trial' });
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSmtpCapture, type SmtpCapture } from '../../test/smtpCapture';
import { openWorkerDatabase } from '../../test/testDatabase';
import { APP_ORIGIN, browser, buildTestApp, settled, signUp, TEST_PASSWORD, uniqueEmail } from '../../test/testApp';
import { MINUTE, TestClock } from '../../test/testClock';
import type { StillpointApp } from '../app';
import type { Database } from '../db/database';
import type { Mailer } from '../services/mailer';

let db: Database;
let app: StillpointApp;
let smtp: SmtpCapture;
const clock = new TestClock();
const NEW_PASSWORD = 'a brand new passphrase';

beforeAll(async () => {
  ({ db } = await openWorkerDatabase());
  smtp = await startSmtpCapture();
  app = buildTestApp({ db, clock, smtpUrl: smtp.url });
});
beforeEach(() => clock.set('2026-05-01T10:00:00Z'));
afterAll(async () => {
  await db.close();
  await smtp.close();
});

async function requestLink(email: string): Promise<string> {
  const before = smtp.to(email).length;
  const response = await browser(app).post('/api/forgot-password').send({ email });
  expect(response.status).toBe(200);
  await settled();
  const mails = smtp.to(email);
  expect(mails).toHaveLength(before + 1);
  const link = /(https?:\/\/\S+\/reset-password\?token=[\w-]+)/.exec(mails.at(-1)!.text)?.[1];
  expect(link).toBeDefined();
  return link!;
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe('forgot password and reset', () => {
  it('mails a link to /reset-password on the app origin, and answers the same text whether or not the account exists', async () => {
    const { email } = await signUp(app);
    const link = await requestLink(email);
    expect(link.startsWith(`${APP_ORIGIN}/reset-password?token=`)).toBe(true);
    const mail = smtp.to(email).at(-1)!;
    expect(mail.subject).toBe('Reset your Stillpoint password');
    expect(mail.text).toContain('within the next hour');

    const nobody = uniqueEmail('nobody');
    const unknown = await browser(app).post('/api/forgot-password').send({ email: nobody });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ message: 'If an account exists for that address, we have sent it a link to reset the password.' });
    await settled();
    expect(smtp.to(nobody)).toHaveLength(0);
  });

  it('sets the new password with the link; the old password stops working', async () => {
    const { email } = await signUp(app);
    const link = await requestLink(email);
    const reset = await browser(app).post('/api/reset-password').send({ token: tokenOf(link), password: NEW_PASSWORD });
    expect(reset.status).toBe(200);
    expect((await browser(app).post('/api/login').send({ email, password: TEST_PASSWORD })).status).toBe(401);
    expect((await browser(app).post('/api/login').send({ email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('works once: a second use answers 400 with a clear message', async () => {
    const { email } = await signUp(app);
    const token = tokenOf(await requestLink(email));
    expect((await browser(app).post('/api/reset-password').send({ token, password: NEW_PASSWORD })).status).toBe(200);
    const again = await browser(app).post('/api/reset-password').send({ token, password: 'yet another passphrase' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error: 'This reset link is invalid, has expired or was already used. Please request a new one.' });
  });

  it('expires after one hour', async () => {
    const { email } = await signUp(app);
    const fresh = tokenOf(await requestLink(email));
    const stale = tokenOf(await requestLink(email));
    clock.advance(59 * MINUTE);
    expect((await browser(app).post('/api/reset-password').send({ token: fresh, password: NEW_PASSWORD })).status).toBe(200);
    // Using one link spends the other open ones too; and a new link is dead after 60 minutes.
    expect((await browser(app).post('/api/reset-password').send({ token: stale, password: NEW_PASSWORD })).status).toBe(400);
    const later = tokenOf(await requestLink(email));
    clock.advance(60 * MINUTE);
    const expired = await browser(app).post('/api/reset-password').send({ token: later, password: NEW_PASSWORD });
    expect(expired.status).toBe(400);
  });

  it('checks the link before hashing the new password: an unknown or spent link costs no argon2 run', async () => {
    const hash = vi.spyOn(app.deps.passwords, 'hash');
    try {
      const bogus = await browser(app).post('/api/reset-password').send({ token: 'A'.repeat(43), password: 'whatever123' });
      expect(bogus.status).toBe(400);
      expect(bogus.body).toEqual({ error: 'This reset link is invalid, has expired or was already used. Please request a new one.' });
      expect(hash).not.toHaveBeenCalled();

      const { email } = await signUp(app);
      hash.mockClear();
      const token = tokenOf(await requestLink(email));
      expect((await browser(app).post('/api/reset-password').send({ token, password: NEW_PASSWORD })).status).toBe(200);
      expect(hash).toHaveBeenCalledTimes(1);
      expect((await browser(app).post('/api/reset-password').send({ token, password: NEW_PASSWORD })).status).toBe(400);
      expect(hash).toHaveBeenCalledTimes(1);
    } finally {
      hash.mockRestore();
    }
  });

  it('stores only a hash of the token', async () => {
    const { email, id } = await signUp(app);
    const token = tokenOf(await requestLink(email));
    const rows = await db.models.PasswordReset.findAll({ where: { userId: id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('signs out every session of the account when the password is reset', async () => {
    const { email, agent } = await signUp(app);
    const token = tokenOf(await requestLink(email));
    await browser(app).post('/api/reset-password').send({ token, password: NEW_PASSWORD });
    expect((await agent.get('/api/user')).status).toBe(401);
  });

  it('names the wrong fields', async () => {
    const forgot = await browser(app).post('/api/forgot-password').send({ email: 'no-at-sign' });
    expect(forgot.status).toBe(400);
    expect(forgot.body.error).toBe('email: must be a valid e-mail address');
    const reset = await browser(app).post('/api/reset-password').send({ token: 'x', password: 'short' });
    expect(reset.status).toBe(400);
    expect(reset.body.error).toContain('token: must be the token from the link');
    expect(reset.body.error).toContain('password: must be at least 8 characters');
  });

  it('answers the same when the mail server cannot be reached (a 503 would tell who has an account), and logs the failure', async () => {
    let attempts = 0;
    const failing: Mailer = { send: () => ((attempts += 1), Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:25'))), close: () => {} };
    const lines: string[] = [];
    const offline = buildTestApp({ db, clock, mailer: failing, log: { info: () => {}, error: (line) => lines.push(line) } });
    const { email } = await signUp(offline);
    attempts = 0;
    lines.length = 0;
    const response = await browser(offline).post('/api/forgot-password').send({ email });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'If an account exists for that address, we have sent it a link to reset the password.' });
    await offline.settled();
    // Sent by the app itself (no queue given): once. The job queue's retries are test/accountMails.test.ts's.
    expect(attempts).toBe(1);
    expect(lines).toEqual(['[mail] the reset e-mail could not be sent']);
  });

  it('answers before the e-mail goes out: a slow mail server does not slow the answer', async () => {
    let release = () => {};
    let gate = Promise.resolve();
    const sent: string[] = [];
    const slow: Mailer = { send: async (message) => (await gate, void sent.push(message.subject)), close: () => {} };
    const slowApp = buildTestApp({ db, clock, mailer: slow });
    const { email } = await signUp(slowApp);
    sent.length = 0;
    // From now on the mail server takes as long as the test says.
    gate = new Promise<void>((resolve) => (release = resolve));
    const answer = browser(slowApp).post('/api/forgot-password').send({ email });
    const first = await Promise.race([answer, new Promise((resolve) => setTimeout(() => resolve('still waiting'), 3_000))]);
    release();
    expect((first as { status?: number }).status).toBe(200);
    expect(sent).toEqual([]);
    await slowApp.settled();
    expect(sent).toEqual(['Reset your Stillpoint password']);
  });
});

describe('POST /api/contact', () => {
  it('stores the message and mails it to support with the sender as Reply-To', async () => {
    const sender = uniqueEmail('visitor');
    const response = await browser(app).post('/api/contact').send({ name: 'Grace', email: sender, subject: 'Bells', message: 'Could the gong be softer?' });
    expect(response.status).toBe(201);
    expect(response.body.message).toBe('Message sent');
    const stored = await db.models.ContactMessage.findByPk(response.body.id);
    expect(stored).toMatchObject({ name: 'Grace', email: sender, subject: 'Bells', message: 'Could the gong be softer?', userId: null });
    const mail = smtp.to('support@stillpoint.test').find((m) => m.subject === '[Contact] Bells');
    expect(mail?.replyTo).toContain(sender);
    expect(mail?.text).toContain('Could the gong be softer?');
  });

  it('links the message to the account when signed in', async () => {
    const { agent, email, id } = await signUp(app);
    const response = await agent.post('/api/contact').send({ name: 'Ada', email, subject: 'Hello', message: 'Hi' });
    expect((await db.models.ContactMessage.findByPk(response.body.id))?.userId).toBe(id);
  });

  it('requires name, email, subject and message', async () => {
    const response = await browser(app).post('/api/contact').send({ name: ' ', email: 'a@b.co' });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('name: must not be blank subject is required. message is required.');
  });

  it('takes a message over several lines, but no name or subject that draws nothing and no bidi override anywhere', async () => {
    const sender = uniqueEmail('lines');
    const ok = await browser(app).post('/api/contact').send({ name: 'Grace', email: sender, subject: 'Two things', message: 'First,\nthe gong.\r\n\tSecond, the bell.' });
    expect(ok.status).toBe(201);
    expect((await db.models.ContactMessage.findByPk(ok.body.id))?.message).toBe('First,\nthe gong.\r\n\tSecond, the bell.');

    const blankName = await browser(app).post('/api/contact').send({ name: '\u200B', email: sender, subject: '\u2060\u2060', message: 'Hi' });
    expect(blankName.status).toBe(400);
    expect(blankName.body.error).toBe('name: must contain a visible character subject: must contain a visible character');
    const reversed = await browser(app).post('/api/contact').send({ name: 'Grace', email: sender, subject: 'Refund', message: 'Please \u202Ednufer\u202C now' });
    expect(reversed.status).toBe(400);
    expect(reversed.body.error).toBe('message: must not contain bidirectional override characters (U+202A-U+202E, U+2066-U+2069)');
  });
});

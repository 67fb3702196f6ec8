import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startSmtpCapture } from '../../test/smtpCapture';
import { outboxMailer, smtpMailer } from './mailer';

const folder = mkdtempSync(join(tmpdir(), 'stillpoint-outbox-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('mailers', () => {
  it('without SMTP, writes each message as an .eml file and logs the file and subject, never the body', async () => {
    const lines: string[] = [];
    const mailer = outboxMailer(join(folder, 'outbox'), 'Stillpoint <no-reply@stillpoint.test>', { info: (l) => lines.push(l), error: () => {} });
    await mailer.send({ to: 'ada@example.com', subject: 'Reset your Stillpoint password', text: 'Secret link: https://x/reset-password?token=abc123' });
    const files = readdirSync(join(folder, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = readFileSync(join(folder, 'outbox', files[0]!), 'utf8');
    expect(raw).toMatch(/^Subject: Reset your Stillpoint password$/m);
    expect(raw).toMatch(/^To: ada@example.com$/m);
    expect(raw).toContain('token=abc123');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(files[0]);
    expect(lines[0]).not.toContain('abc123');
  });

  it('with SMTP_URL, delivers through the SMTP server', async () => {
    const smtp = await startSmtpCapture();
    try {
      const mailer = smtpMailer(smtp.url, 'Stillpoint <no-reply@stillpoint.test>');
      await mailer.send({ to: 'grace@example.com', subject: 'Hello', text: 'Body', replyTo: 'someone@example.com' });
      mailer.close();
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]).toMatchObject({ from: 'no-reply@stillpoint.test', to: ['grace@example.com'], subject: 'Hello', text: 'Body' });
      expect(smtp.messages[0]!.replyTo).toBe('someone@example.com');
    } finally {
      await smtp.close();
    }
  });
});

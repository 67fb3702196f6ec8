import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger';

export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /** An HTML part beside the text one. */
  readonly html?: string;
  readonly replyTo?: string;
  /** Extra headers (the trial e-mails' List-Unsubscribe and List-Unsubscribe-Post). */
  readonly headers?: Readonly<Record<string, string>>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Sends through an SMTP server (SMTP_URL, e.g. smtp://user:pass@host:587). */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}

/**
 * Without SMTP, each message is rendered as a real RFC 822 file (.eml, opens in any mail client) in the
 * outbox folder. The log line names the file and the subject only: bodies carry reset links.
 */
export function outboxMailer(dir: string, from: string, log: Logger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(dir, { recursive: true });
      sequence += 1;
      const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${sequence}.eml`);
      await writeFile(file, info.message as Buffer);
      log.info(`[mail] "${message.subject}" to ${message.to}: written to ${file}`);
    },
    close: () => transport.close(),
  };
}

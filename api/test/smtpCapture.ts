import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  readonly from: string;
  readonly to: readonly string[];
  readonly raw: string;
  readonly subject: string;
  readonly replyTo: string | undefined;
  /** The text body with quoted-printable soft breaks and escapes undone. */
  readonly text: string;
}

function header(raw: string, name: string): string | undefined {
  const match = new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(raw);
  return match?.[1]?.replace(/\r?\n[ \t]+/g, ' ').trim();
}

function decodeBody(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const body = raw.slice(split).trim();
  if (!/quoted-printable/i.test(header(raw, 'Content-Transfer-Encoding') ?? '')) return body.replace(/\r\n/g, '\n');
  return body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\r\n/g, '\n');
}

/** A real SMTP server on loopback that keeps every message it receives (nodemailer talks to it as to any server). */
export async function startSmtpCapture() {
  const messages: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          subject: header(raw, 'Subject') ?? '',
          replyTo: header(raw, 'Reply-To'),
          text: decodeBody(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** The messages sent to `address`, in any letter case (nodemailer lower-cases the domain, not the local part). */
    to(address: string) {
      const wanted = address.toLowerCase();
      return messages.filter((message) => message.to.some((recipient) => recipient.toLowerCase() === wanted));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>;

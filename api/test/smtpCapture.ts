import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  readonly from: string;
  readonly to: readonly string[];
  readonly raw: string;
  readonly subject: string;
  readonly replyTo: string | undefined;
  /** The text part, decoded. */
  readonly text: string;
  /** The HTML part, decoded, when there is one. */
  readonly html: string | undefined;
  /** Every header by its lower-case name, as text. */
  readonly headers: ReadonlyMap<string, string>;
}

/** A real SMTP server on loopback (on `port`, or any free one) that keeps every message it receives (nodemailer talks to it as to any server). */
export async function startSmtpCapture(port = 0) {
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
        // Parsed as a mail client would (multipart, quoted-printable, encoded words) by nodemailer's own parser.
        simpleParser(raw).then(
          (parsed) => {
            messages.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              raw,
              subject: parsed.subject ?? '',
              replyTo: parsed.replyTo?.text,
              text: (parsed.text ?? '').replace(/\r\n/g, '\n').trim(),
              html: typeof parsed.html === 'string' ? parsed.html : undefined,
              headers: new Map(parsed.headerLines.map((line) => [line.key, line.line.slice(line.line.indexOf(':') + 1).replace(/\r?\n[ \t]+/g, ' ').trim()])),
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  const address = server.server.address();
  const listening = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${listening}`,
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

import type PgBoss from 'pg-boss';
import type { Logger } from '../logger';
import type { ServiceDeps } from './deps';
import { mailConfirmationLink } from './emailConfirmation';
import { mailResetLink } from './passwordReset';
import { findUserByEmail } from './users';

/** The pg-boss queue of the e-mails a request asks for (jobs.ts works it). */
export const ACCOUNT_MAIL_QUEUE = 'account-mail';

/**
 * An e-mail a request asks for. The job holds no link: the link is made when the mail is sent (only its hash is
 * stored), so the queue's table never holds one that works. A reset names the address asked for, not an account:
 * the request then does the same work whether or not the address has one.
 */
export type AccountMail = { readonly kind: 'confirmation'; readonly userId: string } | { readonly kind: 'reset'; readonly email: string };

/** Sends `mail` now: a new link, mailed; nothing for an address without an account, or an account gone meanwhile. */
export async function sendAccountMail(deps: ServiceDeps, mail: AccountMail): Promise<void> {
  const user = mail.kind === 'reset' ? await findUserByEmail(deps, mail.email) : await deps.models.User.findByPk(mail.userId);
  if (!user) return;
  await (mail.kind === 'reset' ? mailResetLink(deps, user) : mailConfirmationLink(deps, user));
}

export interface AccountMails {
  /** Asks for `mail`; sent after the request's answer. */
  queue(mail: AccountMail): Promise<void>;
  /** Resolves once the mails this process sends itself have been sent or given up (none with a queue). */
  idle(): Promise<void>;
}

/**
 * Through pg-boss: the job is stored before the request answers, and retried with growing waits while the mail
 * server refuses, by whichever process works the queue, this one or the next after a restart (jobs.ts).
 */
export function queuedAccountMails(boss: PgBoss): AccountMails {
  return {
    async queue(mail) {
      if (!(await boss.send(ACCOUNT_MAIL_QUEUE, mail))) throw new Error(`the ${ACCOUNT_MAIL_QUEUE} queue refused a job: has startJobs created it?`);
    },
    idle: async () => {},
  };
}

/**
 * Without a queue (createApp's default, for an app whose jobs do not run, as in tests): sent by this process after
 * the answer, once; a failure is logged, not retried, and nothing is kept across a restart.
 */
export function accountMailsAfterTheAnswer(send: (mail: AccountMail) => Promise<void>, log: Logger): AccountMails {
  const pending = new Set<Promise<void>>();
  return {
    queue(mail) {
      const sending = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => send(mail))
        .catch((error: unknown) => log.error(`[mail] the ${mail.kind} e-mail could not be sent`, error));
      pending.add(sending);
      void sending.finally(() => pending.delete(sending));
      return Promise.resolve();
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

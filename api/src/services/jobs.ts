import PgBoss from 'pg-boss';
import { longestWindowSeconds } from '../config';
import { ACCOUNT_MAIL_QUEUE, sendAccountMail, type AccountMail } from './accountMails';
import type { ServiceDeps } from './deps';
import { purgeExpiredSessions } from './loginSessions';
import { claimDueReminders, sendReminder } from './push/reminders';
import { claimDueSitEnds, nextSitEnd, sendSitEnd } from './push/sitEnds';
import { claimDueTrialEmails, sendTrialEmail } from './trialEmails/trialEmails';
import type { TrialEmailDay } from './trialEmails/trialEmailContent';

export const TRIAL_EMAIL_QUEUE = 'trial-email';
export const REMINDER_QUEUE = 'push-reminder';
export const SIT_END_QUEUE = 'push-sit-end';
/** Scheduled: looks for the trial e-mails, reminders and sit ends due, and queues them. */
export const CLAIM_DUE_QUEUE = 'claim-due';
/** Scheduled: deletes expired sign-ins and rate-limit counters (no request reads them again). */
export const PURGE_EXPIRED_QUEUE = 'purge-expired';

/** The schedules (pg-boss cron, UTC), each run by one process of all, whichever takes it first. */
export const SCHEDULES = { [CLAIM_DUE_QUEUE]: '* * * * *', [PURGE_EXPIRED_QUEUE]: '0 * * * *' } as const;

export interface Jobs {
  /** Queues the trial e-mails, daily reminders and sit-end pushes due by the clock's now; answers how many this process claimed (the schedule's work, callable by tests). */
  tick(): Promise<number>;
  /** Resolves once the queues hold nothing waiting, retrying or being sent (tests). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

export interface JobOptions {
  /** Whether this process keeps pg-boss's clock (`SCHEDULES`); tests that call `tick()` themselves turn it off. */
  readonly schedule?: boolean;
  /** How often a worker asks the queue for work (pg-boss's own minimum is 0.5 s). */
  readonly pollingIntervalSeconds?: number;
}

/** The queue of one process; `startJobs` starts it. Made apart so that the app can be given its account e-mails' sender (accountMails.ts) before. */
export function createJobQueue(connectionString: string, options: JobOptions = {}): PgBoss {
  return new PgBoss({ connectionString, max: 3, schedule: options.schedule ?? true });
}

/**
 * The background work of one API process, on pg-boss (PostgreSQL-backed, safe with any number of
 * processes): every minute pg-boss's cron queues one claim, which a process takes and claims the trial
 * e-mails, daily reminders and sit ends that fell due (each is claimed once, whichever process asks first)
 * and queues them; the queues' workers send them, retrying a mail server that refuses. Every hour one process
 * deletes what has expired. The confirmation and reset e-mails requests ask for (accountMails.ts) are sent from
 * their queue. pg-boss keeps its tables in its own schema (`pgboss`). `queue` is a connection string, or the
 * queue made by `createJobQueue` with the same options.
 */
export async function startJobs(deps: ServiceDeps, queue: PgBoss | string, options: JobOptions = {}): Promise<Jobs> {
  const scheduling = options.schedule ?? true;
  const boss = typeof queue === 'string' ? createJobQueue(queue, options) : queue;
  boss.on('error', (error: Error) => deps.log.error('[jobs] the queue failed', error));
  await boss.start();
  /** A queue made once and worked by this process, job by job. */
  const workQueue = async <T extends object>(name: string, queueOptions: { retryLimit: number; retryDelay?: number; retryBackoff?: boolean }, work: { pollingSeconds: number; batchSize: number }, handle: (job: PgBoss.JobWithMetadata<T>) => Promise<unknown>) => {
    // pg-boss's createQueue, one process at a time: two processes starting together deadlock inside it (seen with two instances on
    // one database), so each holds a transaction-scoped advisory lock of ours while it creates; the lock goes with the transaction.
    await deps.sequelize.transaction(async (transaction) => {
      await deps.sequelize.query('SELECT pg_advisory_xact_lock(hashtext(:key))', { replacements: { key: `stillpoint:create-queue:${name}` }, transaction });
      await boss.createQueue(name, { name, ...queueOptions });
    });
    await boss.work<T>(name, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? work.pollingSeconds, batchSize: work.batchSize, includeMetadata: true }, async (jobs) => {
      for (const job of jobs) await handle(job);
    });
  };
  // Retried while the mail server refuses, waits doubling from 5-10 s: about an hour in all. Each try mails a new
  // link; one at a time, so a failure repeats no mail that went out.
  await workQueue<AccountMail>(ACCOUNT_MAIL_QUEUE, { retryLimit: 9, retryDelay: 5, retryBackoff: true }, { pollingSeconds: 2, batchSize: 1 }, (job) =>
    sendAccountMail(deps, job.data).catch((error: unknown) => {
      deps.log.error(`[mail] the ${job.data.kind} e-mail was not sent (try ${job.retryCount + 1} of ${job.retryLimit + 1})`, error);
      throw error;
    }),
  );
  await workQueue<{ userId: string; day: TrialEmailDay }>(TRIAL_EMAIL_QUEUE, { retryLimit: 5, retryDelay: 60, retryBackoff: true }, { pollingSeconds: 5, batchSize: 5 }, (job) =>
    sendTrialEmail(deps, job.data.userId, job.data.day),
  );
  // A reminder is not retried: a failure part-way would show it twice on the devices that had it. Each device's
  // failure is logged (pushDevices.ts), and tomorrow's comes as usual.
  await workQueue<{ userId: string; day: string }>(REMINDER_QUEUE, { retryLimit: 0 }, { pollingSeconds: 5, batchSize: 10 }, (job) => sendReminder(deps, job.data.userId));
  // A sit's end is logged before it is pushed, and the log keeps one entry per client id: a retry logs nothing twice,
  // but could show the notification again, so it is not retried either.
  await workQueue<{ id: string }>(SIT_END_QUEUE, { retryLimit: 0 }, { pollingSeconds: 5, batchSize: 10 }, (job) => sendSitEnd(deps, job.data.id));

  const tick = async () => {
    const due = await claimDueTrialEmails(deps, deps.clock.now());
    for (const email of due) await boss.send(TRIAL_EMAIL_QUEUE, email, { singletonKey: `${email.userId}:${email.day}` });
    const reminders = await claimDueReminders(deps, deps.clock.now());
    for (const reminder of reminders) await boss.send(REMINDER_QUEUE, reminder, { singletonKey: `${reminder.userId}:${reminder.day}` });
    const sitEnds = await claimDueSitEnds(deps, deps.clock.now());
    for (const sit of sitEnds) await boss.send(SIT_END_QUEUE, sit, { singletonKey: sit.id });
    return due.length + reminders.length + sitEnds.length;
  };
  /**
   * The scheduled claim, and one more at the end of the next sit due before the schedule's next run: pg-boss's cron
   * runs once a minute, and a sit's end push is then late by the queues' polling alone, not by up to a minute.
   */
  const claimDue = async () => {
    const claimed = await tick();
    const now = deps.clock.now();
    const next = await nextSitEnd(deps, now, 60_000);
    if (next) await boss.send(CLAIM_DUE_QUEUE, {}, { startAfter: Math.max(1, Math.ceil((next.getTime() - now.getTime()) / 1000)), singletonKey: `sit-end:${next.toISOString()}` });
    return claimed;
  };
  const purgeExpired = async () => {
    await purgeExpiredSessions(deps.models, deps.clock);
    await deps.limiter.purgeExpired(longestWindowSeconds(deps.config.rateLimits));
  };
  // Not retried: the next run does the same work. A failure is logged, and pg-boss keeps the job as failed.
  const scheduled: Record<keyof typeof SCHEDULES, () => Promise<unknown>> = { [CLAIM_DUE_QUEUE]: claimDue, [PURGE_EXPIRED_QUEUE]: purgeExpired };
  for (const [queue, work] of Object.entries(scheduled) as [keyof typeof SCHEDULES, () => Promise<unknown>][]) {
    await workQueue(queue, { retryLimit: 0 }, { pollingSeconds: 5, batchSize: 1 }, () =>
      work().catch((error: unknown) => {
        deps.log.error(`[jobs] the scheduled ${queue} failed`, error);
        throw error;
      }),
    );
    if (scheduling) await boss.schedule(queue, SCHEDULES[queue]);
  }

  return {
    tick,
    async idle() {
      for (;;) {
        const waiting = await Promise.all([ACCOUNT_MAIL_QUEUE, TRIAL_EMAIL_QUEUE, REMINDER_QUEUE, SIT_END_QUEUE].map((queue) => boss.getQueueSize(queue, { before: 'completed' })));
        if (waiting.every((count) => count === 0)) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}

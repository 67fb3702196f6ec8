import PgBoss from 'pg-boss';
import type { ServiceDeps } from './deps';
import { claimDueReminders, sendReminder } from './push/reminders';
import { claimDueSitEnds, sendSitEnd } from './push/sitEnds';
import { claimDueTrialEmails, sendTrialEmail } from './trialEmails/trialEmails';
import type { TrialEmailDay } from './trialEmails/trialEmailContent';

export const TRIAL_EMAIL_QUEUE = 'trial-email';
export const REMINDER_QUEUE = 'push-reminder';
export const SIT_END_QUEUE = 'push-sit-end';

export interface Jobs {
  /** Queues the trial e-mails, daily reminders and sit-end pushes due by the clock's now; answers how many this process claimed. */
  tick(): Promise<number>;
  /** Resolves once the queues hold nothing waiting or being sent (tests). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

export interface JobOptions {
  /** How often each process looks for due trial e-mails and reminders. */
  readonly tickMs?: number;
  /** How often a worker asks the queue for work (pg-boss's own minimum is 0.5 s). */
  readonly pollingIntervalSeconds?: number;
}

/**
 * pg-boss's createQueue, one process at a time: two processes starting together deadlock inside it
 * (seen with two instances on one database), so each holds an advisory lock of ours while it creates.
 */
async function createQueueOnce(deps: ServiceDeps, name: string, create: () => Promise<void>) {
  const client = await deps.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [`stillpoint:create-queue:${name}`]);
    await create();
  } finally {
    await client.query('SELECT pg_advisory_unlock(hashtext($1))', [`stillpoint:create-queue:${name}`]).catch(() => {});
    client.release();
  }
}

/**
 * The background work of one API process, on pg-boss (PostgreSQL-backed, safe with any number of
 * processes): every minute each process claims the trial e-mails and daily reminders that fell due (each is
 * claimed once, whichever process asks first) and queues them; the queues' workers send them, retrying a mail
 * server that refuses. pg-boss keeps its tables in its own schema (`pgboss`).
 */
export async function startJobs(deps: ServiceDeps, connectionString: string, options: JobOptions = {}): Promise<Jobs> {
  const boss = new PgBoss({ connectionString, max: 3 });
  boss.on('error', (error: Error) => deps.log.error('[jobs] the queue failed', error));
  await boss.start();
  await createQueueOnce(deps, TRIAL_EMAIL_QUEUE, () => boss.createQueue(TRIAL_EMAIL_QUEUE, { name: TRIAL_EMAIL_QUEUE, retryLimit: 5, retryDelay: 60, retryBackoff: true }));
  await boss.work<{ userId: string; day: TrialEmailDay }>(TRIAL_EMAIL_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 5, batchSize: 5 }, async (jobs) => {
    for (const job of jobs) await sendTrialEmail(deps, job.data.userId, job.data.day);
  });
  // A reminder is not retried: a failure part-way would show it twice on the devices that had it. Each device's
  // failure is logged (pushDevices.ts), and tomorrow's comes as usual.
  await createQueueOnce(deps, REMINDER_QUEUE, () => boss.createQueue(REMINDER_QUEUE, { name: REMINDER_QUEUE, retryLimit: 0 }));
  await boss.work<{ userId: string; day: string }>(REMINDER_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 5, batchSize: 10 }, async (jobs) => {
    for (const job of jobs) await sendReminder(deps, job.data.userId);
  });

  // A sit's end is logged before it is pushed, and the log keeps one entry per client id: a retry logs nothing twice,
  // but could show the notification again, so it is not retried either.
  await createQueueOnce(deps, SIT_END_QUEUE, () => boss.createQueue(SIT_END_QUEUE, { name: SIT_END_QUEUE, retryLimit: 0 }));
  await boss.work<{ id: string }>(SIT_END_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 5, batchSize: 10 }, async (jobs) => {
    for (const job of jobs) await sendSitEnd(deps, job.data.id);
  });

  const tick = async () => {
    const due = await claimDueTrialEmails(deps, deps.clock.now());
    for (const email of due) await boss.send(TRIAL_EMAIL_QUEUE, email, { singletonKey: `${email.userId}:${email.day}` });
    const reminders = await claimDueReminders(deps, deps.clock.now());
    for (const reminder of reminders) await boss.send(REMINDER_QUEUE, reminder, { singletonKey: `${reminder.userId}:${reminder.day}` });
    const sitEnds = await claimDueSitEnds(deps, deps.clock.now());
    for (const sit of sitEnds) await boss.send(SIT_END_QUEUE, sit, { singletonKey: sit.id });
    return due.length + reminders.length + sitEnds.length;
  };
  // Every 15 s: a sit's end push is at most that late (the claims are three indexed queries).
  const timer = setInterval(() => void tick().catch((error: unknown) => deps.log.error('[jobs] could not queue the trial e-mails, reminders and sit ends', error)), options.tickMs ?? 15_000);
  timer.unref();

  return {
    tick,
    async idle() {
      for (;;) {
        const waiting = await Promise.all([TRIAL_EMAIL_QUEUE, REMINDER_QUEUE, SIT_END_QUEUE].map((queue) => boss.getQueueSize(queue, { before: 'completed' })));
        if (waiting.every((count) => count === 0)) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async stop() {
      clearInterval(timer);
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}

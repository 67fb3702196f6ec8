import PgBoss from 'pg-boss';
import type { ServiceDeps } from './deps';
import { claimDueTrialEmails, sendTrialEmail } from './trialEmails/trialEmails';
import type { TrialEmailDay } from './trialEmails/trialEmailContent';

export const TRIAL_EMAIL_QUEUE = 'trial-email';

export interface Jobs {
  /** Queues the trial e-mails due by the clock's now; answers how many this process claimed. */
  tick(): Promise<number>;
  /** Resolves once the queue holds no trial e-mail waiting or being sent (tests). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

export interface JobOptions {
  /** How often each process looks for due trial e-mails. */
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
 * processes): every minute each process claims the trial e-mails that fell due (each is claimed once,
 * whichever process asks first) and queues them; the queue's workers send them, retrying a mail server
 * that refuses. pg-boss keeps its tables in its own schema (`pgboss`).
 */
export async function startJobs(deps: ServiceDeps, connectionString: string, options: JobOptions = {}): Promise<Jobs> {
  const boss = new PgBoss({ connectionString, max: 3 });
  boss.on('error', (error: Error) => deps.log.error('[jobs] the queue failed', error));
  await boss.start();
  await createQueueOnce(deps, TRIAL_EMAIL_QUEUE, () => boss.createQueue(TRIAL_EMAIL_QUEUE, { name: TRIAL_EMAIL_QUEUE, retryLimit: 5, retryDelay: 60, retryBackoff: true }));
  await boss.work<{ userId: string; day: TrialEmailDay }>(TRIAL_EMAIL_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 5, batchSize: 5 }, async (jobs) => {
    for (const job of jobs) await sendTrialEmail(deps, job.data.userId, job.data.day);
  });

  const tick = async () => {
    const due = await claimDueTrialEmails(deps, deps.clock.now());
    for (const email of due) await boss.send(TRIAL_EMAIL_QUEUE, email, { singletonKey: `${email.userId}:${email.day}` });
    return due.length;
  };
  const timer = setInterval(() => void tick().catch((error: unknown) => deps.log.error('[jobs] could not queue the trial e-mails', error)), options.tickMs ?? 60_000);
  timer.unref();

  return {
    tick,
    async idle() {
      for (;;) {
        const waiting = await boss.getQueueSize(TRIAL_EMAIL_QUEUE, { before: 'completed' });
        if (waiting === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async stop() {
      clearInterval(timer);
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}

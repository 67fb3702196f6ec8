import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/testApp';
import { openOwnDatabase } from '../../test/testDatabase';
import type { Database } from '../db/database';
import { CLAIM_DUE_QUEUE, PURGE_EXPIRED_QUEUE, startJobs, type Jobs } from './jobs';

let db: Database;
let jobs: Jobs;

beforeAll(async () => {
  // Its own database: the schedules of other files' job runners would be read here too.
  const own = await openOwnDatabase('jobs');
  db = own.db;
  jobs = await startJobs(buildTestApp({ db }).deps, own.url, { pollingIntervalSeconds: 0.5 });
}, 60_000);
afterAll(async () => {
  await jobs.stop();
  await db.close();
});

describe('the background jobs', () => {
  it("run on pg-boss's clock: the claim of what fell due every minute, the purge of what expired every hour", async () => {
    const [schedules] = await db.sequelize.query('SELECT name, cron, timezone FROM pgboss.schedule ORDER BY name');
    expect(schedules).toEqual([
      { name: CLAIM_DUE_QUEUE, cron: '* * * * *', timezone: 'UTC' },
      { name: PURGE_EXPIRED_QUEUE, cron: '0 * * * *', timezone: 'UTC' },
    ]);
  });
});

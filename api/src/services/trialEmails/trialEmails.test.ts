import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCapture, type SmtpCapture } from '../../../test/smtpCapture';
import { openWorkerDatabase } from '../../../test/testDatabase';
import { buildTestApp, signUp } from '../../../test/testApp';
import { DAY, MINUTE, TestClock } from '../../../test/testClock';
import { eventually } from '@stillpoint/test-support/eventually';
import type { StillpointApp } from '../../app';
import type { Database } from '../../db/database';
import { startJobs, type Jobs } from '../jobs';

let db: Database;
let url: string;
let smtp: SmtpCapture;
const clock = new TestClock('2026-03-10T12:00:00Z');
/** Two API processes on one database, each with its own job runner (pg-boss), as a deployment with two instances. */
let apps: StillpointApp[];
let runners: Jobs[];

beforeAll(async () => {
  ({ db, url } = await openWorkerDatabase());
  smtp = await startSmtpCapture();
  apps = [buildTestApp({ db, clock, smtpUrl: smtp.url }), buildTestApp({ db, clock, smtpUrl: smtp.url })];
  runners = await Promise.all(apps.map((app) => startJobs(app.deps, url, { schedule: false, pollingIntervalSeconds: 0.5 })));
}, 60_000);
afterAll(async () => {
  await Promise.all(runners.map((runner) => runner.stop()));
  await smtp.close();
  await db.close();
});

const SUBJECTS = [
  'Stillpoint is here when you need it',
  'Start small, start quiet',
  'Even just a few seconds helps',
  'Your rhythm. Your rules.',
  "There's no wrong way to do this",
  'Stillpoint is here whenever you need to breathe',
];

/** Both processes look for due e-mails at once, then their queues send what was claimed. */
async function tickBoth() {
  await Promise.all(runners.map((runner) => runner.tick()));
  await Promise.all(runners.map((runner) => runner.idle()));
}

const trialMails = (email: string) => smtp.to(email).filter((mail) => SUBJECTS.includes(mail.subject));

describe('the trial e-mails (commercial.md §3)', () => {
  it('sends each of the six on its day, exactly once, with two processes asking every few minutes', async () => {
    clock.set('2026-03-10T12:00:00Z');
    const user = await signUp(apps[0]!, { firstName: 'Noor' });
    for (let minutes = 0; minutes <= 14 * 24 * 60; minutes += 6 * 60) {
      clock.set(new Date(Date.parse('2026-03-10T12:00:00Z') + minutes * MINUTE + MINUTE));
      await tickBoth();
    }
    await eventually(() => trialMails(user.email).length === 6, { withinMs: 10_000 });
    const mails = trialMails(user.email);
    expect(mails.map((mail) => mail.subject)).toEqual(SUBJECTS);
    const first = mails[0]!;
    expect(first.text).toContain('Noor');
    expect(first.html).toContain('Noor');
    expect(first.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(first.headers.get('list-unsubscribe')).toMatch(/^<http:\/\/app\.stillpoint\.test\/api\/email\/unsubscribe\?token=[\w.%-]+>$/);
    // Asked again later, nobody sends any of them a second time.
    clock.advance(3 * DAY);
    await tickBoth();
    expect(trialMails(user.email)).toHaveLength(6);
  });

  it('stops for a user who unsubscribes with one click (RFC 8058), and refuses a made-up token', async () => {
    clock.set('2026-04-01T12:00:00Z');
    const user = await signUp(apps[1]!);
    clock.advance(MINUTE);
    await tickBoth();
    await eventually(() => trialMails(user.email).length === 1, { withinMs: 10_000 });
    const link = /<([^>]+)>/.exec(trialMails(user.email)[0]!.headers.get('list-unsubscribe')!)![1]!;
    const { pathname, search } = new URL(link);
    // A mail client posts the form body the header names, with no cookie and no Origin.
    const oneClick = await request(apps[0]!.callback()).post(`${pathname}${search}`).type('form').send('List-Unsubscribe=One-Click');
    expect(oneClick.status).toBe(200);
    const forged = await request(apps[0]!.callback()).post(`${pathname}?token=${encodeURIComponent(`${search.split('.')[0]!.slice(7)}.forged`)}`);
    expect(forged.status).toBe(404);
    clock.advance(14 * DAY);
    await tickBoth();
    expect(trialMails(user.email)).toHaveLength(1);
  });

  it('sends none after the user subscribes', async () => {
    clock.set('2026-05-01T12:00:00Z');
    const user = await signUp(apps[0]!);
    clock.advance(MINUTE);
    await tickBoth();
    await eventually(() => trialMails(user.email).length === 1, { withinMs: 10_000 });
    await db.models.User.update({ subscriptionStatus: 'active', plan: 'monthly', currentPeriodEnd: new Date('2026-06-15T12:00:00Z') }, { where: { id: user.id } });
    clock.advance(14 * DAY);
    await tickBoth();
    expect(trialMails(user.email)).toHaveLength(1);
  });
});

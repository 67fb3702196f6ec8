import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPushCapture, type PushCapture, type TestDevice } from '../../../test/pushCapture';
import { openWorkerDatabase } from '../../../test/testDatabase';
import { buildTestApp, signUp } from '../../../test/testApp';
import { MINUTE, TestClock } from '../../../test/testClock';
import type { StillpointApp } from '../../app';
import type { Database } from '../../db/database';
import { startJobs, type Jobs } from '../jobs';
import { createPushSender, generateVapidKeys } from './pushSender';
import { reminderMessage } from './reminders';

let db: Database;
let url: string;
let capture: PushCapture;
const clock = new TestClock('2026-03-02T12:00:00Z');
/** Two API processes on one database, each with its own job runner (pg-boss), as a deployment with two instances. */
let apps: StillpointApp[];
let runners: Jobs[];

beforeAll(async () => {
  ({ db, url } = await openWorkerDatabase());
  capture = await startPushCapture();
  const vapid = generateVapidKeys();
  const push = () => createPushSender({ vapid, subject: 'mailto:support@stillpoint.test', testEndpoints: { origins: [capture.origin], ca: capture.ca } });
  apps = [buildTestApp({ db, clock, push: push() }), buildTestApp({ db, clock, push: push() })];
  runners = await Promise.all(apps.map((app) => startJobs(app.deps, url, { schedule: false, pollingIntervalSeconds: 0.5 })));
}, 60_000);
afterAll(async () => {
  await Promise.all(runners.map((runner) => runner.stop()));
  await capture.close();
  await db.close();
});

/** Both processes look for due reminders at `at`, at once, then their queues send what was claimed. */
async function tickBothAt(at: string) {
  clock.set(at);
  await Promise.all(runners.map((runner) => runner.tick()));
  await Promise.all(runners.map((runner) => runner.idle()));
}

async function userWithReminder(timeZone: string, reminder: { time: string; days: number[] }): Promise<{ device: TestDevice; agent: Awaited<ReturnType<typeof signUp>>['agent'] }> {
  const { agent } = await signUp(apps[0]!, { timeZone });
  const device = capture.device();
  await agent.post('/api/push/subscribe').send({ subscription: device.subscription }).expect(201);
  await agent.put('/api/push/reminder').send({ enabled: true, ...reminder }).expect(200);
  return { device, agent };
}

describe('the daily reminder', () => {
  it("is sent once at its time in the user's time zone, whichever of two processes asks, and not to a user who practised that day", async () => {
    clock.set('2026-03-02T11:00:00Z');
    // Monday 2 March 2026: 07:30 in New York (UTC-5) is 12:30 UTC; in Tokyo (UTC+9) it is Sunday's 22:30 UTC.
    const newYork = await userWithReminder('America/New_York', { time: '07:30', days: [1, 2, 3, 4, 5] });
    const practised = await userWithReminder('America/New_York', { time: '07:30', days: [1, 2, 3, 4, 5, 6, 7] });
    const weekendsOnly = await userWithReminder('America/New_York', { time: '07:30', days: [6, 7] });
    const tokyo = await userWithReminder('Asia/Tokyo', { time: '07:30', days: [1, 2, 3, 4, 5, 6, 7] });
    // 06:10 in New York: a completed session that day, before the reminder's time.
    clock.set('2026-03-02T11:30:00Z');
    await practised.agent.post('/api/sessions/log').send({ session_type: 'breathing', technique: 'box', duration: 120, timestamp: '2026-03-02T11:10:00Z' }).expect(201);

    await tickBothAt('2026-03-02T12:29:00Z');
    expect(capture.received(newYork.device)).toHaveLength(0);

    await tickBothAt('2026-03-02T12:30:30Z');
    await tickBothAt('2026-03-02T12:31:00Z');
    await tickBothAt('2026-03-02T12:45:00Z');
    const received = capture.received(newYork.device);
    expect(received).toHaveLength(1);
    expect(received[0]!.message).toEqual(reminderMessage('en'));
    expect(capture.received(practised.device)).toHaveLength(0);
    expect(capture.received(weekendsOnly.device)).toHaveLength(0);
    expect(capture.received(tokyo.device)).toHaveLength(0);

    // Tuesday 07:30 in Tokyo is Monday 22:30 UTC; Tuesday 07:31 in New York is the next one there.
    await tickBothAt('2026-03-02T22:31:00Z');
    expect(capture.received(tokyo.device)).toHaveLength(1);
    await tickBothAt('2026-03-03T12:31:00Z');
    expect(capture.received(newYork.device)).toHaveLength(2);
    expect(capture.received(practised.device)).toHaveLength(1);
    expect(capture.received(weekendsOnly.device)).toHaveLength(0);
  });

  it('skips a day whose time passed more than an hour ago (a server that was down), and sends none while it is off', async () => {
    clock.set('2026-03-10T00:00:00Z');
    const late = await userWithReminder('UTC', { time: '09:00', days: [1, 2, 3, 4, 5, 6, 7] });
    await tickBothAt('2026-03-10T10:00:00Z');
    expect(capture.received(late.device)).toHaveLength(0);
    await late.agent.put('/api/push/reminder').send({ enabled: false, time: '09:00', days: [1, 2, 3, 4, 5, 6, 7] }).expect(200);
    await tickBothAt(new Date(Date.parse('2026-03-11T09:00:00Z') + MINUTE).toISOString());
    expect(capture.received(late.device)).toHaveLength(0);
  });
});

import { randomUUID } from 'node:crypto';
import { eventually } from '@stillpoint/test-support/eventually';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPushCapture, type PushCapture } from '../../test/pushCapture';
import { openOwnDatabase } from '../../test/testDatabase';
import { browser, buildTestApp, signUp } from '../../test/testApp';
import { TestClock } from '../../test/testClock';
import type { StillpointApp } from '../app';
import type { Database } from '../db/database';
import { SIT_END_BODY, SIT_END_TITLE } from '../contract';
import { CLAIM_DUE_QUEUE, startJobs, type Jobs } from '../services/jobs';
import { createPushSender, generateVapidKeys } from '../services/push/pushSender';

let db: Database;
let url: string;
let capture: PushCapture;
const clock = new TestClock('2026-11-28T07:00:00Z');
let app: StillpointApp;
let jobs: Jobs;

beforeAll(async () => {
  // Its own database: the jobs' queues and claims then hold this file's sits alone.
  ({ db, url } = await openOwnDatabase('sits'));
  capture = await startPushCapture();
  const push = createPushSender({ vapid: generateVapidKeys(), subject: 'mailto:support@stillpoint.test', testEndpoints: { origins: [capture.origin], ca: capture.ca } });
  app = buildTestApp({ db, clock, push });
  jobs = await startJobs(app.deps, url, { schedule: false, pollingIntervalSeconds: 0.5 });
}, 60_000);
afterAll(async () => {
  await jobs.stop();
  await capture.close();
  await db.close();
});

/** The jobs look for due sit ends at `at`, then their queue sends what was claimed. */
async function tickAt(at: string) {
  clock.set(at);
  await jobs.tick();
  await jobs.idle();
}

/** A signed-in user with notifications on one device. */
async function userWithDevice() {
  const { agent } = await signUp(app);
  const device = capture.device();
  await agent.post('/api/push/subscribe').send({ subscription: device.subscription }).expect(201);
  return { agent, device };
}

const twentyMinutes = (startedAt: string, endsAt: string | null) => ({ session_type: 'meditation', technique: 'quick', duration: 1200, mood_tag: null, started_at: startedAt, ends_at: endsAt });

describe('a sit running on a page', () => {
  it('is pushed and logged as completed at its planned end, once, under its client id; the page\'s own later completion adds nothing', async () => {
    clock.set('2026-11-28T07:00:00Z');
    const { agent, device } = await userWithDevice();
    const id = randomUUID();
    const kept = await agent.put(`/api/sessions/running/${id}`).send(twentyMinutes('2026-11-28T07:00:00Z', '2026-11-28T07:20:00Z')).expect(200);
    expect(kept.body).toEqual({ id, pushAt: '2026-11-28T07:20:00.000Z' });

    await tickAt('2026-11-28T07:19:59Z');
    expect(capture.received(device)).toHaveLength(0);
    await tickAt('2026-11-28T07:20:05Z');
    await tickAt('2026-11-28T07:20:20Z');
    const received = capture.received(device);
    expect(received).toHaveLength(1);
    expect(received[0]!.message).toEqual({ title: SIT_END_TITLE, body: SIT_END_BODY, tag: `stillpoint-sit-${id}`, url: `/app/session?ended=${id}` });

    const log = await agent.get('/api/sessions/log').expect(200);
    expect(log.body).toMatchObject([{ id, session_type: 'meditation', technique: 'quick', duration: 1200, completed: true, timestamp: '2026-11-28T07:00:00.000Z' }]);
    // The page comes back and sends its completion: the same entry, not a second one.
    await agent.post('/api/sessions/log').send({ id, session_type: 'meditation', technique: 'quick', duration: 1200, completed: true, timestamp: '2026-11-28T07:00:00Z' });
    expect((await agent.get('/api/sessions/log').expect(200)).body).toHaveLength(1);
    // Pushed: it is no longer a running sit.
    await agent.delete(`/api/sessions/running/${id}`).expect(404);
  });

  it('moves its push with a pause and a resume, and none comes once the page reports its end', async () => {
    clock.set('2026-11-28T08:00:00Z');
    const { agent, device } = await userWithDevice();
    const id = randomUUID();
    await agent.put(`/api/sessions/running/${id}`).send(twentyMinutes('2026-11-28T08:00:00Z', '2026-11-28T08:20:00Z')).expect(200);
    // Paused at 5 minutes for 10: no end while paused, then 15 minutes left from 08:15.
    clock.set('2026-11-28T08:05:00Z');
    expect((await agent.put(`/api/sessions/running/${id}`).send(twentyMinutes('2026-11-28T08:00:00Z', null)).expect(200)).body.pushAt).toBeNull();
    await tickAt('2026-11-28T08:20:30Z');
    expect(capture.received(device)).toHaveLength(0);
    await agent.put(`/api/sessions/running/${id}`).send(twentyMinutes('2026-11-28T08:00:00Z', '2026-11-28T08:30:00Z')).expect(200);
    await tickAt('2026-11-28T08:29:00Z');
    expect(capture.received(device)).toHaveLength(0);
    await tickAt('2026-11-28T08:30:10Z');
    expect(capture.received(device)).toHaveLength(1);

    // Another sit the page completes (or stops) itself: cancelled, no push at its end.
    clock.set('2026-11-28T09:00:00Z');
    const second = randomUUID();
    await agent.put(`/api/sessions/running/${second}`).send(twentyMinutes('2026-11-28T09:00:00Z', '2026-11-28T09:20:00Z')).expect(200);
    await agent.delete(`/api/sessions/running/${second}`).expect(204);
    await tickAt('2026-11-28T09:20:10Z');
    expect(capture.received(device)).toHaveLength(1);
  });

  it("is pushed at its end by the minute's scheduled claim, which queues one more claim at that end instead of leaving it to the next minute", async () => {
    clock.set('2026-11-28T12:00:00Z');
    const { agent, device } = await userWithDevice();
    const id = randomUUID();
    await agent.put(`/api/sessions/running/${id}`).send(twentyMinutes('2026-11-28T11:40:00Z', '2026-11-28T12:00:02Z')).expect(200);
    // pg-boss's cron queues the claim as this does; nothing is due yet at 12:00:00.
    const cron = new PgBoss({ connectionString: url, max: 1, schedule: false, supervise: false });
    await cron.start();
    try {
      await cron.send(CLAIM_DUE_QUEUE, {});
    } finally {
      await cron.stop({ graceful: false });
    }
    await eventually(async () => (await db.sequelize.query("SELECT 1 FROM pgboss.job WHERE name = :name AND state = 'created' AND start_after > now()", { replacements: { name: CLAIM_DUE_QUEUE } }))[0].length, {
      until: (waiting) => waiting === 1,
      what: 'a claim queued for the sit’s end',
    });
    expect(capture.received(device)).toHaveLength(0);
    clock.set('2026-11-28T12:00:02Z');
    // Nobody ticks: the queued claim runs at the end (2 s on), and the push follows.
    await eventually(() => capture.received(device), { until: (pushes) => pushes.length === 1, withinMs: 10_000, what: 'the push at the sit’s end' });
  });

  it('gets no push when shorter than five minutes or when the user has no device', async () => {
    clock.set('2026-11-28T10:00:00Z');
    const { agent } = await userWithDevice();
    const short = await agent.put(`/api/sessions/running/${randomUUID()}`).send({ ...twentyMinutes('2026-11-28T10:00:00Z', '2026-11-28T10:04:00Z'), duration: 240 }).expect(200);
    expect(short.body.pushAt).toBeNull();
    const { agent: noDevice } = await signUp(app);
    expect((await noDevice.put(`/api/sessions/running/${randomUUID()}`).send(twentyMinutes('2026-11-28T10:00:00Z', '2026-11-28T10:20:00Z')).expect(200)).body.pushAt).toBeNull();
  });

  it('refuses bad input, a visitor, and another user\'s sit', async () => {
    clock.set('2026-11-28T11:00:00Z');
    const { agent } = await userWithDevice();
    const id = randomUUID();
    const bad = await agent.put(`/api/sessions/running/${id}`).send({ ...twentyMinutes('2026-11-28T11:00:00Z', '2026-11-28T11:20:00Z'), duration: -5 }).expect(400);
    expect(JSON.stringify(bad.body)).toContain('duration');
    await agent.put(`/api/sessions/running/${id}`).send(twentyMinutes('2026-11-28T11:00:00Z', '2026-11-28T10:20:00Z')).expect(400);
    await agent.put('/api/sessions/running/not-a-uuid').send(twentyMinutes('2026-11-28T11:00:00Z', '2026-11-28T11:20:00Z')).expect(400);
    await agent.put(`/api/sessions/running/${id}`).send(twentyMinutes('2026-11-28T11:00:00Z', '2026-11-28T11:20:00Z')).expect(200);

    await browser(app).put(`/api/sessions/running/${id}`).send(twentyMinutes('2026-11-28T11:00:00Z', '2026-11-28T11:20:00Z')).expect(401);
    const { agent: other } = await userWithDevice();
    await other.put(`/api/sessions/running/${id}`).send(twentyMinutes('2026-11-28T11:00:00Z', '2026-11-28T11:20:00Z')).expect(404);
    await other.delete(`/api/sessions/running/${id}`).expect(404);
    await agent.delete(`/api/sessions/running/${id}`).expect(204);
  });
});

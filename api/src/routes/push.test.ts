import { lookup as dnsLookup } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPushCapture, type PushCapture } from '../../test/pushCapture';
import { openWorkerDatabase } from '../../test/testDatabase';
import { buildTestApp, signUp } from '../../test/testApp';
import type { StillpointApp } from '../app';
import type { Database } from '../db/database';
import type { Logger } from '../logger';
import { NO_PUSH_DEVICE } from '../contract/messages';
import { MAX_DEVICES_PER_ACCOUNT } from '../services/push/pushDevices';
import { createPushSender, generateVapidKeys } from '../services/push/pushSender';

let db: Database;
let capture: PushCapture;
let app: StillpointApp;
const vapid = generateVapidKeys();
/** What the API logged as errors: a push that fails for any other reason than a gone subscription is logged and skipped. */
const logged: string[] = [];
const log: Logger = { info: () => {}, error: (line, error) => logged.push(`${line}: ${String(error)}`) };

beforeAll(async () => {
  ({ db } = await openWorkerDatabase());
  capture = await startPushCapture();
  // The one loopback endpoint the tests run is allowed through the app's deps; production passes no testEndpoints.
  app = buildTestApp({ db, log, push: createPushSender({ vapid, subject: 'mailto:support@stillpoint.test', testEndpoints: { origins: [capture.origin], ca: capture.ca } }) });
});
afterAll(async () => {
  await capture.close();
  await db.close();
});

describe('web push (commercial.md §7)', () => {
  it('gives the VAPID key, subscribes a device, counts it, sends it a test it can decrypt, and unsubscribes it', async () => {
    const { agent } = await signUp(app);
    expect((await agent.get('/api/push/public-key')).body).toEqual({ publicKey: vapid.publicKey });
    expect((await agent.get('/api/push/status')).body).toEqual({ enabled: false, deviceCount: 0, reminder: { enabled: false, time: '08:00', days: [1, 2, 3, 4, 5, 6, 7] } });

    const device = capture.device();
    const subscribed = await agent.post('/api/push/subscribe').send({ subscription: device.subscription });
    expect(subscribed.status).toBe(201);
    expect(subscribed.body).toMatchObject({ enabled: true, deviceCount: 1 });
    // The same browser subscribing again is the same device.
    await agent.post('/api/push/subscribe').send({ subscription: device.subscription }).expect(201);
    expect((await agent.get('/api/push/status')).body).toMatchObject({ enabled: true, deviceCount: 1 });

    const test = await agent.post('/api/push/test');
    expect(test.status).toBe(200);
    expect(test.body).toEqual({ message: 'Test notification sent to 1 device.', sent: 1 });
    const [push] = capture.received(device);
    expect(push?.message).toEqual({ title: 'Stillpoint', body: 'Notifications work on this device. Reminders will look like this.', tag: 'stillpoint-test', url: '/app' });
    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    expect(push?.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid.publicKey}$`));

    expect((await agent.get('/api/user/export')).body).toMatchObject({ pushDevices: [{ endpoint: device.subscription.endpoint }], reminder: { enabled: false } });

    const unsubscribed = await agent.post('/api/push/unsubscribe').send({});
    expect(unsubscribed.status).toBe(200);
    expect(unsubscribed.body).toMatchObject({ enabled: false, deviceCount: 0 });
    expect((await agent.post('/api/push/test')).body).toEqual({ error: NO_PUSH_DEVICE });
    expect(capture.received(device)).toHaveLength(1);
  });

  it('needs a signed-in user', async () => {
    const { browser } = await import('../../test/testApp');
    const visitor = browser(app);
    for (const path of ['/api/push/public-key', '/api/push/status']) expect((await visitor.get(path)).status, path).toBe(401);
    expect((await visitor.post('/api/push/subscribe').send({ subscription: capture.device().subscription })).status).toBe(401);
  });

  it('refuses endpoints that are not a public https push service, and oversized ones, with a 400 that says why (no server-side request forgery)', async () => {
    const { agent } = await signUp(app);
    const { keys } = capture.device().subscription;
    const forged: Record<string, RegExp> = {
      'http://push.example.com/send/1': /must be an https URL/,
      'https://localhost/send': /not a local name/,
      'https://push.localhost/send': /not a local name/,
      'https://metadata/computeMetadata': /not a local name/,
      'https://127.0.0.1/send': /not a private, loopback or link-local address/,
      // The loopback test endpoint is allowed by origin: the same address on another port is not.
      [`https://127.0.0.1:${Number(new URL(capture.origin).port) + 1}/push/x`]: /loopback/,
      'https://127.1/send': /loopback/,
      'https://2130706433/send': /loopback/,
      'https://10.0.0.8/send': /private/,
      'https://172.20.1.1/send': /private/,
      'https://192.168.1.1/send': /private/,
      'https://169.254.169.254/latest/meta-data': /link-local/,
      'https://0.0.0.0/send': /private/,
      'https://[::1]/send': /loopback/,
      'https://[::]/send': /loopback/,
      'https://[::ffff:127.0.0.1]/send': /loopback/,
      'https://[::ffff:a9fe:a9fe]/send': /link-local/,
      'https://[fe80::1]/send': /link-local/,
      'https://[fd00::1]/send': /private/,
      'https://[64:ff9b::10.0.0.1]/send': /private/,
      'https://user:pass@push.example.com/send': /user name or password/,
      // Push services answer on https's own port, by name: any other port or a literal address is not one.
      'https://fcm.googleapis.com:22/x': /port 443/,
      'https://fcm.googleapis.com:8443/x': /port 443/,
      'https://8.8.8.8/x': /by its name, not an IP address/,
      'https://[2a00:1450:4001::200e]/send': /by its name, not an IP address/,
      // Wildcard DNS services answer the address a name embeds: refused at subscribe, whatever that address is.
      'https://127.0.0.1.nip.io/x': /not a name embedding an IP address/,
      'https://push.10.0.0.8.sslip.io/x': /not a name embedding an IP address/,
      'https://169-254-169-254.sslip.io/x': /not a name embedding an IP address/,
      'https://magic-7f000001.nip.io/x': /not a name embedding an IP address/,
      'https://8.8.8.8.nip.io/x': /not a name embedding an IP address/,
      [`https://push.example.com/${'a'.repeat(1100)}`]: /at most 1024 characters/,
    };
    for (const [endpoint, why] of Object.entries(forged)) {
      const response = await agent.post('/api/push/subscribe').send({ subscription: { endpoint, keys } });
      expect(response.status, endpoint).toBe(400);
      expect(response.body.error, endpoint).toMatch(why);
    }
    const badKeys = await agent.post('/api/push/subscribe').send({ subscription: { endpoint: 'https://push.example.com/send/1', keys: { p256dh: 'x'.repeat(5000), auth: keys.auth } } });
    expect(badKeys.status).toBe(400);
    expect(badKeys.body.error).toMatch(/subscription\.keys\.p256dh/);
    expect((await agent.post('/api/push/subscribe').send({ subscription: { endpoint: 'https://push.example.com/send/1', keys, extra: 'x'.repeat(200_000) } })).status).toBe(413);
    expect((await agent.get('/api/push/status')).body).toMatchObject({ deviceCount: 0 });
    // A public push service's endpoint is taken (nothing is sent to it here).
    await agent.post('/api/push/subscribe').send({ subscription: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def', keys } }).expect(201);
    await agent.post('/api/push/subscribe').send({ subscription: { endpoint: 'https://fcm.googleapis.com:443/fcm/send/ghi:jkl', keys } }).expect(201);
  });

  it('sends nothing to a public-looking name that resolves to a loopback address (checked on the address connected to: DNS rebinding)', async () => {
    const name = 'push.rebound.example.com';
    // A push service on loopback whose certificate is valid for that name and trusted by the sender: were the
    // resolved address not checked, the push would be delivered there.
    const rebound = await startPushCapture({ names: [name] });
    const logged: string[] = [];
    // The name resolves to 127.0.0.1, as an attacker's DNS answers it (after answering a public address at subscribe time, say).
    const lookup: LookupFunction = (hostname, options, callback) => {
      if (hostname !== name) return dnsLookup(hostname, options, callback);
      if (options.all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
      else callback(null, '127.0.0.1', 4);
    };
    // Its origin is allowed as the tests' own endpoints are (it listens on another port than 443); the resolved address is still checked.
    const origin = `https://${name}:${new URL(rebound.origin).port}`;
    const sender = createPushSender({ vapid, subject: 'mailto:support@stillpoint.test', lookup, testEndpoints: { origins: [origin], ca: rebound.ca } });
    const rebinding = buildTestApp({ db, push: sender, log: { info: () => {}, error: (line, error) => logged.push(`${line}: ${String(error)}`) } });
    try {
      const { agent } = await signUp(rebinding);
      const device = rebound.device(201, name);
      // It is taken (nothing is resolved at subscribe time, a later answer could differ anyway).
      await agent.post('/api/push/subscribe').send({ subscription: device.subscription }).expect(201);
      const test = await agent.post('/api/push/test');
      expect([test.status, test.body]).toEqual([409, { error: NO_PUSH_DEVICE }]);
      expect(rebound.all).toEqual([]);
      expect(logged).toEqual([`[push] could not send to ${name}:${new URL(rebound.origin).port}: RefusedEndpointError: ${name} resolves to 127.0.0.1, which is not a public address`]);
    } finally {
      await rebound.close();
    }
  });

  it('keeps at most 20 devices per account: the 21st is refused with a clear 409, the 20 stay whole, and one turned off makes room', async () => {
    expect(MAX_DEVICES_PER_ACCOUNT).toBe(20);
    const { agent } = await signUp(app);
    const other = await signUp(app);
    const otherDevice = capture.device();
    await other.agent.post('/api/push/subscribe').send({ subscription: otherDevice.subscription }).expect(201);
    const devices = Array.from({ length: 20 }, () => capture.device());
    for (const device of devices) await agent.post('/api/push/subscribe').send({ subscription: device.subscription }).expect(201);
    const extra = capture.device();
    const refused = await agent.post('/api/push/subscribe').send({ subscription: extra.subscription });
    expect([refused.status, refused.body]).toEqual([409, { error: 'Notifications are on for 20 devices already: turn them off on one you no longer use.' }]);
    // A device already counted subscribing again (a new key, the same endpoint) is still taken: it is no new device.
    await agent.post('/api/push/subscribe').send({ subscription: devices[3]!.subscription }).expect(201);
    expect((await agent.get('/api/push/status')).body).toMatchObject({ enabled: true, deviceCount: 20 });
    expect((await other.agent.get('/api/push/status')).body).toMatchObject({ deviceCount: 1 });
    // All 20 still receive, and nothing went to the refused one.
    expect((await agent.post('/api/push/test')).body).toEqual({ message: 'Test notification sent to 20 devices.', sent: 20 });
    expect(capture.received(extra)).toEqual([]);
    await agent.post('/api/push/unsubscribe').send({ endpoint: devices[0]!.subscription.endpoint }).expect(200);
    await agent.post('/api/push/subscribe').send({ subscription: extra.subscription }).expect(201);
    expect((await agent.get('/api/push/status')).body).toMatchObject({ deviceCount: 20 });
  });

  it('holds the cap when many devices subscribe at once: exactly 20 stored, the rest refused', async () => {
    // Ten accounts, each with 30 devices subscribing at once: a count read outside the lock would let a round store more than 20.
    for (let round = 0; round < 10; round += 1) {
      const { agent } = await signUp(app);
      const answers = await Promise.all(Array.from({ length: 30 }, () => agent.post('/api/push/subscribe').send({ subscription: capture.device().subscription })));
      expect(answers.map((answer) => answer.status).sort()).toEqual([...new Array<number>(20).fill(201), ...new Array<number>(10).fill(409)]);
      expect((await agent.get('/api/push/status')).body).toMatchObject({ deviceCount: 20 });
    }
  });

  it('deletes a subscription its push service answers 410 Gone (the browser unsubscribed)', async () => {
    const { agent } = await signUp(app);
    const gone = capture.device(410);
    const kept = capture.device();
    await agent.post('/api/push/subscribe').send({ subscription: gone.subscription }).expect(201);
    await agent.post('/api/push/subscribe').send({ subscription: kept.subscription }).expect(201);
    expect((await agent.get('/api/push/status')).body).toMatchObject({ deviceCount: 2 });
    const before = logged.length;
    expect((await agent.post('/api/push/test')).body).toEqual({ message: 'Test notification sent to 1 device.', sent: 1 });
    // A 410 is no failure to log: the subscription is deleted (a failure logged here says why it was not).
    expect(logged.slice(before)).toEqual([]);
    expect((await agent.get('/api/push/status')).body).toMatchObject({ deviceCount: 1 });
    const [[row]] = (await db.sequelize.query('SELECT count(*)::int AS n FROM push_subscriptions WHERE endpoint = :endpoint', { replacements: { endpoint: gone.subscription.endpoint } })) as [[{ n: number }], unknown];
    expect(row.n).toBe(0);
  });

  it('keeps the reminder settings, refusing a time or days that are not ones', async () => {
    const { agent } = await signUp(app);
    const set = await agent.put('/api/push/reminder').send({ enabled: true, time: '21:45', days: [7, 1, 3] });
    expect(set.status).toBe(200);
    expect(set.body.reminder).toEqual({ enabled: true, time: '21:45', days: [1, 3, 7] });
    expect((await agent.get('/api/push/status')).body.reminder).toEqual({ enabled: true, time: '21:45', days: [1, 3, 7] });
    for (const wrong of [{ enabled: true, time: '24:00', days: [1] }, { enabled: true, time: '7:30', days: [1] }, { enabled: true, time: '07:30', days: [] }, { enabled: true, time: '07:30', days: [0] }, { enabled: true, time: '07:30', days: [1, 1] }]) {
      expect((await agent.put('/api/push/reminder').send(wrong)).status, JSON.stringify(wrong)).toBe(400);
    }
  });
});

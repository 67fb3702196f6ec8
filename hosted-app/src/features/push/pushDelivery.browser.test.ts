import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushSubscriptionJson } from '@stillpoint/api/contract';
import { eventually } from '@stillpoint/test-support';
import { apiCall, createPushSender, expectToast, generateVapidKeys, type HostedApp, openPage, type PushCapture, signUpInPage, startHostedApp, startPushCapture, workerInControl } from '@stillpoint/test-support/app';

// The whole way of a notification, through the real profile screen, API, web-push and service worker. The one
// part faked is the network edge: headless Chromium cannot reach a push service (Google's FCM is out of reach
// here), so PushManager hands the app a subscription whose endpoint is a push service run by the test on loopback
// (api/test/pushCapture.ts: https, records and decrypts what web-push sends). That endpoint is allowed through
// the API's deps (testEndpoints), as in the API's own tests; production builds its sender with none (server.ts).
// What the push service would then deliver, the test delivers to the app's service worker through DevTools
// (ServiceWorker.deliverPushMessage, the "Push" button of DevTools' Application panel).

let capture: PushCapture;
let hosted: HostedApp;
const vapid = generateVapidKeys();

beforeAll(async () => {
  capture = await startPushCapture();
  hosted = await startHostedApp({ push: createPushSender({ vapid, subject: 'mailto:support@stillpoint.test', testEndpoints: { origins: [capture.origin], ca: capture.ca } }) });
});
afterAll(async () => {
  await hosted?.close();
  await capture?.close();
});

/** Replaces the browser's push subscription (the network edge) with `subscription`; records the key the app subscribed with. */
function fakePushService(subscription: PushSubscriptionJson) {
  const decode = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0)).buffer;
  let subscribed = false;
  const record = window as unknown as { subscribedWithKey?: string };
  const fake = {
    endpoint: subscription.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: null as ArrayBuffer | null },
    getKey: (name: 'p256dh' | 'auth') => decode(subscription.keys[name]),
    toJSON: () => subscription,
    unsubscribe: async () => {
      subscribed = false;
      return true;
    },
  };
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    const key = options?.applicationServerKey;
    const bytes = key instanceof ArrayBuffer ? new Uint8Array(key) : ArrayBuffer.isView(key) ? new Uint8Array(key.buffer, key.byteOffset, key.byteLength) : new Uint8Array();
    record.subscribedWithKey = btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    subscribed = true;
    return fake;
  };
  PushManager.prototype.getSubscription = async () => (subscribed ? (fake) : null);
}

describe('a notification from the profile screen to the service worker', () => {
  it('enable ("Notifications enabled", the device counted), "Send a test" ("Test sent", received and decrypted, shown with the app’s icon), turn off', async () => {
    const device = capture.device();
    const tab = await openPage(hosted, { serviceWorkers: 'allow' });
    try {
      const { page, context } = tab;
      await context.grantPermissions(['notifications'], { origin: hosted.origin });
      await context.addInitScript(fakePushService, device.subscription);
      const account = await signUpInPage(hosted, page);
      await page.goto(`${hosted.origin}/app`);
      // The app's worker receives the pushes: it must be active before the app subscribes through it.
      await workerInControl(page);

      await page.getByRole('button', { name: `${account.firstName} ${account.lastName}, account menu` }).click();
      await page.getByRole('menuitem', { name: 'Profile' }).click();
      const section = page.getByRole('dialog', { name: 'Profile Settings' }).getByRole('region', { name: 'Notifications' });
      const enable = section.getByRole('button', { name: 'Enable notifications' });
      await expect.poll(() => enable.isEnabled(), { timeout: 10_000 }).toBe(true);
      await enable.click();
      await expectToast(page, 'Notifications enabled', 'Stillpoint can now send reminders to this device.');
      await section.getByText('Notifications are on for this device.').waitFor();
      await section.getByText('1 device of yours gets Stillpoint’s notifications.').waitFor();
      // Subscribed with the API's VAPID key, and the API keeps this browser's endpoint.
      await expect(page.evaluate(() => (window as unknown as { subscribedWithKey?: string }).subscribedWithKey)).resolves.toBe(vapid.publicKey);
      expect((await apiCall<{ deviceCount: number }>(page, 'GET', '/api/push/status')).body.deviceCount).toBe(1);

      await section.getByRole('button', { name: 'Send a test' }).click();
      await expectToast(page, 'Test sent', 'Test notification sent to 1 device.');
      const [push] = capture.received(device);
      expect(push?.message).toEqual({ title: 'Stillpoint', body: 'Notifications work on this device. Reminders will look like this.', tag: 'stillpoint-test', url: '/app' });
      expect(push?.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid.publicKey}$`));

      // The push service hands the decrypted message to the browser: the app's worker shows it. The push is delivered
      // to a worker seen running; if nothing shows, the failure says what the worker reported.
      const cdp = await context.newCDPSession(page);
      const registered = new Promise<{ registrationId: string }>((resolve) =>
        cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
          const live = registrations.find((registration) => !registration.isDeleted && registration.scopeURL === `${hosted.origin}/`);
          if (live) resolve(live);
        }),
      );
      const versions: { registrationId: string; status: string; runningStatus: string }[] = [];
      cdp.on('ServiceWorker.workerVersionUpdated', (event) => versions.push(...event.versions));
      await cdp.send('ServiceWorker.enable');
      const { registrationId } = await registered;
      await cdp.send('ServiceWorker.startWorker', { scopeURL: `${hosted.origin}/` });
      await eventually(() => versions.filter((version) => version.registrationId === registrationId).at(-1), {
        until: (last) => last?.status === 'activated' && last.runningStatus === 'running',
        what: 'the worker activated and running',
      });
      const shown = () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          return (await registration.getNotifications()).map(({ title, body, icon, tag }) => ({ title, body, icon, tag }));
        });
      const errors: unknown[] = [];
      cdp.on('ServiceWorker.workerErrorReported', ({ errorMessage }) => errors.push(errorMessage));
      await cdp.send('ServiceWorker.deliverPushMessage', { origin: hosted.origin, registrationId, data: JSON.stringify(push?.message) });
      await expect
        .poll(shown, { timeout: 30_000 })
        .toEqual([{ title: 'Stillpoint', body: 'Notifications work on this device. Reminders will look like this.', icon: `${hosted.origin}/icon-192.png`, tag: 'stillpoint-test' }])
        .catch((error: Error) => {
          throw new Error(`${error.message}\nThe worker's last states: ${JSON.stringify(versions.slice(-4))}; its errors: ${JSON.stringify(errors)}`, { cause: error });
        });
      const icon = await page.request.get(`${hosted.origin}/icon-192.png`);
      expect([icon.status(), icon.headers()['content-type']]).toEqual([200, 'image/png']);

      await section.getByRole('button', { name: 'Turn off on this device' }).click();
      await expectToast(page, 'Notifications disabled', 'This device will get no more notifications.');
      await expect.poll(() => enable.isEnabled(), { timeout: 10_000 }).toBe(true);
      await expect(page.evaluate(async () => (await (await navigator.serviceWorker.ready).pushManager.getSubscription()) === null)).resolves.toBe(true);
      expect((await apiCall<{ deviceCount: number }>(page, 'GET', '/api/push/status')).body).toMatchObject({ enabled: false, deviceCount: 0 });
      expect(tab.problems).toEqual([]);
    } finally {
      await tab.close();
    }
  });

  it('at 20 devices already, says so and leaves this browser unsubscribed', async () => {
    const tab = await openPage(hosted, { serviceWorkers: 'allow', width: 390, height: 844 });
    try {
      const { page, context } = tab;
      await context.grantPermissions(['notifications'], { origin: hosted.origin });
      await context.addInitScript(fakePushService, capture.device().subscription);
      const account = await signUpInPage(hosted, page);
      // Twenty other devices of the account (phones, other browsers) get notifications already.
      for (let count = 0; count < 20; count += 1) expect((await apiCall(page, 'POST', '/api/push/subscribe', { subscription: capture.device().subscription })).status).toBe(201);
      await page.goto(`${hosted.origin}/app`);
      await workerInControl(page);
      await page.getByRole('button', { name: `${account.firstName} ${account.lastName}, account menu` }).click();
      await page.getByRole('menuitem', { name: 'Profile' }).click();
      const section = page.getByRole('dialog', { name: 'Profile Settings' }).getByRole('region', { name: 'Notifications' });
      const enable = section.getByRole('button', { name: 'Enable notifications' });
      await expect.poll(() => enable.isEnabled(), { timeout: 10_000 }).toBe(true);
      await enable.click();
      await expectToast(page, 'Subscription failed', 'Notifications are on for 20 devices already: turn them off on one you no longer use.', 'destructive');
      await expect.poll(() => enable.isEnabled(), { timeout: 10_000 }).toBe(true);
      // The browser's subscription the API refused is ended too: this device is off, as the screen says.
      await expect(page.evaluate(async () => (await (await navigator.serviceWorker.ready).pushManager.getSubscription()) === null)).resolves.toBe(true);
      await section.getByText('20 devices of yours get Stillpoint’s notifications.').waitFor();
      expect(tab.problems).toEqual([]);
    } finally {
      await tab.close();
    }
  });
});

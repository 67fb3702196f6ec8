import type { LogEntry } from '@stillpoint/api/contract';
import { SIT_END_TITLE } from '@stillpoint/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '@stillpoint/test-support';
import {
  apiCall,
  createPushSender,
  expectToast,
  fastClock,
  generateVapidKeys,
  openPage,
  signUpInPage,
  startHostedApp,
  startPushCapture,
  type HostedApp,
  type PushCapture,
} from '@stillpoint/test-support/app';

// The end of a sit reaching a user whose page cannot ring it: the page tells the API the sit runs, the page goes
// (a locked phone, a frozen tab), and the API's jobs push "Your sit is complete" at the planned end and log it.
// The network edge is faked as in pushDelivery.browser.test.ts: the device's subscription points at the local
// push service (api/test/pushCapture.ts), which receives and decrypts what web-push sends.

let capture: PushCapture;
let hosted: HostedApp;

beforeAll(async () => {
  capture = await startPushCapture();
  hosted = await startHostedApp({ jobs: true, push: createPushSender({ vapid: generateVapidKeys(), subject: 'mailto:support@stillpoint.test', testEndpoints: { origins: [capture.origin], ca: capture.ca } }) });
});
afterAll(async () => {
  await hosted?.close();
  await capture?.close();
});

describe('a sit whose page is gone', () => {
  it('is pushed at its planned end and logged as completed; opening the notification shows it complete in the app', async () => {
    const device = capture.device();
    const tab = await openPage(hosted, { width: 390, height: 844 });
    try {
      const { page } = tab;
      await signUpInPage(hosted, page);
      await apiCall(page, 'POST', '/api/push/subscribe', { subscription: device.subscription });
      // Ten minutes on a clock 60 times faster: its end is due ten seconds after it starts.
      await fastClock(page, 60);
      await page.goto(`${hosted.origin}/app`);
      await page.getByRole('button', { name: /^Meditation/ }).click();
      await page.getByRole('button', { name: 'Learn more about Quick Sit' }).click();
      await page.getByRole('dialog', { name: 'Quick Sit' }).getByRole('button', { name: /^Start \d+ min Session$/ }).click();
      await page.waitForURL(/\/app\/session$/);
      const id = await eventually(
        () => page.evaluate(() => Object.entries(window.localStorage).find(([key, value]) => key.startsWith('stillpoint:running:') && (JSON.parse(value) as { endPush?: boolean }).endPush)),
        { what: 'the sit kept, its end push held by the API' },
      ).then((entry) => (JSON.parse(entry[1]) as { id: string }).id);
      // The page goes: nothing of the app runs to ring the end.
      await page.goto(`${hosted.origin}/privacy`);

      const received = await eventually(async () => capture.received(device), { until: (pushes) => pushes.length > 0, withinMs: 30_000, what: 'the push at the sit’s end' });
      expect(received).toHaveLength(1);
      expect(received[0]!.message).toMatchObject({ title: SIT_END_TITLE, url: `/app/session?ended=${id}` });
      const log = (await apiCall<LogEntry[]>(page, 'GET', '/api/sessions/log')).body;
      expect(log.map((entry) => [entry.id, entry.technique, entry.completed, entry.duration])).toEqual([[id, 'quick', true, 600]]);

      // The notification opens its url (the service worker's notificationclick): the app says the sit is complete.
      await page.goto(`${hosted.origin}${(received[0]!.message as { url: string }).url}`);
      await expectToast(page, 'Your Quick Sit ran to its end while the page was closed. It is in your history.');
      await page.getByRole('heading', { name: 'How are you feeling?' }).waitFor();
      // Logged once: the page's own completion under the same id added nothing.
      await eventually(async () => (await apiCall<LogEntry[]>(page, 'GET', '/api/sessions/log')).body, { until: (entries) => entries.length === 1, what: 'one log entry' });
    } finally {
      await tab.close();
    }
  });
});

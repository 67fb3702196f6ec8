import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, expectAccessible, expectToast, hostedAppPerFile, signUpInPage, type TestPage, workerInControl } from '@stillpoint/test-support/app';

// Headless Chromium reaches no push service, so PushManager.subscribe never succeeds here: these tests cover every
// state that needs no subscription, and the failure path. pushDelivery.browser.test.ts fakes that one edge (a
// subscription at a loopback push service) for the whole way: enable, test push received and shown, turn off.
const app = hostedAppPerFile();

/** The profile's notification settings, signed in; `before` runs on the context first (permissions, init scripts). */
async function openNotifications(before: (tab: TestPage) => Promise<void> = async () => {}, options: Parameters<typeof app.open>[0] = {}): Promise<{ page: Page; section: Locator }> {
  const tab = await app.open(options);
  await before(tab);
  const { page } = tab;
  const account = await signUpInPage(app.hosted, page);
  await page.goto(`${app.hosted.origin}/app`);
  await page.getByRole('button', { name: `${account.firstName} ${account.lastName}, account menu` }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  const section = page.getByRole('dialog', { name: 'Profile Settings' }).getByRole('region', { name: 'Notifications' });
  await section.waitFor();
  return { page, section };
}

/** Sets this origin's notification permission as the user would in the browser's site settings. */
async function setPermission(tab: TestPage, setting: 'granted' | 'denied') {
  if (setting === 'granted') return tab.context.grantPermissions(['notifications'], { origin: app.hosted.origin });
  const cdp = await tab.context.newCDPSession(tab.page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  await cdp.send('Browser.setPermission', { permission: { name: 'notifications' }, setting: 'denied', origin: app.hosted.origin, browserContextId: targetInfo.browserContextId! });
}

describe('notification settings (commercial.md §4, §8)', () => {
  it('with permission granted: the enable button is busy while it works, then "Subscription failed" when no push subscription can be made', async () => {
    const { page, section } = await openNotifications((tab) => setPermission(tab, 'granted'));
    const enable = section.getByRole('button', { name: 'Enable notifications' });
    // Disabled while the status loads (commercial.md §4), then enabled once permission is known to be granted.
    await expect.poll(() => enable.isEnabled(), { timeout: 10_000 }).toBe(true);
    await expect(section.getByRole('alert').count()).resolves.toBe(0);
    await expectAccessible(page, '[role="dialog"]');
    await enable.click();
    await section.getByRole('button', { name: 'Enabling…' }).waitFor();
    await expect(section.getByRole('button', { name: 'Enabling…' }).isDisabled()).resolves.toBe(true);
    await expectToast(page, 'Subscription failed', 'Unable to enable notifications. Please try again.', 'destructive');
    await expect(enable.isEnabled()).resolves.toBe(true);
    expect((await apiCall<{ deviceCount: number }>(page, 'GET', '/api/push/status')).body.deviceCount).toBe(0);
  });

  it('when the push service never answers: after 20 s the enable button says why and works again, and the daily reminder can still be set', async () => {
    const { page, section } = await openNotifications(
      async (tab) => {
        await setPermission(tab, 'granted');
        // The browser cannot reach its push service: the subscription it is asked for never comes.
        await tab.context.addInitScript(() => {
          PushManager.prototype.subscribe = () => {
            (window as unknown as { stillpointSubscribeAsked: boolean }).stillpointSubscribeAsked = true;
            return new Promise<PushSubscription>(() => {});
          };
        });
        await tab.page.clock.install();
      },
      { serviceWorkers: 'allow', width: 390, height: 844 },
    );
    await workerInControl(page);
    const enable = section.getByRole('button', { name: 'Enable notifications' });
    await expect.poll(() => enable.isEnabled(), { timeout: 10_000 }).toBe(true);
    await enable.click();
    await section.getByRole('button', { name: 'Enabling…' }).waitFor();
    // The 20 s run from the request to the push service, which follows the click only once the worker is ready (on a
    // loaded machine, after the clock would have been run): the clock runs once the request is made.
    await expect.poll(() => page.evaluate(() => (window as unknown as { stillpointSubscribeAsked?: boolean }).stillpointSubscribeAsked === true)).toBe(true);
    await page.clock.runFor(20_000);
    await expect(section.getByRole('alert').innerText()).resolves.toMatch(/^This browser could not reach its push service/);
    await expectToast(page, 'Subscription failed', /could not reach its push service/, 'destructive');
    await expect(enable.isEnabled()).resolves.toBe(true);
    await expectAccessible(page, '[role="dialog"]');

    const reminder = section.getByRole('switch', { name: 'Daily reminder' });
    await reminder.click();
    await expectToast(page, 'Settings updated');
    await section.getByLabel('Time').fill('07:30');
    await expect
      .poll(async () => (await apiCall<{ reminder: { enabled: boolean; time: string } }>(page, 'GET', '/api/push/status')).body.reminder)
      .toMatchObject({ enabled: true, time: '07:30' });
  });

  it('with notifications blocked: the alert says how to allow them, and the enable button is disabled', async () => {
    const { page, section } = await openNotifications((tab) => setPermission(tab, 'denied'));
    await expect(section.getByRole('alert').innerText()).resolves.toMatch(/^Notifications are blocked for Stillpoint\. To get reminders, allow notifications for this site in your browser’s settings/);
    await expect(section.getByRole('button', { name: 'Enable notifications' }).isDisabled()).resolves.toBe(true);
    await expectAccessible(page, '[role="dialog"]');
  });

  it('with permission not yet given: asks, and says "Permission denied" when the browser does not grant it', async () => {
    const { page, section } = await openNotifications();
    await expect(page.evaluate(() => Notification.permission)).resolves.not.toBe('granted');
    await section.getByRole('button', { name: 'Enable notifications' }).click();
    await expectToast(page, 'Permission denied', 'Please enable notifications to receive reminders', 'destructive');
  });

  it('explains the iOS rule in a Safari tab, and says "Not supported" where push is missing', async () => {
    const iPhone = async (tab: TestPage) => {
      await tab.context.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'userAgent', { get: () => 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1' });
        Reflect.deleteProperty(window, 'PushManager');
        Reflect.deleteProperty(window, 'Notification');
      });
    };
    const ios = await openNotifications(iPhone, { width: 390, height: 844 });
    await expect(ios.section.innerText()).resolves.toMatch(/notifications come only to Stillpoint added to the Home Screen \(iOS 16\.4 or later\)/);
    await ios.section.getByRole('button', { name: 'Enable notifications' }).click();
    await expectToast(ios.page, 'Not supported', 'Push notifications are not supported on this device');
  });

  it('sets the daily reminder (on, time, days), which says where it comes: to the devices with notifications on', async () => {
    const { page, section } = await openNotifications();
    const reminder = section.getByRole('switch', { name: 'Daily reminder' });
    // Settable before any device has notifications on: it says it comes once one does.
    await expect(reminder.isEnabled()).resolves.toBe(true);
    await expect(section.innerText()).resolves.toContain('It comes once notifications are on for a device of yours.');
    // A device subscribed elsewhere (a phone): nothing is sent to it here.
    const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };
    expect((await apiCall(page, 'POST', '/api/push/subscribe', { subscription: { endpoint: 'https://push.example.com/device/1', keys } })).status).toBe(201);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /account menu$/ }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await section.getByText('1 device of yours gets Stillpoint’s notifications.').waitFor();
    await reminder.click();
    await expectToast(page, 'Settings updated');
    await section.getByLabel('Time').fill('21:15');
    await expectToast(page, 'Settings updated');
    await section.getByRole('button', { name: 'Sun' }).click();
    await expectToast(page, 'Settings updated');
    await expect(section.getByRole('button', { name: 'Sun' }).getAttribute('aria-pressed')).resolves.toBe('false');
    await expect(section.innerText()).resolves.toContain('In your time zone,');
    expect((await apiCall<{ reminder: unknown }>(page, 'GET', '/api/push/status')).body.reminder).toEqual({ enabled: true, time: '21:15', days: [1, 2, 3, 4, 5, 6] });
    await expectAccessible(page, '[role="dialog"]');
  });
});

import type { LogEntry } from '@stillpoint/api/contract';
import { describe, expect, it } from 'vitest';
import { eventually } from '@stillpoint/test-support';
import { apiCall, expectToast, fastClock, hostedAppPerFile, signUpInPage } from '@stillpoint/test-support/app';

const app = hostedAppPerFile();

describe('a completion the browser will not store', () => {
  it('is said plainly, kept while the page lives, guarded against closing the tab, and sent once when the API can be reached', async () => {
    const { page, context } = await app.open();
    await signUpInPage(app.hosted, page);
    await fastClock(page, 60);
    // The edge here is the browser's storage: a test cannot fill the phone's disk. DevTools' quota override
    // (Storage.overrideQuotaForOrigin) does not reach Playwright's contexts (writes still complete under a 0-byte
    // quota, tried), so every IndexedDB write is made to fail as a full disk fails it, with QuotaExceededError.
    // Reads still work, as they do on a full device.
    await page.addInitScript(() => {
      const refuse = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
      IDBObjectStore.prototype.put = refuse;
      IDBObjectStore.prototype.add = refuse;
    });
    // And the API cannot be reached for the log (the network edge), so the completion has nowhere to go yet.
    let refused = 0;
    await page.route('**/api/sessions/log', (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      refused += 1;
      return route.abort('internetdisconnected');
    });

    // The breathing builder's custom pattern: 40 s, under a second at 60x.
    await page.goto(`${app.hosted.origin}/app/build/breathing`);
    await page.getByRole('button', { name: 'Custom Builder' }).click();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.getByRole('heading', { name: 'Session Complete' }).waitFor({ timeout: 20_000 });
    await expectToast(page, 'Storage full or not allowed', /closing this page now would lose it/, 'destructive');
    await eventually(async () => refused, { until: (count) => count >= 1, what: 'the first send' });

    // Closing the tab now would lose it: the browser asks first (beforeunload), and staying keeps it.
    const asked = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await asked;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    expect(page.isClosed()).toBe(false);

    // Offline, the banner's counts say it is waiting and not saved on this device.
    await context.setOffline(true);
    await page.locator('.offline-banner__toggle').click();
    await page.locator('.offline-banner__details li').first().waitFor();
    await expect(page.locator('.offline-banner__details').innerText().then((text) => text.replace(/\s+/g, ' '))).resolves.toBe(
      '2 sessions available offline 1 completion waiting to be sent 1 not saved on this device: keep this page open',
    );

    // The connection returns: the outbox sends what it holds in memory, once.
    await page.unroute('**/api/sessions/log');
    await context.setOffline(false);
    const stored = await eventually(async () => (await apiCall<LogEntry[]>(page, 'GET', '/api/sessions/log')).body, { until: (entries) => entries.length > 0, what: 'the API log' });
    expect(stored.map((entry) => [entry.technique, entry.completed, entry.duration])).toEqual([['custom', true, 40]]);
    // Sent, the warning is no longer true: the toast goes.
    await page.locator('.toast--destructive').filter({ hasText: 'Storage full or not allowed' }).waitFor({ state: 'hidden' });

    // Sent, nothing is at stake: the tab closes without asking.
    const closed = page.waitForEvent('close');
    await page.close({ runBeforeUnload: true });
    await closed;
    expect(page.isClosed()).toBe(true);
  });
});

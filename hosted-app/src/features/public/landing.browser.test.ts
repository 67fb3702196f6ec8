import { describe, expect, it } from 'vitest';
import { endSession, expectAccessibleInBothSchemes, fastClock, hostedAppPerFile, skipOnboarding, type TestPage } from '@stillpoint/test-support/app';

const app = hostedAppPerFile();
let tab: TestPage;

describe('the landing page, for a visitor', () => {
  it('runs a featured practice in place to its end, records nothing, and is back as it was; axe in light and dark', async () => {
    tab = await app.open({ width: 390 });
    await tab.page.goto(`${app.hosted.origin}/`);
    await tab.page.getByRole('heading', { name: 'Curated bundles' }).waitFor();
    await expectAccessibleInBothSchemes(tab.page);
    await fastClock(tab.page, 120);
    await tab.page.reload();
    const logged: string[] = [];
    tab.page.on('request', (request) => request.url().includes('/api/sessions') && logged.push(request.url()));
    const start = tab.page.getByRole('button', { name: 'Start Box Breathing' });
    await start.click();
    await tab.page.locator('.session-island [part="runner"]').waitFor();
    expect(new URL(tab.page.url()).pathname).toBe('/');
    // Two minutes at 120x: done in about a second; the page is back, its "Session Complete" beside the Start that ran
    // it saying what was done and inviting to the trial, and focus on that Start.
    const complete = tab.page.locator('#bundles').getByRole('status').filter({ hasText: 'Session Complete' });
    await complete.waitFor({ timeout: 20_000 });
    await expect(complete.getByText('2 minutes of breathing').count()).resolves.toBe(1);
    await expect(start.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
    await complete.getByRole('link', { name: 'Start your 14-day free trial' }).click();
    await tab.page.getByRole('dialog').waitFor();
    expect(logged).toEqual([]);
  });

  it('a stopped practice returns too', async () => {
    tab = await app.open();
    await tab.page.goto(`${app.hosted.origin}/`);
    await tab.page.getByRole('button', { name: 'Start Physiological Sigh' }).click();
    await endSession(tab.page.locator('.session-island'));
    await tab.page.getByRole('button', { name: 'Start Physiological Sigh' }).waitFor();
  });

  it('tells Safari users, once a session, that audio notifications are limited; not others', async () => {
    tab = await app.open();
    const safari = await app.hosted.browser.newContext({
      userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
    });
    try {
      const page = await safari.newPage();
      await skipOnboarding(page);
      await page.goto(`${app.hosted.origin}/404`);
      const registered = await page.evaluate(async () => {
        const body = { firstName: 'Sam', lastName: 'Safari', email: `safari-${Date.now()}@example.com`, password: 'correct horse battery' };
        return (await fetch('/api/register', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })).status;
      });
      expect(registered).toBe(201);
      await page.goto(`${app.hosted.origin}/app`);
      await page.getByText('Audio Notifications Limited').waitFor();
      await page.getByRole('button', { name: 'Got it' }).click();
      await page.reload();
      await page.getByRole('heading', { name: 'How are you feeling?' }).waitFor();
      await expect(page.getByText('Audio Notifications Limited').count()).resolves.toBe(0);
    } finally {
      await safari.close();
    }
  });
});

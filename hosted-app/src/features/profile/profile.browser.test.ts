import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, expectAccessible, expectAccessibleInBothSchemes, expectToast, hostedAppPerFile, signUpInPage, type Account, type TestPage } from '@stillpoint/test-support/app';

const app = hostedAppPerFile();
let tab: TestPage;
let page: Page;
let account: Account;

async function openProfile(options: Parameters<typeof app.open>[0] = {}) {
  tab = await app.open(options);
  page = tab.page;
  account = await signUpInPage(app.hosted, page);
  await page.goto(`${app.hosted.origin}/app`);
  await page.getByRole('button', { name: `${account.firstName} ${account.lastName}, account menu` }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  return page.getByRole('dialog', { name: 'Profile Settings' });
}

const me = async () => (await apiCall<Record<string, unknown>>(page, 'GET', '/api/user')).body;

describe('Profile Settings', () => {
  it('shows the account read-only, passes axe in light and dark', async () => {
    const dialog = await openProfile();
    await dialog.getByText(account.email).waitFor();
    await expect(dialog.getByRole('textbox').count()).resolves.toBe(0);
    await expectAccessibleInBothSchemes(page, '[role="dialog"]');
  });

  it('saves each toggle with "Settings updated", and says "Error updating settings" when a save fails', async () => {
    const dialog = await openProfile();
    await dialog.getByRole('switch', { name: 'Monthly stats' }).click();
    await expectToast(page, 'Settings updated', 'Your preferences have been saved successfully.');
    // Dismissed first, so the toast the next save shows is its own (one toast at a time: the new one replaces it). Its
    // × is reachable by a screen reader while the dialog hides the page behind it.
    await page.getByRole('button', { name: 'Dismiss notification' }).click();
    await page.locator('.toast').waitFor({ state: 'detached' });
    await dialog.getByRole('switch', { name: 'Apple Health' }).click();
    await expectToast(page, 'Settings updated');
    expect(await me()).toMatchObject({ monthlyStatsEnabled: false, appleHealthEnabled: true, streakTrackingEnabled: true });
    await page.route('**/api/user/preferences', (route) => route.fulfill({ status: 400, contentType: 'application/json', body: '{"error":"timeZone: must be an IANA time zone"}' }));
    await dialog.getByRole('switch', { name: 'Streak tracking' }).click();
    await expectToast(page, 'Error updating settings', 'timeZone: must be an IANA time zone', 'destructive');
    expect((await me()).streakTrackingEnabled).toBe(true);
    await expect(dialog.getByRole('switch', { name: 'Streak tracking' }).getAttribute('aria-checked')).resolves.toBe('true');
  });

  it('lets sits ended early keep the streak (on for a new account) or not: History counts the streak as set', async () => {
    const dialog = await openProfile();
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    expect((await apiCall(page, 'POST', '/api/sessions/log', { session_type: 'meditation', technique: 'quick', duration: 300, planned_duration: 600, completed: false, timestamp: daysAgo(1) })).status).toBe(201);
    expect((await apiCall(page, 'POST', '/api/sessions/log', { session_type: 'meditation', technique: 'quick', duration: 600, planned_duration: 600, completed: true, timestamp: daysAgo(0) })).status).toBe(201);
    const partial = dialog.getByRole('switch', { name: 'Sits ended early count for the streak' });
    await expect(partial.getAttribute('aria-checked')).resolves.toBe('true');
    await expectAccessible(page, '[role="dialog"]');
    await partial.click();
    await expectToast(page, 'Settings updated');
    expect((await me()).partialSitsCountForStreak).toBe(false);

    await page.goto(`${app.hosted.origin}/app/history`);
    const streak = page.locator('.figure').filter({ hasText: 'Current streak' }).locator('.figure__value');
    await expect(streak.innerText()).resolves.toBe('1 day');
    expect((await apiCall(page, 'PATCH', '/api/user/preferences', { partialSitsCountForStreak: true })).status).toBe(200);
    await page.reload();
    await expect(streak.innerText()).resolves.toBe('2 days');
  });

  it('changes the time zone of the streaks', async () => {
    const dialog = await openProfile();
    await dialog.getByLabel('Time zone for streaks').selectOption('Asia/Tokyo');
    await expectToast(page, 'Settings updated');
    expect((await me()).timeZone).toBe('Asia/Tokyo');
  });

  it('lists the zones under their canonical names (Kolkata, Kyiv), the device’s own too, and takes it in one tap', async () => {
    // Chromium reports this zone under its old name, Asia/Calcutta.
    const dialog = await openProfile({ timezoneId: 'Asia/Kolkata', width: 390, height: 844, hasTouch: true });
    // The field is there once its hint is (the dialog's settings load after it opens).
    await dialog.getByText('This device is in Asia/Kolkata.').waitFor();
    const zones = await dialog.getByLabel('Time zone for streaks').locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(zones[0]).toBe('UTC');
    expect(zones).toContain('Asia/Kolkata');
    expect(zones).toContain('Europe/Kyiv');
    expect(zones.filter((zone) => ['Asia/Calcutta', 'Europe/Kiev', 'Asia/Saigon'].includes(zone))).toEqual([]);
    await dialog.getByRole('button', { name: 'Use it' }).tap();
    await expectToast(page, 'Settings updated');
    expect((await me()).timeZone).toBe('Asia/Kolkata');
  });

  it('downloads everything stored about the user as a JSON file', async () => {
    const dialog = await openProfile();
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download my data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^stillpoint-export-.*\.json$/);
    const text = await new Promise<string>((resolve, reject) => {
      let data = '';
      void file.createReadStream().then((stream) => {
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => resolve(data));
        stream.on('error', reject);
      });
    });
    expect(JSON.parse(text)).toMatchObject({ user: { email: account.email } });
  });

  it('deletes the account only with the right password, then nobody is signed in and the login fails', async () => {
    const dialog = await openProfile();
    await dialog.getByRole('button', { name: 'Delete my account…' }).click();
    await dialog.getByLabel('Your password').fill('not my password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByRole('alert').innerText()).resolves.toBe('The password is not correct.');
    await dialog.getByLabel('Your password').fill(account.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expectToast(page, 'Account deleted');
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    const login = await apiCall(page, 'POST', '/api/login', { email: account.email, password: account.password });
    expect(login.status).toBe(401);
  });
});

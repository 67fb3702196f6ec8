import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { endSession, expectAccessibleInBothSchemes, fastClock, hostedAppPerFile, signUpInPage, workerInControl } from '@stillpoint/test-support/app';

const app = hostedAppPerFile();

/**
 * axe on what a daily sit meets beyond the screens above: the settle-in, End Session's question, the sit taken up
 * after a reload, the home's "Again", the dimmed runner, the completion screen with Again, and History offline with
 * a sit waiting to be sent; each in light and in dark.
 */
async function dailySitStates(page: Page, origin: string, checked: string[]) {
  const check = async (name: string) => {
    checked.push(name);
    await expectAccessibleInBothSchemes(page);
  };
  const quickSit = async () => {
    await page.getByRole('button', { name: /^Meditation/ }).click();
    // The quick-start card's, not the "Again" tile of the sit before.
    await page.getByRole('region', { name: 'Meditation quick start' }).getByRole('button', { name: /^Quick Sit/ }).click();
  };
  await signUpInPage(app.hosted, page);
  await page.goto(`${origin}/app`);
  await quickSit();
  await page.locator('[part="phase"]', { hasText: 'Get comfortable' }).waitFor();
  await check('settle-in');
  await page.getByRole('button', { name: 'End Session' }).click();
  await page.getByRole('group', { name: 'End this session?' }).waitFor();
  await check('end question');
  await page.getByRole('button', { name: 'Keep going' }).click();
  await page.locator('[part="phase"]', { hasText: 'Meditation' }).waitFor();
  await page.reload();
  await page.getByRole('button', { name: 'Pause' }).waitFor();
  await check('session taken up after a reload');
  await endSession(page);
  await page.getByRole('region', { name: 'Again' }).waitFor();
  await check('home with Again');

  // Two minutes without a tap are two seconds on this clock, and the ten-minute sit ten: it runs to its end.
  await fastClock(page, 60);
  await page.reload();
  await workerInControl(page);
  await quickSit();
  await page.locator('[part="dim"]').waitFor();
  await check('dimmed runner');
  // The connection drops before the sit ends: its completion waits on the device, and History shows it waiting.
  await page.context().setOffline(true);
  await page.getByRole('heading', { name: 'Session Complete' }).waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Again' }).waitFor();
  await check('completion with Again');
  await page.goto(`${origin}/app/history`);
  await page.getByText('These are the sessions on this device', { exact: false }).waitFor();
  await page.locator('.log-item__waiting').first().waitFor();
  await check('history offline, a sit waiting to be sent');
  await page.context().setOffline(false);
}

describe('axe on a daily sit\'s states', () => {
  for (const width of [390, 1280]) {
    it(`finds nothing in light and in dark at ${width} px`, async () => {
      const { page } = await app.open({ width, height: width < 600 ? 844 : 800, serviceWorkers: 'allow' });
      const checked: string[] = [];
      await dailySitStates(page, app.hosted.origin, checked);
      expect(checked).toHaveLength(7);
    });
  }
});

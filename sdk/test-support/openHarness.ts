import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '@stillpoint/test-support';
import { serveHarness, type Harness } from './serveHarness';

/** Most tests start audio without a click; the gesture test keeps Chrome's rule. */
const NO_GESTURE_NEEDED = '--autoplay-policy=no-user-gesture-required';

export interface OpenHarness {
  readonly browser: Browser;
  readonly page: Page;
  readonly harness: Harness;
  close(): Promise<void>;
}

/** Real Chromium on the harness page, with `window.audioHarness` ready. */
export async function openHarness({ gestureNeeded = false } = {}): Promise<OpenHarness> {
  const harness = await serveHarness();
  const browser = await launchChromium(gestureNeeded ? [] : [NO_GESTURE_NEEDED]);
  const page = await browser.newPage();
  await page.goto(harness.url);
  await page.waitForFunction(() => 'audioHarness' in window);
  return {
    browser,
    page,
    harness,
    async close() {
      await browser.close();
      await harness.close();
    },
  };
}

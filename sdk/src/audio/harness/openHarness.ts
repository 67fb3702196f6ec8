import { chromium, type Browser, type Page } from 'playwright-core';
import { serveHarness, type Harness } from './serveHarness';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-quic',
  '--no-first-run',
  '--disable-sync',
];

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
  const args = gestureNeeded ? CHROMIUM_ARGS : [...CHROMIUM_ARGS, NO_GESTURE_NEEDED];
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args });
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

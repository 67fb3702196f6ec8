import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromiumBinary.mjs';

export { CHROMIUM_FLAGS, CHROMIUM_PATH };

/**
 * The Chromium features a browser test runs without: those Playwright's launch disables (its default arguments), and
 * the address bar's popup, a WebUI page Chromium pre-renders in every window from 151.0.7922.137 on, headless too
 * (Puppeteer disables it since its #15278). A test's browser context is such a window: each started a renderer of its
 * own for the popup and kept it drawing while idle (npm run bench -- chromium prints the cost with and without it).
 * Chromium reads only the last --disable-features switch, so this list repeats Playwright's instead of replacing it
 * (chromium.test.ts holds it to Playwright's).
 */
export const DISABLED_FEATURES: readonly string[] = Object.freeze([
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
]);

/** What every Playwright launch here passes Chromium: CHROMIUM_FLAGS and DISABLED_FEATURES. */
export const PLAYWRIGHT_CHROMIUM_ARGS: readonly string[] = Object.freeze([...CHROMIUM_FLAGS, `--disable-features=${DISABLED_FEATURES.join(',')}`]);

/** Chromium as every browser test and bench runs it, with any flags a suite adds (an autoplay policy). */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...PLAYWRIGHT_CHROMIUM_ARGS, ...extraArgs] });
}

/** Collects the page's console errors, uncaught exceptions and failed requests, so a test can insist there are none. */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  return errors;
}

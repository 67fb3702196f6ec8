import type { Page } from 'playwright-core';

/** Debian's Chromium, headless, as every browser test and bench in the repo runs it: the SDK's test support holds the flags once. */
export { launchChromium } from '../../sdk/test-support/launchChromium';

/** Collects the page's console errors and uncaught exceptions, so a test can insist there are none. */
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

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colorSchemeOf, expectAccessibleInBothSchemes } from './app';
import { launchChromium } from './chromium';

/** Grey text on white in light; in dark, the `dark` colour on black. */
const page = (dark: string) => `<!doctype html><html lang="en"><head><title>Schemes</title><style>
  body { background: #fff; color: #333; }
  @media (prefers-color-scheme: dark) { body { background: #000; color: ${dark}; } }
</style></head><body><main><h1>Breathe</h1><p>In, then out.</p></main></body></html>`;

describe('expectAccessibleInBothSchemes', () => {
  let browser: Browser;
  let tab: Page;
  beforeAll(async () => {
    browser = await launchChromium();
    tab = await browser.newPage();
  });
  afterAll(() => browser?.close());

  it('passes a page readable in both schemes, and leaves it in the scheme it was in', async () => {
    await tab.setContent(page('#ddd'));
    await tab.emulateMedia({ colorScheme: 'dark' });
    await expectAccessibleInBothSchemes(tab);
    expect(await colorSchemeOf(tab)).toBe('dark');
  });

  it('fails a page whose dark colours are unreadable, naming the scheme, when the page is in light', async () => {
    await tab.setContent(page('#222'));
    await tab.emulateMedia({ colorScheme: 'light' });
    const failure = expectAccessibleInBothSchemes(tab);
    await expect(failure).rejects.toThrow(/^axe on body at .* in dark/);
    await expect(failure).rejects.toMatchObject({ actual: [expect.stringMatching(/^color-contrast:/)] });
  });
});

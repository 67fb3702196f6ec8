import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, DISABLED_FEATURES, launchChromium } from './chromium';

/** The features a running Chromium was told to disable: its last --disable-features switch, the one it reads. */
function disabledFeaturesOf(pid: number): string[] {
  const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  return args.findLast((arg) => arg.startsWith('--disable-features='))?.slice('--disable-features='.length).split(',') ?? [];
}

// Each test launches a Chromium: a second on an idle machine, more beside the browser suites.
describe('launchChromium', () => {
  it('opens a context and page without the address bar popup Chromium pre-renders in each window', async () => {
    const browser = await launchChromium();
    try {
      const context = await browser.newContext();
      await context.newPage();
      const cdp = await browser.newBrowserCDPSession();
      const { targetInfos } = (await cdp.send('Target.getTargets', { filter: [{}] })) as { targetInfos: { type: string; url: string }[] };
      expect(targetInfos.filter(({ type }) => type !== 'page' && type !== 'tab').map(({ url }) => url)).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 60_000);

  it('still disables every feature Playwright disables on its own', async () => {
    const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
    try {
      const playwrights = disabledFeaturesOf(server.process().pid!);
      expect(playwrights.length).toBeGreaterThan(0);
      expect(DISABLED_FEATURES).toEqual(expect.arrayContaining(playwrights));
    } finally {
      await server.close();
    }
  }, 60_000);
});

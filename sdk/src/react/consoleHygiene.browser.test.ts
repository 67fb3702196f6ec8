import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '@stillpoint/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Scenario } from '../../test-support/runnerHarnessPage';
import { meditationWithBells } from '../../test-support/fixtures';
import { serveRunnerHarness, type RunnerHarness } from '../../test-support/serveRunnerHarness';

let harness: RunnerHarness;
let browser: Browser;

beforeAll(async () => {
  harness = await serveRunnerHarness();
  // Chrome's own autoplay rule: audio starts only after a gesture on the page.
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await harness?.close();
});

/** Every AudioContext the page makes, and whether the page had had a gesture (may start audio) then. */
function countAudioContexts() {
  const made: { context: AudioContext; mayStart: boolean }[] = [];
  (window as unknown as { audioContexts: typeof made }).audioContexts = made;
  const Native = AudioContext;
  window.AudioContext = class extends Native {
    constructor(options?: AudioContextOptions) {
      super(options);
      made.push({ context: this, mayStart: navigator.userActivation.hasBeenActive });
    }
  };
}

const contexts = (page: Page) =>
  page.evaluate(() => (window as unknown as { audioContexts: { context: AudioContext; mayStart: boolean }[] }).audioContexts.map(({ context, mayStart }) => ({ state: context.state, mayStart })));

describe('a host page with two runners playing sound', () => {
  it('has a clean console before and after the first tap, one AudioContext made once the page may start it, and one read of the sound manifest', async () => {
    const page = await browser.newPage();
    const messages: string[] = [];
    const manifests: string[] = [];
    const sounds: string[] = [];
    page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
    page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('/assets.json')) manifests.push(pathname);
      else if (pathname.startsWith('/sounds/')) sounds.push(pathname);
    });
    await page.addInitScript(countAudioContexts);
    try {
      const scenario: Scenario = { kind: 'meditation', config: meditationWithBells(10, { ambient: 'sea_loop' }), timeScale: 1, sound: true, stack: 2 };
      await page.goto(`${harness.url}?scenario=${encodeURIComponent(JSON.stringify(scenario))}`);
      await page.locator('[part~="pause"]').nth(1).waitFor();
      // Both sessions run silently while the page waits for a gesture; the engine's code has loaded.
      await page.waitForFunction(() => (window as unknown as { runnerEvents: { type: string }[] }).runnerEvents.filter((event) => event.type === 'start').length === 2);
      await page.waitForTimeout(2500);
      expect(messages).toEqual([]);
      // None yet, unless headless Chromium counts the page as already used (it now and then does):
      // then one, made as the page could start it.
      expect((await contexts(page)).filter((context) => !context.mayStart)).toEqual([]);

      await page.locator('[part="title"]').first().click();
      await page.waitForFunction(() => (window as unknown as { audioContexts: { context: AudioContext }[] }).audioContexts.some(({ context }) => context.state === 'running'));
      await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('/sea_loop.ogg')));
      await page.waitForTimeout(1500);
      expect(await contexts(page)).toEqual([{ state: 'running', mayStart: true }]);
      expect(messages).toEqual([]);
      expect(manifests).toEqual(['/sounds/assets.json']);
      expect(sounds).toContain('/sounds/sea_loop.ogg');
    } finally {
      await page.close();
    }
  });
});

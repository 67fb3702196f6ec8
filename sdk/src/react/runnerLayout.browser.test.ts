import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedEvent, Scenario } from './harness/harnessPage';
import { FOUR_SEVEN_EIGHT, meditation } from './harness/configs';
import { serveRunnerHarness, type RunnerHarness } from './harness/serveRunnerHarness';

let harness: RunnerHarness;
let browser: Browser;

beforeAll(async () => {
  harness = await serveRunnerHarness();
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-quic', '--no-first-run', '--disable-sync'],
  });
});

afterAll(async () => {
  await browser?.close();
  await harness?.close();
});

async function open(scenario: Scenario, options: { touch?: boolean } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: options.touch ?? false, isMobile: options.touch ?? false });
  const page = await context.newPage();
  await page.goto(`${harness.url}?scenario=${encodeURIComponent(JSON.stringify(scenario))}`);
  return { context, page };
}

const events = (page: Page) => page.evaluate(() => (window as unknown as { runnerEvents: RecordedEvent[] }).runnerEvents.map((event) => event.type));
const opacity = (page: Page, selector: string) => page.locator(selector).evaluate((element) => Number(getComputedStyle(element).opacity));

describe('the zen view’s hidden controls', () => {
  for (const [device, touch] of [
    ['a mouse', false],
    ['a finger', true],
  ] as const) {
    it(`only reveal themselves when ${device} taps where End Session sits, and act on the next tap`, async () => {
      const { context, page } = await open({ kind: 'meditation', config: meditation(10, { zenMode: true }), timeScale: 1, sound: false }, { touch });
      try {
        const end = page.locator('[part~="end"]');
        await end.waitFor({ state: 'attached' });
        await page.waitForTimeout(300);
        expect(await opacity(page, '[part="controls"]')).toBe(0);
        const box = (await end.boundingBox())!;
        const tap = () => (touch ? page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2) : page.mouse.click(box.x + box.width / 2, box.y + box.height / 2));
        await tap();
        await page.waitForTimeout(300);
        expect(await events(page)).not.toContain('stop');
        // Revealed (the fade takes 1.5 s; it has begun).
        await page.waitForFunction(() => Number(getComputedStyle(document.querySelector('[part="controls"]')!).opacity) > 0.5);
        await tap();
        await page.waitForFunction(() => (window as unknown as { runnerEvents: RecordedEvent[] }).runnerEvents.some((event) => event.type === 'stop'));
      } finally {
        await context.close();
      }
    });
  }
});

describe('the lungs guide', () => {
  it('gives the countdown room: it touches neither lobe nor the windpipe, whether the lungs are full or empty', async () => {
    const { context, page } = await open({ kind: 'breathing', config: { ...FOUR_SEVEN_EIGHT, visualGuide: 'lungs' }, timeScale: 1, sound: false });
    try {
      await page.locator('[part="countdown"]').waitFor();
      const overlaps = () =>
        page.evaluate(() => {
          const digit = document.querySelector('[part="countdown"]')!.getBoundingClientRect();
          const parts = [...document.querySelectorAll('.sp-guide-lungs path')].map((path) => path.getBoundingClientRect());
          const apart = (a: DOMRect, b: DOMRect) => a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
          return parts.filter((part) => !apart(digit, part)).length;
        });
      // Early in the 4 s inhale (nearly empty), at its end (full), and in the exhale.
      const seen: number[] = [];
      let waited = 0;
      for (const at of [300, 3_700, 6_000, 12_000]) {
        await page.waitForTimeout(at - waited);
        waited = at;
        seen.push(await overlaps());
      }
      expect(seen).toEqual([0, 0, 0, 0]);
    } finally {
      await context.close();
    }
  });
});

describe('the runner stylesheet', () => {
  it('is adopted by the document through the CSSOM, not rendered in a <style> element a strict Content-Security-Policy would refuse', async () => {
    const { context, page } = await open({ kind: 'breathing', config: FOUR_SEVEN_EIGHT, timeScale: 1, sound: false });
    try {
      await page.locator('[part="runner"]').waitFor();
      expect(await page.locator('[part="runner"] style').count()).toBe(0);
      expect(await page.evaluate(() => document.adoptedStyleSheets.length)).toBe(1);
      expect(await page.locator('[part="runner"]').evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(15, 23, 36)');
    } finally {
      await context.close();
    }
  });
});

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '@stillpoint/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedEvent, Scenario } from '../../test-support/runnerHarnessPage';
import { advanceSession } from '../../test-support/advanceSession';
import { FOUR_SEVEN_EIGHT, meditationWithBells } from '../../test-support/fixtures';
import { serveRunnerHarness, type RunnerHarness } from '../../test-support/serveRunnerHarness';

let harness: RunnerHarness;
let browser: Browser;

beforeAll(async () => {
  harness = await serveRunnerHarness();
  browser = await launchChromium();
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
      const { context, page } = await open({ kind: 'meditation', config: meditationWithBells(10, { zenMode: true }), timeScale: 1, sound: false }, { touch });
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
        // The next tap presses End Session, which asks once; End now ends.
        await tap();
        const endNow = page.getByRole('button', { name: 'End now' });
        await endNow.waitFor();
        await (touch ? endNow.tap() : endNow.click());
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

/** Opacity of an element as drawn: its own times its ancestors' (a fading wrapper fades what it holds). */
function drawnOpacity(element: Element | null): number {
  let opacity = 1;
  for (let node = element; node; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
  return opacity;
}

describe('the zen view over its breathing circle', () => {
  // 20 times faster: the timer fades to the circle after 9 s, and the circle breathes every half second.
  const zen = { kind: 'meditation', config: meditationWithBells(10, { zenMode: true }), timeScale: 20, sound: false } as const;
  const fadedToCircle = (page: Page) =>
    page.waitForFunction(() => !document.querySelector('.sp-zen-stack > :first-child')!.classList.contains('sp-hidden'), undefined, { timeout: 30_000, polling: 100 });

  it('keeps the revealed digits inside the circle at its smallest, while both show', async () => {
    const { context, page } = await open(zen);
    try {
      await fadedToCircle(page);
      await page.waitForTimeout(1600);
      await page.locator('.sp-zen-stack').click();
      const samples: { both: boolean; outside: number }[] = [];
      for (let i = 0; i < 30; i += 1) {
        samples.push(
          await page.evaluate(`(() => {
            const drawn = ${drawnOpacity.toString()};
            const circle = document.querySelector('.sp-zen-stack .sp-guide-fill');
            const digits = document.querySelector('.sp-zen-time');
            const c = circle.getBoundingClientRect();
            const d = digits.getBoundingClientRect();
            const cx = c.x + c.width / 2, cy = c.y + c.height / 2, r = c.width / 2;
            const corners = [[d.left, d.top], [d.right, d.top], [d.left, d.bottom], [d.right, d.bottom]];
            return { both: drawn(circle) > 0.05 && drawn(digits) > 0.05, outside: corners.filter(([x, y]) => Math.hypot(x - cx, y - cy) > r).length };
          })()`),
        );
        await page.waitForTimeout(40);
      }
      const together = samples.filter((sample) => sample.both);
      expect(together.length).toBeGreaterThan(2);
      expect(together.map((sample) => sample.outside)).toEqual(together.map(() => 0));
    } finally {
      await context.close();
    }
  });

  it('lets the circle go before "Session Ended" shows: the two never overlap', async () => {
    const { context, page } = await open(zen);
    try {
      await fadedToCircle(page);
      await page.waitForTimeout(1600);
      // The keyboard's way to End: focusing it reveals it, Enter presses it; it asks, and End now ends.
      await page.locator('[part~="end"]').focus();
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'End now' }).focus();
      await page.keyboard.press('Enter');
      const overlaps: number[] = [];
      for (let i = 0; i < 40; i += 1) {
        overlaps.push(
          await page.evaluate(`(() => {
            const drawn = ${drawnOpacity.toString()};
            const circle = document.querySelector('.sp-zen-stack .sp-guide-fill');
            const words = document.querySelector('[part="phase"]');
            if (!words) return 0;
            const c = circle.getBoundingClientRect();
            const w = words.getBoundingClientRect();
            const apart = c.right <= w.left || w.right <= c.left || c.bottom <= w.top || w.bottom <= c.top;
            return !apart && drawn(circle) > 0.02 && drawn(words) > 0.02 ? 1 : 0;
          })()`),
        );
        await page.waitForTimeout(50);
      }
      expect(await page.locator('[part="phase"]').textContent()).toBe('Session Ended');
      expect(overlaps.filter(Boolean)).toHaveLength(0);
    } finally {
      await context.close();
    }
  });
});

describe('the dimmed screen', () => {
  for (const [kind, scenario] of [
    ['breathing', { kind: 'breathing', config: { ...FOUR_SEVEN_EIGHT, duration: { type: 'rounds', value: 20 } }, timeScale: 60, sound: false }],
    ['meditation', { kind: 'meditation', config: meditationWithBells(30), timeScale: 60, sound: false }],
  ] as const) {
    for (const [device, touch] of [
      ['a mouse', false],
      ['a finger', true],
    ] as const) {
      it(`only brightens the ${kind} runner when ${device} taps where End Session sits: the session runs on, End untouched`, async () => {
        const { context, page } = await open(scenario, { touch });
        try {
          const end = page.getByRole('button', { name: 'End Session' });
          const box = (await end.boundingBox())!;
          // 120 s without a tap, on a clock 60 times faster.
          await page.locator('[part="dim"]').waitFor();
          const x = box.x + box.width / 2;
          const y = box.y + box.height / 2;
          await (touch ? page.touchscreen.tap(x, y) : page.mouse.click(x, y));
          await page.locator('[part="dim"]').waitFor({ state: 'detached' });
          // A later press, heard after everything the first tap set off: Pause answers it.
          const pause = page.getByRole('button', { name: 'Pause' });
          await (touch ? pause.tap() : pause.click());
          await page.getByRole('button', { name: 'Resume' }).waitFor();
          expect(await events(page)).not.toContain('stop');
          expect(await end.isVisible()).toBe(true);
        } finally {
          await context.close();
        }
      });
    }
  }
});

describe('End Session', () => {
  it('asks once: a finger\'s double tap where End Session sits keeps the session; End now ends it, the card the same size', async () => {
    const { context, page } = await open({ kind: 'meditation', config: meditationWithBells(10), timeScale: 1, sound: false }, { touch: true });
    try {
      const end = page.getByRole('button', { name: 'End Session' });
      const box = (await end.boundingBox())!;
      const runningHeight = await page.locator('[part="runner"]').evaluate((element) => element.getBoundingClientRect().height);
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      // Keep going sits where End Session was: the second tap kept the session, and focus is back on End Session.
      await end.waitFor();
      expect(await end.evaluate((button) => button === document.activeElement)).toBe(true);
      expect(await events(page)).not.toContain('stop');

      await end.tap();
      const question = page.getByRole('group', { name: 'End this session?' });
      await question.waitFor();
      for (const name of ['End now', 'Keep going']) {
        const size = (await question.getByRole('button', { name }).boundingBox())!;
        expect(Math.round(Math.min(size.width, size.height)), name).toBeGreaterThanOrEqual(44);
      }
      expect(await page.locator('[part="runner"]').evaluate((element) => element.getBoundingClientRect().height)).toBe(runningHeight);
      await question.getByRole('button', { name: 'End now' }).tap();
      await page.locator('[part="phase"]', { hasText: 'Session Ended' }).waitFor();
      expect((await events(page)).filter((type) => type === 'stop')).toHaveLength(1);
    } finally {
      await context.close();
    }
  });
});

describe('the runner’s states', () => {
  const height = (page: Page) => page.locator('[part="runner"]').evaluate((element) => element.getBoundingClientRect().height);
  const text = (page: Page, part: string) => page.locator(`[part="${part}"]`).textContent();

  for (const [name, scenario, running] of [
    ['breathing', { kind: 'breathing', config: { ...FOUR_SEVEN_EIGHT, duration: { type: 'rounds', value: 6 } }, timeScale: 1, sound: false, stack: 1 }, 'Inhale'],
    ['meditation', { kind: 'meditation', config: meditationWithBells(10), timeScale: 1, sound: false, stack: 1 }, 'Meditation'],
  ] as const) {
    it(`say "Paused" when the ${name} runner is paused, end on a summary in a card of the same size, and start again`, async () => {
      const { context, page } = await open(scenario);
      try {
        await page.locator('[part~="pause"]').waitFor();
        await page.waitForTimeout(500);
        const runningHeight = await height(page);
        expect(await text(page, 'phase')).toBe(running);

        await page.locator('[part~="pause"]').click();
        expect(await text(page, 'phase')).toBe('Paused');
        expect(await height(page)).toBe(runningHeight);

        await page.locator('[part~="end"]').click();
        await page.getByRole('button', { name: 'End now' }).click();
        expect(await text(page, 'phase')).toBe('Session Ended');
        expect(await text(page, 'summary')).toMatch(/^After \d+ seconds?$/);
        expect(await page.locator('[part="runner"]').innerText()).not.toContain('Round 1 of 6');
        expect(await height(page)).toBe(runningHeight);

        await page.locator('[part~="restart"]').click();
        await page.waitForFunction((label) => document.querySelector('[part="phase"]')?.textContent === label, running);
        expect(await page.locator('[part~="pause"]').count()).toBe(1);
        expect(await height(page)).toBe(runningHeight);
      } finally {
        await context.close();
      }
    });
  }

  it('ends a completed session on "Session Complete", its length and rounds, in a card of the running size', async () => {
    // On a clock the test moves: the session is still running when its height is measured, whatever the machine's load.
    const { context, page } = await open({ kind: 'breathing', config: { ...FOUR_SEVEN_EIGHT, duration: { type: 'rounds', value: 1 } }, timeScale: 1, sound: false, stack: 1, manualClock: true });
    try {
      await page.locator('[part~="pause"]').waitFor();
      const runningHeight = await height(page);
      await advanceSession(page, 19_000);
      await page.waitForFunction(() => document.querySelector('[part="phase"]')?.textContent === 'Session Complete', undefined, { polling: 50 });
      expect(await text(page, 'summary')).toBe('19 seconds · 1 round');
      expect(await page.locator('[part~="restart"]').textContent()).toBe('Start again');
      expect(await height(page)).toBe(runningHeight);
    } finally {
      await context.close();
    }
  });
});

describe('the runner’s frame', () => {
  for (const width of [390, 1280]) {
    it(`keeps two stacked runners apart, each a card with rounded corners, at ${width} px`, async () => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      try {
        const scenario: Scenario = { kind: 'breathing', config: FOUR_SEVEN_EIGHT, timeScale: 1, sound: false, stack: 2 };
        await page.goto(`${harness.url}?scenario=${encodeURIComponent(JSON.stringify(scenario))}`);
        await page.locator('[part="runner"]').nth(1).waitFor();
        const [first, second] = await page.locator('[part="runner"]').evaluateAll((elements) =>
          elements.map((element) => {
            const box = element.getBoundingClientRect();
            return { top: box.top, bottom: box.bottom, left: box.left, right: box.right, radius: parseFloat(getComputedStyle(element).borderTopLeftRadius) };
          }),
        );
        expect(second!.top - first!.bottom).toBeGreaterThanOrEqual(16);
        for (const card of [first!, second!]) {
          expect(card.radius).toBeGreaterThanOrEqual(8);
          // A card, not a band: it leaves the page's edges free, centred, at most 40rem wide.
          expect(card.right - card.left).toBeLessThanOrEqual(640);
          expect(Math.abs(card.left - (width - card.right))).toBeLessThanOrEqual(1);
        }
      } finally {
        await context.close();
      }
    });
  }
});

// `npm run screenshots` (second part): every state of the two elements, from the one-script-tag build,
// at 390 and 1280 px in light and dark, into docs/screenshots/widgets/<state>-<width>-<scheme>.png.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium, serveStatic } from '@stillpoint/test-support';
import { buildWidgetScript, REPO_DIR as repoDir } from '@stillpoint/test-support/widget-script';
import type { Page } from 'playwright-core';

interface WidgetState {
  readonly name: string;
  /** The element as a page writes it. */
  readonly markup: string;
  /** Brings it to the state (the element is `el`). */
  reach?(page: Page): Promise<void>;
}

const el = (page: Page) => page.locator('breath-session, meditation-timer').first();
const call = (page: Page, method: 'start' | 'pause' | 'stop') => el(page).evaluate((element, name) => (element as unknown as Record<string, () => void>)[name]!(), method);
const settle = (page: Page, ms = 700) => page.waitForTimeout(ms);
const waitStatus = (page: Page, status: string) =>
  page.waitForFunction((wanted) => (document.querySelector('breath-session, meditation-timer') as unknown as { status?: string } | null)?.status === wanted, status, {
    timeout: 30_000,
  });

const running = async (page: Page) => {
  await waitStatus(page, 'running');
  await settle(page, 1500);
};
/** Runs a moment, then the page calls `method` and the element settles in `status`. */
const after = (method: 'pause' | 'stop', status: 'paused' | 'stopped') => async (page: Page) => {
  await running(page);
  await call(page, method);
  await waitStatus(page, status);
  await settle(page, 1200);
};
const paused = after('pause', 'paused');
const stopped = after('stop', 'stopped');
const ended = async (page: Page) => {
  await waitStatus(page, 'complete');
  await settle(page, 1200);
};

const STATES: WidgetState[] = [
  ...(['circle', 'lungs', 'wave'] as const).flatMap((guide): WidgetState[] => [
    {
      name: `breath-${guide}-running`,
      markup: `<breath-session technique="box" rounds="4" visual-guide="${guide}"></breath-session>`,
      reach: running,
    },
    {
      name: `breath-${guide}-paused`,
      markup: `<breath-session technique="box" rounds="4" visual-guide="${guide}"></breath-session>`,
      reach: paused,
    },
  ]),
  {
    name: 'breath-complete',
    markup: '<breath-session technique="box" rounds="1" time-scale="20"></breath-session>',
    reach: ended,
  },
  {
    name: 'breath-stopped',
    markup: '<breath-session technique="box" rounds="4"></breath-session>',
    reach: stopped,
  },
  {
    name: 'breath-idle',
    markup: '<breath-session technique="4-7-8" autostart="off"></breath-session>',
    reach: (page) => settle(page),
  },
  {
    name: 'meditation-running',
    markup: '<meditation-timer preset="body-scan" minutes="10"></meditation-timer>',
    reach: running,
  },
  {
    name: 'meditation-paused',
    markup: '<meditation-timer minutes="10"></meditation-timer>',
    reach: paused,
  },
  {
    name: 'meditation-complete',
    markup: '<meditation-timer minutes="1" time-scale="60"></meditation-timer>',
    reach: ended,
  },
  {
    name: 'meditation-stopped',
    markup: '<meditation-timer minutes="10"></meditation-timer>',
    reach: stopped,
  },
  {
    // After 180 s the zen view fades its timer to the breathing circle (the clock runs 60 times faster here).
    name: 'meditation-zen-hidden',
    markup: '<meditation-timer minutes="20" zen time-scale="60"></meditation-timer>',
    reach: async (page) => {
      await waitStatus(page, 'running');
      await settle(page, 6000);
    },
  },
  {
    name: 'meditation-zen-revealed',
    markup: '<meditation-timer minutes="20" zen time-scale="60"></meditation-timer>',
    reach: async (page) => {
      await waitStatus(page, 'running');
      await settle(page, 6000);
      // Revealed the way a keyboard user does (a tap's 3 s would pass in 50 ms on this accelerated clock):
      // focus on the hidden controls shows them, the timer with them, for as long as it stays there.
      await page.keyboard.press('Tab');
      await settle(page, 1700);
    },
  },
  // Each language the elements speak (issue 33), by the element's `lang`: paused (phase, time and buttons) and complete.
  ...(['de', 'nl', 'fr', 'es'] as const).flatMap((lang): WidgetState[] => [
    {
      name: `breath-paused-${lang}`,
      markup: `<breath-session lang="${lang}" technique="box" rounds="4"></breath-session>`,
      reach: paused,
    },
    {
      name: `meditation-complete-${lang}`,
      markup: `<meditation-timer lang="${lang}" minutes="1" time-scale="60"></meditation-timer>`,
      reach: ended,
    },
  ]),
  {
    name: 'invalid',
    markup: '<breath-session technique="square" rounds="many"></breath-session>',
    reach: (page) => settle(page),
  },
];

const only = process.argv.slice(2);
// Names of the app's screens only (npm run screenshots passes every name to both scripts): nothing to take here.
if (only.length > 0 && !STATES.some((state) => only.includes(state.name))) process.exit(0);
const outDir = join(repoDir, 'docs', 'screenshots', 'widgets');
await mkdir(outDir, { recursive: true });
const work = await mkdtemp(join(tmpdir(), 'stillpoint-widget-shots-'));
const built = join(work, 'dist');
await buildWidgetScript(built);
const pages = join(work, 'pages');
await mkdir(pages);
for (const state of STATES) {
  await writeFile(
    join(pages, `${state.name}.html`),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${state.name}</title>
<style>:root{color-scheme:light dark}body{margin:0 auto;max-width:40rem;padding:1.5rem 1rem;font-family:system-ui,sans-serif}</style>
<script type="module" src="/dist/stillpoint-widgets.js"></script></head><body>${state.markup}</body></html>`,
  );
}
const server = await serveStatic({ '/dist/': built, '/pages/': pages });
const browser = await launchChromium();
try {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [390, 1280]) {
      for (const state of STATES.filter((s) => only.length === 0 || only.includes(s.name))) {
        const page = await browser.newPage({
          viewport: { width, height: 900 },
          colorScheme,
        });
        await page.goto(`${server.url}/pages/${state.name}.html`);
        await el(page).waitFor();
        await state.reach?.(page);
        const file = join(outDir, `${state.name}-${width}-${colorScheme}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(`[screenshots] widgets/${state.name}-${width}-${colorScheme}.png`);
        await page.close();
      }
    }
  }
} finally {
  await browser.close();
  await server.close();
  await rm(work, { recursive: true, force: true });
}

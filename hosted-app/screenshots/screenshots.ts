// `npm run screenshots`: the hosted app's main screens at phone (390 px) and desktop (1280 px) width, in light and
// dark, written to docs/screenshots/<screen>-<width>-<scheme>.png (or $STILLPOINT_SCREENSHOTS_DIR). The app is built from the current sources and
// served by the real API on a fresh database (in its test mode: sessions can run on a fast clock), with a signed-in user
// who has saved sessions and some history.
// The landing's pictures of the product (src/features/public/productShots.ts) come from the same run: the phone's first
// screen of each, as WebP, in public/screens/ (or $STILLPOINT_PRODUCT_SHOTS_DIR), the app in each other language's in
// public/screens/<language>/ (from "selector-de" and the like). `npm run screenshots:product` (this script with
// `--product`) makes only those: the four screens in each language at phone width in both schemes, no docs PNGs; names
// after it make only those of them (`--product selector-de history-de`).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { openFreshDatabase, serveApp, TEST_PASSWORD } from '@stillpoint/test-support/app';
import type { BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '@stillpoint/test-support';
import { PRODUCT_SHOT_SCREENS, writeProductShot } from './productShots';
import { SCREENS } from './screens';

const appDir = join(import.meta.dirname, '..');
// STILLPOINT_SCREENSHOTS_DIR writes them elsewhere (a scratch folder while working on a screen).
const outDir = process.env.STILLPOINT_SCREENSHOTS_DIR ?? join(appDir, '..', 'docs', 'screenshots');
const args = process.argv.slice(2);
const productOnly = args.includes('--product');
const names = args.filter((arg) => arg !== '--product');
const only = productOnly ? [...PRODUCT_SHOT_SCREENS.keys()].filter((name) => names.length === 0 || names.includes(name)) : args;
const widths = productOnly ? [390] : [390, 1280];
// Where public/screens/… goes: the app's public folder, which the build copies as it is.
const productShotsDir = process.env.STILLPOINT_PRODUCT_SHOTS_DIR ?? join(appDir, 'public');
const screens = SCREENS.filter((screen) => only.length === 0 || only.includes(screen.name));
// Names of the elements' states only (npm run screenshots passes every name to both scripts): nothing to build here.
if (screens.length === 0) process.exit(0);

const build = mkdtempSync(join(appDir, '.build-test-'));
const database = await openFreshDatabase('screenshots');
try {
  console.log('[screenshots] building the app');
  const made = spawnSync(join(appDir, '..', 'node_modules', '.bin', 'react-router'), ['build'], {
    cwd: appDir,
    env: { ...process.env, STILLPOINT_APP_BUILD_DIR: build },
    encoding: 'utf8',
  });
  if (made.status !== 0) throw new Error(`the app did not build:\n${made.stdout}\n${made.stderr}`);

  const { db } = database;
  const served = await serveApp({ db, hostedAppDir: build, config: { testHooks: true } });
  const { origin } = served;
  const browser = await launchChromium();
  mkdirSync(outDir, { recursive: true });
  mkdirSync(join(productShotsDir, 'screens'), { recursive: true });
  try {
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const width of widths) {
        const context: BrowserContext = await browser.newContext({
          viewport: { width, height: width < 600 ? 844 : 860 },
          deviceScaleFactor: width < 600 ? 2 : 1,
          colorScheme,
          reducedMotion: 'reduce',
        });
        const page: Page = await context.newPage();
        page.setDefaultTimeout(60_000);
        const account = { firstName: 'Maya', lastName: 'Lind', email: `maya-${colorScheme}-${width}-${Date.now()}@example.com`, password: TEST_PASSWORD };
        for (const screen of screens) {
          await screen.show({ page, origin, account, db });
          // A toast from the screen before (a builder's "Applied") is no part of this one.
          if (!screen.keepToasts) await page.evaluate(() => document.querySelectorAll<HTMLElement>('.toast').forEach((toast) => toast.style.setProperty('display', 'none')));
          await page.waitForTimeout(400);
          if (!productOnly) {
            const file = join(outDir, `${screen.name}-${width}-${colorScheme}.png`);
            // A full page at twice the pixels can take longer than a step on a loaded machine: it is not what is waited for.
            await page.screenshot({ path: file, fullPage: screen.fullPage ?? true, timeout: 90_000 });
            console.log(`[screenshots] ${file.slice(outDir.length + 1)}`);
          }
          const productShot = PRODUCT_SHOT_SCREENS.get(screen.name);
          if (width < 600 && productShot) {
            await page.evaluate(() => window.scrollTo(0, 0));
            const shots = await writeProductShot(browser, productShotsDir, productShot, colorScheme, await page.screenshot({ fullPage: false }));
            for (const shot of shots) console.log(`[screenshots] ${shot.slice(productShotsDir.length + 1)}`);
          }
          await screen.leave?.({ page, origin, account, db });
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await served.close();
  }
} finally {
  rmSync(build, { recursive: true, force: true });
  await database.close();
}

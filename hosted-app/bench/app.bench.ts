// `npm run bench -- app`: the hosted app's weight and first-screen timing.
// - JavaScript per route (gzip): what a first visit to each route loads before it renders (the entry, the root,
//   the route and its layouts, with their static imports), from React Router's client manifest.
// - The signed-in home in Chromium on a throttled mobile profile (4x CPU slowdown, 150 ms RTT, 1.6 Mbps down,
//   390 x 844): the JavaScript fetched before its first screen ("How are you feeling?") shows, when it shows, LCP and total
//   blocking time from Chromium's own performance entries; median of 5 loads.
// Builds the app (production, no test hooks) from the current sources into a temporary folder.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { openFreshDatabase, serveApp, TEST_PASSWORD } from '@stillpoint/test-support/app';
import { launchChromium } from '@stillpoint/test-support';

const FIRST_LOAD_BUDGET = 120_000;
const FIRST_SCREEN_BUDGET_MS = 2_000;
const LOADS = 5;
const appDir = join(import.meta.dirname, '..');
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
}
interface ClientManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

const build = mkdtempSync(join(appDir, '.build-bench-'));
const database = await openFreshDatabase('app_bench');
try {
  const made = spawnSync(join(appDir, '..', 'node_modules', '.bin', 'react-router'), ['build'], {
    cwd: appDir,
    env: { ...process.env, STILLPOINT_APP_BUILD_DIR: build },
    encoding: 'utf8',
  });
  if (made.status !== 0) throw new Error(`the app did not build:\n${made.stdout}\n${made.stderr}`);
  const client = join(build, 'client');
  // As `npm run build` serves it: every text file with its .br and .gz beside it (the API sends those; it compresses nothing itself).
  const compressed = spawnSync(process.execPath, [join(appDir, '..', 'scripts', 'precompress.mjs'), client], { encoding: 'utf8' });
  if (compressed.status !== 0) throw new Error(`precompress failed:\n${compressed.stderr}`);
  const gzipOf = new Map<string, number>();
  const gz = (asset: string) => {
    let size = gzipOf.get(asset);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(client, asset)), { level: 9 }).length;
      gzipOf.set(asset, size);
    }
    return size;
  };
  const manifestFile = readdirSync(join(client, 'assets')).find((name) => /^manifest-.*\.js$/.test(name))!;
  const manifest = JSON.parse(readFileSync(join(client, 'assets', manifestFile), 'utf8').replace(/^window\.__reactRouterManifest=/, '').replace(/;\s*$/, '')) as ClientManifest;

  // What a first visit to a route loads before it renders: the entry, then the root and each route down to this one.
  const chain = (route: ManifestRoute): ManifestRoute[] => (route.parentId ? [...chain(manifest.routes[route.parentId]!), route] : [route]);
  const fullPath = (route: ManifestRoute): string =>
    chain(route)
      .map((part) => part.path ?? '')
      .filter(Boolean)
      .join('/');
  console.log('JavaScript a first visit loads before the route renders (gzip, level 9)');
  for (const route of Object.values(manifest.routes).filter((r) => r.id !== 'root')) {
    const files = new Set([manifest.entry.module, ...manifest.entry.imports, `/assets/${manifestFile}`]);
    for (const part of chain(route)) for (const file of [part.module, ...(part.imports ?? [])]) files.add(file);
    const total = [...files].reduce((sum, file) => sum + gz(file), 0);
    console.log(`  ${`/${fullPath(route)}`.padEnd(28)} ${route.id.padEnd(30)} ${kB(total).padStart(9)}`);
  }

  // The signed-in home, as a phone on a slow network sees it.
  const served = await serveApp({ db: database.db, hostedAppDir: build });
  const { origin } = served;
  const browser = await launchChromium();
  try {
    // Every load is a first visit: the service worker (which would serve the later loads from its precache) is blocked.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
    const setup = await context.newPage();
    await setup.goto(`${origin}/404`);
    const registered = await setup.evaluate(
      async (body) => (await fetch('/api/register', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })).status,
      { firstName: 'Bench', lastName: 'Mark', email: `bench-${Date.now()}@example.com`, password: TEST_PASSWORD },
    );
    if (registered !== 201) throw new Error(`registration answered ${registered}`);
    await setup.close();

    const runs: { js: number; lcp: number; tbt: number; shown: number; inDocument: number }[] = [];
    for (let load = 0; load < LOADS; load += 1) {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.addInitScript(() => {
        const seen: { lcp: number; longTasks: { start: number; duration: number }[]; shownAt: number } = { lcp: 0, longTasks: [], shownAt: 0 };
        (window as unknown as { __bench: typeof seen }).__bench = seen;
        // The moment the first screen's heading is in the document (wall clock), seen by the page itself rather than by polling.
        new MutationObserver((_, observer) => {
          if (![...document.querySelectorAll('h1')].some((heading) => heading.textContent === 'How are you feeling?')) return;
          seen.shownAt = performance.timeOrigin + performance.now();
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
        new PerformanceObserver((list) => list.getEntries().forEach((entry) => (seen.lcp = entry.startTime))).observe({ type: 'largest-contentful-paint', buffered: true });
        new PerformanceObserver((list) => list.getEntries().forEach((entry) => seen.longTasks.push({ start: entry.startTime, duration: entry.duration }))).observe({ type: 'longtask', buffered: true });
      });
      const requested: { path: string; at: number }[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') requested.push({ path: new URL(request.url()).pathname, at: Date.now() });
      });
      await page.goto(`${origin}/`, { timeout: 60_000 });
      await page.getByRole('heading', { name: 'How are you feeling?' }).waitFor({ timeout: 60_000 });
      const shown = await page.evaluate(() => performance.now());
      // Let the page settle (idle-time loads, the last long tasks) before reading the entries.
      await page.waitForTimeout(3_000);
      const figures = await page.evaluate(() => {
        const seen = (window as unknown as { __bench: { lcp: number; longTasks: { start: number; duration: number }[]; shownAt: number } }).__bench;
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
        const tbt = seen.longTasks.filter((task) => task.start >= fcp).reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
        return { lcp: seen.lcp, tbt, shownAt: seen.shownAt, inDocument: seen.shownAt - performance.timeOrigin };
      });
      const scripts = requested.filter((request) => request.at <= figures.shownAt).map((request) => request.path);
      runs.push({ js: [...new Set(scripts)].reduce((sum, file) => sum + gz(file), 0), shown, inDocument: figures.inDocument, lcp: figures.lcp, tbt: figures.tbt });
      await page.close();
    }
    const js = median(runs.map((run) => run.js));
    console.log(`\nThe signed-in home on a throttled phone (4x CPU, 150 ms RTT, 1.6 Mbps; median of ${LOADS} loads)`);
    console.log(`  JavaScript before the first screen (gzip)  ${kB(js).padStart(9)}   ${js <= FIRST_LOAD_BUDGET ? 'PASS' : 'MISS'} (budget ${kB(FIRST_LOAD_BUDGET)})`);
    // Issue 19: at most 2.0 s, as the page itself sees its heading arrive (the test's own look comes later, by however
    // long its polling takes on a throttled CPU: printed too, as the figure earlier READMEs gave).
    const inDocument = median(runs.map((run) => run.inDocument));
    console.log(`  first screen in the document (by the page) ${`${inDocument.toFixed(0)} ms`.padStart(9)}   ${inDocument <= FIRST_SCREEN_BUDGET_MS ? 'PASS' : 'MISS'} (budget ${FIRST_SCREEN_BUDGET_MS} ms)`);
    console.log(`  first screen seen by the test              ${`${median(runs.map((run) => run.shown)).toFixed(0)} ms`.padStart(9)}`);
    console.log(`  largest contentful paint                   ${`${median(runs.map((run) => run.lcp)).toFixed(0)} ms`.padStart(9)}`);
    console.log(`  total blocking time                        ${`${median(runs.map((run) => run.tbt)).toFixed(0)} ms`.padStart(9)}`);
  } finally {
    await browser.close();
    await served.close();
  }
} finally {
  rmSync(build, { recursive: true, force: true });
  await database.close();
}

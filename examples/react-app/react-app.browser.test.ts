import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accessibilityViolations, endSession, launchChromium, pageErrors, serveStatic, type StaticServer } from '@stillpoint/test-support';
import { buildReactAppFromTarballs } from '../test/builds';

let built: string;
let server: StaticServer;
let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  built = await mkdtemp(join(tmpdir(), 'stillpoint-react-app-'));
  // As a third party builds it: from the packed tarballs, not the workspace's sources.
  await buildReactAppFromTarballs(built);
  server = await serveStatic({ '/': built });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await rm(built, { recursive: true, force: true });
});

beforeEach(async () => {
  page = await browser.newPage();
  errors = pageErrors(page);
  await page.goto(`${server.url}/`);
});

const log = () => page.getByRole('list', { name: 'Session log' }).locator('li');

afterEach(async () => {
  await page?.close();
});

/** What the app logs of the taster, one 1-1-1 breath, whether the SDK's runner or the element runs it. */
const TASTER_LOG = [
  'start: Custom Breathing',
  'phase: Inhale, round 1 of 1',
  'phase: Hold, round 1 of 1',
  'phase: Exhale, round 1 of 1',
  'complete: Custom Breathing, 3 of 3 s',
];

describe('React app on the SDK', () => {
  it('runs the taster session to the end and receives every callback', async () => {
    await page.getByRole('button', { name: 'Taster: one 1-1-1 breath' }).click();
    await expect(page.locator('[part~="round"]').textContent()).resolves.toContain('Round 1 of 1');
    expect(await accessibilityViolations(page, 'main')).toEqual([]);
    await page.locator('li[data-type="complete"]').waitFor({ timeout: 15_000 });
    expect(await log().allTextContents()).toEqual(TASTER_LOG);
    // The app goes back to its list when the session ends.
    await page.getByRole('button', { name: 'Box breathing, 4 rounds' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('runs the <breath-session> element in React 19, whose on<event> props hear its events with the callbacks\' details', async () => {
    await page.getByRole('button', { name: 'Taster, as the breath-session element' }).click();
    await expect(page.locator('breath-session [part~="round"]').textContent()).resolves.toContain('Round 1 of 1');
    await page.locator('li[data-type="complete"]').waitFor({ timeout: 15_000 });
    expect(await log().allTextContents()).toEqual(TASTER_LOG);
    await page.getByRole('button', { name: 'Taster, as the breath-session element' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('End Session reports a stop with the time that passed', async () => {
    await page.getByRole('button', { name: 'Box breathing, 4 rounds' }).click();
    await endSession(page);
    await page.locator('li[data-type="stop"]').waitFor();
    // The seconds between the start and End now (End asks once): a few at most, of the 64 planned.
    expect(await log().last().textContent()).toMatch(/^stop: .+, \d of 64 s$/);
    expect(errors).toEqual([]);
  });
});

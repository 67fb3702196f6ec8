import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { accessibilityViolations, launchChromium, serveStatic, type StaticServer } from '@stillpoint/test-support';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const storiesDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Builds the static Storybook into a fresh folder (a few seconds), so the test always sees the
 * current stories: the production build designers open, whatever NODE_ENV the test runner has
 * (vitest's "test" would build React's development bundle, which has what production lacks, act()).
 */
function buildStorybook(): string {
  const out = mkdtempSync(join(tmpdir(), 'stillpoint-storybook-'));
  const bin = join(storiesDir, '..', 'node_modules', '.bin', 'storybook');
  const result = spawnSync(bin, ['build', '--quiet', '-o', out], {
    cwd: storiesDir,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production', STORYBOOK_DISABLE_TELEMETRY: '1', CI: 'true' },
  });
  if (result.status !== 0) throw new Error(`storybook build failed:\n${result.stdout}\n${result.stderr}`);
  return out;
}

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

const out = buildStorybook();
const index = JSON.parse(readFileSync(join(out, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

interface Outcome {
  status: string;
  errors: string[];
  failedReports: string[];
}

/**
 * Runs in the page before Storybook: hears the preview's channel as it is created and keeps, for
 * each story, the outcome of its render and play function, the a11y addon's own axe pass, and any
 * exception on the way.
 */
function watchStories() {
  const scope = window as unknown as { __outcomes: Record<string, Outcome> };
  scope.__outcomes = {};
  let channel: unknown;
  let errors: string[] = [];
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(value: { on(event: string, listener: (payload: unknown) => void): void }) {
      channel = value;
      const error = (payload: unknown) => errors.push(JSON.stringify(payload));
      value.on('playFunctionThrewException', error);
      value.on('storyThrewException', error);
      value.on('storyErrored', error);
      value.on('unhandledErrorsWhilePlaying', error);
      value.on('storyFinished', (payload) => {
        const { storyId, status, reporters } = payload as {
          storyId: string;
          status: string;
          reporters: { type: string; status: string; result?: { violations?: { id: string }[] } }[];
        };
        const failedReports = reporters
          .filter((report) => report.status === 'failed')
          .map((report) => `${report.type}: ${(report.result?.violations ?? []).map((v) => v.id).join(', ')}`);
        scope.__outcomes[storyId] = { status, errors, failedReports };
        errors = [];
      });
    },
  });
}

let browser: Browser;
let server: StaticServer;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  server = await serveStatic({ '/': out });
  browser = await launchChromium();
  page = await browser.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.addInitScript(watchStories);
  // One page for every story: Storybook switches stories in place, as its own UI does.
  await page.goto(`${server.url}/iframe.html?id=${stories[0]!.id}&viewMode=story`);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(out, { recursive: true, force: true });
});

async function runStory(id: string): Promise<Outcome> {
  await page.evaluate((storyId) => {
    const scope = window as unknown as {
      __outcomes: Record<string, unknown>;
      __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, payload: unknown): void };
    };
    if (scope.__outcomes[storyId]) return;
    scope.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId, viewMode: 'story' });
  }, id);
  // Poll on a timer: the default polls on animation frames, which a background tab may not get.
  const handle = await page.waitForFunction((storyId) => (window as unknown as { __outcomes: Record<string, unknown> }).__outcomes[storyId], id, {
    timeout: 30_000,
    polling: 50,
  });
  return (await handle.jsonValue()) as Outcome;
}

describe('every story', () => {
  it("is there: runners, guides, phases, states, the widgets and the builder's segment editor", () => {
    const titles = new Set(stories.map((story) => story.title));
    expect([...titles].sort()).toEqual([
      'App/Meditation builder/Segment editor',
      'Guides/BreathingGuide',
      'Runners/Breathing/Phases',
      'Runners/Breathing/Session',
      'Runners/Meditation/Phases',
      'Runners/Meditation/Session',
      'Runners/Meditation/Zen',
      'Widgets/breath-session',
      'Widgets/meditation-timer',
    ]);
    // A docs page (autodocs) for every element and runner, beside its stories.
    const docs = new Set(Object.values(index.entries).filter((entry) => entry.type === 'docs').map((entry) => entry.title));
    expect([...docs].sort()).toEqual([...titles].sort());
    expect(stories.length).toBeGreaterThan(40);
  });

  for (const story of stories) {
    it(`${story.title} › ${story.name}: its play function passes and axe finds no violations`, async () => {
      await page.emulateMedia({ reducedMotion: story.name.includes('Reduced') ? 'reduce' : 'no-preference' });
      pageErrors.length = 0;
      const outcome = await runStory(story.id);
      expect(outcome).toEqual({ status: 'success', errors: [], failedReports: [] });

      expect(await accessibilityViolations(page, '#storybook-root', { targets: true })).toEqual([]);
      expect(pageErrors).toEqual([]);
    });
  }
});

describe('the docs pages', () => {
  /** The rows of a docs page's props table: name, description, default, as a designer reads them. */
  async function propsTable(title: string): Promise<Array<{ name: string; text: string }>> {
    const docs = Object.values(index.entries).find((entry) => entry.type === 'docs' && entry.title === title)!;
    const docsPage = await browser.newPage();
    try {
      await docsPage.goto(`${server.url}/iframe.html?id=${docs.id}&viewMode=docs`);
      await docsPage.waitForSelector('.docblock-argstable tbody tr', { timeout: 30_000 });
      return await docsPage.$$eval('.docblock-argstable tbody tr', (rows) =>
        rows.map((row) => ({ name: row.querySelector('td')?.textContent?.trim() ?? '', text: row.textContent ?? '' })),
      );
    } finally {
      await docsPage.close();
    }
  }

  it("list a runner's props from its types, with their descriptions and defaults", async () => {
    const rows = await propsTable('Runners/Breathing/Session');
    const row = (name: string) => rows.find((found) => found.name.startsWith(name))?.text ?? '';
    expect(row('autoStart')).toContain('Start as soon as the component mounts');
    expect(row('autoStart')).toContain('true');
    expect(row('settleIn')).toContain('Get comfortable');
    expect(row('allowRestart')).toContain('Start again');
    expect(rows.length).toBeGreaterThan(10);
  });

  it("list an element's attributes from custom-elements.json, with their values and defaults", async () => {
    const rows = await propsTable('Widgets/breath-session');
    const theme = rows.find((found) => found.name.startsWith('theme'))?.text ?? '';
    expect(theme).toContain('prefers-color-scheme');
    // The values, then the default.
    expect(theme).toContain("'dark''light''auto'dark");
    expect(rows.find((found) => found.name.startsWith('time-scale'))?.text).toContain('1');
    expect(rows.map((found) => found.name)).toEqual(expect.arrayContaining(['preset', 'technique', 'settle-in', 'sound-base-url']));
  });
});

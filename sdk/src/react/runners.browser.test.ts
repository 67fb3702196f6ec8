import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '@stillpoint/test-support';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedEvent, Scenario } from '../../test-support/runnerHarnessPage';
import { advanceSession } from '../../test-support/advanceSession';
import { FOUR_SEVEN_EIGHT, meditationWithBells } from '../../test-support/fixtures';
import { serveRunnerHarness, type RunnerHarness } from '../../test-support/serveRunnerHarness';

let harness: RunnerHarness;
let browser: Browser;

beforeAll(async () => {
  harness = await serveRunnerHarness();
  browser = await launchChromium([
    // Sound starts after the one tap that mounts the runner (as in the app); the engine's unlock on a
    // later tap is the audio tests' concern.
    '--autoplay-policy=no-user-gesture-required',
  ]);
});

afterAll(async () => {
  await browser?.close();
  await harness?.close();
});

/** Uncaught errors in any harness page: every test ends by checking there were none. */
const pageErrors: string[] = [];

/** Every sound source started on an audio clock, as [the clock's time when asked, the time it starts at], in s. */
type AudioStarts = [now: number, when: number][];

/** Records each start() of an audio source, below Tone.js: what really reached the audio clock. */
function recordAudioStarts() {
  const starts: [number, number][] = [];
  (window as unknown as { audioStarts: typeof starts }).audioStarts = starts;
  for (const node of [AudioBufferSourceNode, OscillatorNode]) {
    const start = node.prototype.start as (this: AudioScheduledSourceNode, when?: number, ...rest: number[]) => void;
    node.prototype.start = function (this: AudioScheduledSourceNode, when = 0, ...rest: number[]) {
      starts.push([this.context.currentTime, when]);
      start.call(this, when, ...rest);
    };
  }
}

async function open(scenario: Scenario): Promise<Page> {
  const page = await browser.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  if (scenario.sound) await page.addInitScript(recordAudioStarts);
  await page.goto(`${harness.url}?scenario=${encodeURIComponent(JSON.stringify(scenario))}`);
  if (scenario.afterTap) await page.getByRole('button', { name: 'Begin' }).click();
  return page;
}

async function runToEnd(page: Page, timeoutMs: number): Promise<{ events: RecordedEvent[]; rounds: string[] }> {
  // Poll on a timer: the default polls on animation frames, which a background tab may not get.
  await page
    .waitForFunction(() => (window as unknown as { runnerEvents: RecordedEvent[] }).runnerEvents.some((e) => e.type === 'complete'), undefined, {
      timeout: timeoutMs,
      polling: 250,
    })
    .catch(async (error: Error) => {
      const seen = await page.evaluate(() => (window as unknown as { runnerEvents: RecordedEvent[] }).runnerEvents.map((e) => e.type).join(', '));
      throw new Error(`${error.message}\nEvents so far: ${seen}\nPage errors: ${pageErrors.join('; ')}\nScreen: ${await page.locator('body').innerText()}`);
    });
  return page.evaluate(() => {
    const scope = window as unknown as { runnerEvents: RecordedEvent[]; roundsSeen: string[] };
    return { events: scope.runnerEvents, rounds: scope.roundsSeen };
  });
}

const phaseText = (page: Page) => page.locator('[part="phase"]').textContent();

afterEach(() => {
  expect(pageErrors.splice(0)).toEqual([]);
});

describe('the runners in Chromium', () => {
  it('run a whole 4-7-8 session to Session Complete on a clock the test moves', async () => {
    const before = harness.requested.length;
    const page = await open({ kind: 'breathing', config: FOUR_SEVEN_EIGHT, timeScale: 1, sound: false, manualClock: true });
    try {
      await advanceSession(page, 152_000);
      const { events, rounds } = await runToEnd(page, 30_000);
      const phases = events.filter((e) => e.type === 'phase').map((e) => (e.detail as { label: string }).label);
      expect(phases).toHaveLength(24);
      expect(phases.slice(0, 3)).toEqual(['Inhale', 'Hold', 'Exhale']);
      expect(rounds).toEqual(['Round 1 of 8', 'Round 2 of 8', 'Round 3 of 8', 'Round 4 of 8', 'Round 5 of 8', 'Round 6 of 8', 'Round 7 of 8', 'Round 8 of 8']);
      expect(events.filter((e) => e.type === 'complete').map((e) => e.detail)).toEqual([
        { title: '4-7-8 Breathing', kind: 'breathing', elapsed: 152_000, total: 152_000 },
      ]);
      expect(await phaseText(page)).toBe('Session Complete');
      // Sound off: no audio code was fetched.
      expect(harness.requested.slice(before).filter((name) => harness.audioChunks.includes(name))).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('run a 10-minute guided meditation to Session Complete on a clock the test moves', async () => {
    const page = await open({ kind: 'meditation', config: meditationWithBells(10, { type: 'body-scan' }), timeScale: 1, sound: false, manualClock: true });
    try {
      await advanceSession(page, 600_000);
      const { events } = await runToEnd(page, 30_000);
      expect(events.filter((e) => e.type === 'phase').map((e) => (e.detail as { label: string }).label)).toEqual(['Body Scan']);
      expect(events.filter((e) => e.type === 'prompt').length).toBeGreaterThan(3);
      expect(events.filter((e) => e.type === 'bell').map((e) => (e.detail as { reason: string }).reason)).toEqual(['start', 'end']);
      expect(events.filter((e) => e.type === 'complete').map((e) => e.detail)).toEqual([
        { title: '10 min Meditation', kind: 'meditation', elapsed: 600_000, total: 600_000 },
      ]);
      expect(await phaseText(page)).toBe('Session Complete');
      expect(await page.locator('[part="time"]').textContent()).toBe('00:00');
    } finally {
      await page.close();
    }
  });

  it('run a 1-minute meditation with bells and sound to Session Complete, a minute of its clock after it starts', async () => {
    const before = harness.requested.length;
    // Begun with a tap, as the app's Start does: the engine and its AudioContext are made only once the
    // page has had one. The session's clock is one the test moves; following it in real time is the next test's.
    const page = await open({ kind: 'meditation', config: meditationWithBells(1), timeScale: 1, sound: true, afterTap: true, manualClock: true });
    const mediaSession = () =>
      page.evaluate(() => ({ title: navigator.mediaSession.metadata?.title ?? null, state: navigator.mediaSession.playbackState }));
    try {
      // The lock-screen controls show the session while it plays.
      await page.waitForFunction(() => navigator.mediaSession.metadata !== null, undefined, { polling: 100, timeout: 30_000 });
      expect(await mediaSession()).toEqual({ title: '1 min Meditation', state: 'playing' });
      // A second at a time, each in a task of its own, so the page renders and the sound follows between them.
      await advanceSession(page, 60_000);
      const { events } = await runToEnd(page, 30_000);
      expect(await mediaSession()).toEqual({ title: null, state: 'none' });
      const start = events.find((e) => e.type === 'start')!;
      const complete = events.find((e) => e.type === 'complete')!;
      expect(events.filter((e) => e.type === 'bell').map((e) => e.detail)).toEqual([
        { at: 0, sound: 'tibetan-bowl', reason: 'start' },
        { at: 60_000, sound: 'zen-gong', reason: 'end' },
      ]);
      // A minute of the session's clock, give or take a frame of the ticker.
      expect(complete.at - start.at).toBeGreaterThanOrEqual(60_000);
      expect(complete.at - start.at).toBeLessThan(60_100);
      expect(await phaseText(page)).toBe('Session Complete');
      // Sound on: the audio engine was loaded, on demand, and sounds reached the audio clock.
      expect(harness.requested.slice(before).some((name) => harness.audioChunks.includes(name))).toBe(true);
      const starts = await page.evaluate(() => (window as unknown as { audioStarts: AudioStarts }).audioStarts);
      expect(starts.length).toBeGreaterThan(0);
    } finally {
      await page.close();
    }
  });

  it('follow a breathing session with sound in real time: the hold cue reaches the audio clock ahead of its time, 4 s after the inhale cue', async () => {
    const page = await open({ kind: 'breathing', config: FOUR_SEVEN_EIGHT, timeScale: 1, sound: true, afterTap: true });
    try {
      await page.waitForFunction(
        () => (window as unknown as { runnerEvents: RecordedEvent[] }).runnerEvents.filter((e) => e.type === 'phase').length >= 2,
        undefined,
        { polling: 100, timeout: 30_000 },
      );
      const events = await page.evaluate(() => (window as unknown as { runnerEvents: RecordedEvent[] }).runnerEvents);
      const [inhale, hold] = events.filter((e) => e.type === 'phase');
      // The hold is due 4 s into the session, after the 4 s inhale.
      expect([inhale!.detail, hold!.detail]).toMatchObject([
        { label: 'Inhale', start: 0, duration: 4_000 },
        { label: 'Hold', start: 4_000 },
      ]);
      // About four seconds of the page's own clock apart, at real speed: the page hears each cue on a tick of the
      // ticker, and on a loaded machine either tick can come late (the inhale's too, which shortens the gap; a run
      // with the CPU saturated saw 127 ms). A wrong time scale would be seconds off. The exact timing is the audio
      // clock's, below.
      expect(Math.abs(hold!.at - inhale!.at - 4_000)).toBeLessThan(500);
      const starts = await page.evaluate(() => (window as unknown as { audioStarts: AudioStarts }).audioStarts);
      const first = Math.min(...starts.map(([, when]) => when).filter((when) => when > 0));
      const holdCues = starts.filter(([, when]) => Math.abs(when - first - 4) <= 0.005);
      expect(holdCues.length).toBeGreaterThan(0);
      expect(holdCues.every(([now, when]) => when > now)).toBe(true);
    } finally {
      await page.close();
    }
  });
});

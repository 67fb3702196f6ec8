import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openHarness, type OpenHarness } from '../../test-support/openHarness';
import { busyPlan } from '../../test-support/testPlans';

type Report = Awaited<ReturnType<Window['audioHarness']['liveReport']>>;

/** How far each scheduled sound's audio time is from the plan's (start + planned), in ms. */
const differences = (report: Report) => report.log.map((s) => Math.abs((s.time - report.startAudio) * 1000 - s.planned));

/** Each onset heard on the audio thread, as ms from the nearest planned sound. */
const onsetErrors = (report: Report, planned: readonly number[]) =>
  report.onsets.map((t) => {
    const at = (t - report.startAudio) * 1000;
    return Math.min(...planned.map((p) => Math.abs(at - p)));
  });

let h: OpenHarness;
beforeEach(async () => {
  h = await openHarness();
});
afterEach(async () => {
  await h.page.evaluate(() => window.audioHarness.stopLive()).catch(() => undefined);
  await h?.close();
});

describe('bells and cues on the audio clock in real Chromium', () => {
  // Hidden for the full 2 minutes, sounding as the plan says throughout, is measured by `npm run bench`
  // (sdk/bench/audio.bench.ts): here the page is stopped for 12 s, longer than the visible 8 s look-ahead,
  // and the 2 minutes are checked on what the audio clock already holds.
  it('are all on the audio clock 2 minutes ahead once the page is hidden, and sound within 5 ms of the plan while its main thread stops for 12 s', async () => {
    const plan = busyPlan(3);
    await h.page.evaluate((p) => window.audioHarness.startLive(p, { ambient: 'sea_loop' }), plan);
    await h.page.waitForTimeout(3000);
    const hiddenAt = await h.page.evaluate(() => window.audioHarness.hide());
    // Hidden, the page's timers may fire once a minute, or (frozen) never: here nothing on the main
    // thread runs for 12 s. Only what is already on the audio clock can sound.
    const blockedAt = await h.page.evaluate(() => window.audioHarness.blockMainThread(12_000));
    // The worklet's messages from those seconds wait in the queue: let them in.
    await h.page.waitForTimeout(500);
    const report = await h.page.evaluate(() => window.audioHarness.liveReport());

    expect(report.state).toBe('running');
    expect(report.now - blockedAt).toBeGreaterThan(11.9);
    // Every cue and bell of the 2 minutes after hiding (72 cues, 8 bells) was on the audio clock before
    // the main thread stopped, at the plan's time: the largest difference is under 5 ms.
    const from = (hiddenAt - report.startAudio) * 1000;
    const cuesAndBells = [...plan.segments.filter((s) => s.cue).map((s) => s.start), ...plan.bells.map((b) => b.at)];
    const due = cuesAndBells.filter((at) => at >= from && at <= from + 120_000);
    const inWindow = report.log.filter((s) => s.planned >= from && s.planned <= from + 120_000);
    expect(due.length).toBeGreaterThanOrEqual(78);
    expect(inWindow.filter((s) => s.kind === 'cue' || s.kind === 'bell')).toHaveLength(due.length);
    expect(inWindow.every((s) => s.scheduledAt <= blockedAt)).toBe(true);
    expect(Math.max(...differences(report))).toBeLessThan(5);
    expect(report.missed).toBe(0);
    // And those of the 12 s sounded then: the onsets an AudioWorklet heard on the cue bus while the main
    // thread stood still, about one per planned moment, each within 5 ms of a planned cue or bell. (A cue in
    // the stop's first 200 ms is heard but not counted among the moments: it is measured against the plan too.)
    const heard = report.onsets.filter((t) => t >= blockedAt && t <= report.now);
    const to = (report.now - report.startAudio) * 1000;
    const moments = new Set(due.filter((at) => at >= (blockedAt - report.startAudio) * 1000 + 200 && at <= to));
    expect(moments.size).toBeGreaterThanOrEqual(6);
    expect(heard.length).toBeGreaterThanOrEqual(moments.size - 1);
    expect(Math.max(...onsetErrors({ ...report, onsets: heard }, due))).toBeLessThan(5);
  });

  it('stay within 5 ms of the plan while a visible page is busy for 6 s (inside the 8 s look-ahead)', async () => {
    const plan = busyPlan(1);
    await h.page.evaluate((p) => window.audioHarness.startLive(p), plan);
    await h.page.waitForTimeout(1000);
    const blockedAt = await h.page.evaluate(() => window.audioHarness.blockMainThread(6000));
    await h.page.waitForTimeout(3000);
    const report = await h.page.evaluate(() => window.audioHarness.liveReport());
    const during = report.log.filter((s) => s.time > blockedAt && s.time < blockedAt + 6);
    expect(during.length).toBeGreaterThanOrEqual(3);
    expect(during.every((s) => s.scheduledAt <= blockedAt)).toBe(true);
    expect(Math.max(...differences(report))).toBeLessThan(5);
    expect(report.missed).toBe(0);
  });
});

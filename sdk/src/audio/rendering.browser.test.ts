import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openHarness, type OpenHarness } from '../../test-support/openHarness';
import { breathingPlan, meditationPlan } from '../../test-support/testPlans';

let h: OpenHarness;
beforeAll(async () => {
  h = await openHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('the engine rendered offline in Chromium', () => {
  it('sounds each breathing cue at the plan time, at 432/324/256 Hz, 150 ms long (hold 200 ms)', async () => {
    const plan = breathingPlan(2);
    const { tones, log } = await h.page.evaluate((p) => window.audioHarness.renderCues(p, 40), plan);
    expect(tones).toHaveLength(6);
    const expected = [
      [0, 432, 0.15], [4, 324, 0.2], [11, 256, 0.15],
      [19, 432, 0.15], [23, 324, 0.2], [30, 256, 0.15],
    ];
    // Started at audio time 0.5 s. Everything reaches the output through the compressor, whose
    // look-ahead delays all sound alike by about 6 ms: the onsets keep the plan's spacing to well
    // under a millisecond.
    const offsets = tones.map((tone, i) => tone.onset - 0.5 - expected[i]![0]!);
    expect(Math.max(...offsets) - Math.min(...offsets)).toBeLessThan(0.0005);
    expect(offsets[0]).toBeGreaterThanOrEqual(0);
    expect(offsets[0]).toBeLessThan(0.008);
    tones.forEach((tone, i) => {
      const [, frequency, length] = expected[i]!;
      expect(Math.abs(tone.frequency - frequency!)).toBeLessThan(2);
      expect(Math.abs(tone.length - length!)).toBeLessThan(0.006);
    });
    expect(log.map((s) => [s.name, s.planned])).toEqual([
      ['inhale', 0], ['hold', 4000], ['exhale', 11000], ['inhale', 19000], ['hold', 23000], ['exhale', 30000],
    ]);
  });

  it('sets the mixer to master 1, ambient bus 0.4, cue bus 0.6, compressor -24 dB 3:1, session ambient 0.3, and ducks it by 0.2 over 250 ms, back over 300 ms', async () => {
    const levels = await h.page.evaluate(() => window.audioHarness.levelsAndDuck());
    expect(levels).toMatchObject({ master: 1, ambientBus: 0.4, cueBus: 0.6, threshold: -24, ratio: 3 });
    expect(levels.ambientInSession).toBeCloseTo(0.3, 5);
    // The ambient is 0.3: ducked by 0.2 it plays at 0.1, a factor of 1/3.
    expect(levels.duck.before).toBeCloseTo(1, 5);
    expect(levels.duck.attacked).toBeCloseTo(1 / 3, 3);
    expect(levels.duck.halfway).toBeCloseTo(1 / 3 + (2 / 3) * (0.15 / 0.3), 2);
    expect(levels.duck.released).toBeCloseTo(1, 3);
  });

  it('disposes every node it made: previews, the ambient and a running session', async () => {
    const result = await h.page.evaluate((p) => window.audioHarness.disposeEverything(p), breathingPlan(3));
    expect(result.liveBefore).toBeGreaterThan(3);
    expect(result.liveAfter).toBe(0);
    expect(result.undisposed).toEqual([]);
    expect(result.undisposedSession).toEqual([]);
  });

  it("lets go of a runner it followed once disposed (twice is harmless), and hears nothing of it after", async () => {
    const result = await h.page.evaluate((p) => window.audioHarness.disposeFollowed(p), breathingPlan(3));
    expect(result.heldWhileFollowing).toBeGreaterThan(0);
    expect(result.heldAfter).toBe(0);
    expect(result.loggedAfterDispose).toBe(0);
    expect(result.liveAfter).toBe(0);
  });

  // The look-ahead bounds the voices, not the length: a voice never freed would show here as one more per bell. A whole
  // hour (a sound every second or two, its voices, the heap after it) is npm run bench -- audio's, rendered in full.
  it('holds no more voices over a 10-minute session than its look-ahead needs', async () => {
    const plan = meditationPlan(10, 1);
    const result = await h.page.evaluate((p) => window.audioHarness.longSessionFootprint(p, 612), plan);
    // 11 bells over the ten minutes; at most a couple are ever alive at once, and all are freed at the end.
    expect(result.logged).toBe(11);
    expect(result.missed).toBe(0);
    expect(result.maxVoices).toBeLessThanOrEqual(3);
    expect(result.liveAtEnd).toBe(0);
  });
});

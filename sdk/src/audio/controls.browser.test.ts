import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Step } from '../../test-support/audioHarnessPage';
import { openHarness, type OpenHarness } from '../../test-support/openHarness';
import { breathingPlan, planOf } from '../../test-support/testPlans';

let h: OpenHarness;
beforeAll(async () => {
  h = await openHarness();
});
afterAll(async () => {
  await h?.close();
});

/** 2-1-2 breathing: cues at session 0, 2, 3, 5, 7, 8, 10, 12, 13 s. */
const plan = breathingPlan(3, [2, 1, 2, 0]);
const render = (steps: Step[], seconds: number, viaRunner = false, p = plan) =>
  h.page.evaluate(([pl, st, se, vr]) => window.audioHarness.renderControls(pl, st, se, vr), [p, steps, seconds, viaRunner] as const);
/** The compressor's look-ahead delays all output alike by about 6 ms. */
const close = (heard: number[], expected: number[]) => {
  expect(heard).toHaveLength(expected.length);
  heard.forEach((t, i) => expect(Math.abs(t - expected[i]!)).toBeLessThan(0.01));
};

describe('pause, resume, stop and release on the audio clock', () => {
  it('a pause takes the coming cues off the clock, and resume puts them back from where the session stood', async () => {
    // Started at audio 0.5 s; paused at 5.0 (session 4.5 s); resumed at 8.0, sounding from 8.05.
    const { onsets } = await render([{ at: 0.5, action: 'start' }, { at: 5, action: 'pause' }, { at: 8, action: 'resume' }], 18);
    close(onsets, [0.5, 2.5, 3.5, 8.55, 10.55, 11.55, 13.55, 15.55, 16.55]);
  });

  it('stop silences everything after it', async () => {
    const { onsets, log } = await render([{ at: 0.5, action: 'start' }, { at: 6, action: 'stop' }], 15);
    close(onsets, [0.5, 2.5, 3.5, 5.5]);
    // The look-ahead had scheduled more; they were taken off the clock.
    expect(log.length).toBeGreaterThan(4);
  });

  it('holds the sounds after an open-ended breath hold until its release, then plays them from there', async () => {
    const deepReset = planOf('breathing', [
      { phase: 'inhale', ms: 1000, cue: 'inhale' },
      { phase: 'breath-hold', ms: 0, openEnded: true, cue: 'hold' },
      { phase: 'recovery-breath', ms: 3000, cue: 'inhale' },
      { phase: 'exhale', ms: 2000, cue: 'exhale' },
    ]);
    const steps: Step[] = [{ at: 0.5, action: 'start' }, { at: 6.5, action: 'release', segment: 1, sessionMs: 6000 }];
    const { onsets } = await render(steps, 12, false, deepReset);
    // inhale 0, hold 1 s with no limit; released at session 6 s: recovery at 6 s, exhale at 9 s.
    close(onsets, [0.5, 1.5, 6.5, 9.5]);
  });

  it("follows a real runner's start, pause and resume", async () => {
    const { onsets } = await render([{ at: 0.5, action: 'start' }, { at: 5, action: 'pause' }, { at: 8, action: 'resume' }], 18, true);
    // The runner's clock is the audio clock: the session starts 50 ms after runner.start() (room to
    // schedule exactly), paused at session 4.45 s, resumed at 8.0 and sounding from 8.05.
    close(onsets, [0.55, 2.55, 3.55, 8.6, 10.6, 11.6, 13.6, 15.6, 16.6]);
  });

  it('a sit carried on paused after a reload sounds again when resumed', async () => {
    // The reloaded page's runner starts paused at session 4.5 s (audio 0.5) and is resumed at audio 3.0:
    // the cues from session 5 s sound from 3.05 on, as after any resume.
    const steps: Step[] = [{ at: 0.5, action: 'start', from: { elapsed: 4500, paused: true } }, { at: 3, action: 'resume' }];
    const { onsets } = await render(steps, 12, true);
    close(onsets, [3.55, 5.55, 6.55, 8.55, 10.55, 11.55]);
  });

  it("follows a real runner's release of the deep-reset hold", async () => {
    const deepReset = planOf('breathing', [
      { phase: 'inhale', ms: 1000, cue: 'inhale' },
      { phase: 'breath-hold', ms: 0, openEnded: true, cue: 'hold' },
      { phase: 'recovery-breath', ms: 3000, cue: 'inhale' },
      { phase: 'exhale', ms: 2000, cue: 'exhale' },
    ]);
    const { onsets } = await render([{ at: 0.5, action: 'start' }, { at: 6.5, action: 'release' }], 12, true, deepReset);
    // Released at runner session 6.0 s, which the audio clock reaches at 6.55.
    close(onsets, [0.55, 1.55, 6.55, 9.55]);
  });
});

import { describe, expect, it } from 'vitest';
import { planAudioEvents } from './audioEvents';
import { LEVELS } from './levels';
import { breathingPlan, meditationPlan, planOf } from '../../test-support/testPlans';

describe('planAudioEvents', () => {
  it('opens every breathing phase with its cue at the phase start, at the breathing cue level 0.4', () => {
    const plan = breathingPlan(2);
    const cues = planAudioEvents(plan).filter((e) => e.kind === 'cue');
    expect(cues.map((c) => [c.name, c.at])).toEqual([
      ['inhale', 0], ['hold', 4000], ['exhale', 11000],
      ['inhale', 19000], ['hold', 23000], ['exhale', 30000],
    ]);
    expect(cues.every((c) => c.volume === 0.4)).toBe(true);
  });

  it('starts a breathing session on bell_chime at 0.8 and ends it on bell_chime at 1', () => {
    const events = planAudioEvents(breathingPlan(1));
    expect(events[0]).toMatchObject({ kind: 'start', name: 'bell_chime', at: 0, volume: LEVELS.start });
    expect(events.at(-1)).toMatchObject({ kind: 'end', name: 'bell_chime', at: 19000, volume: LEVELS.end });
  });

  it('starts a meditation on gong_deep and ends it on bowl_long when the plan rings no bells there', () => {
    const plan = planOf('meditation', [{ phase: 'meditation', ms: 60_000 }]);
    const events = planAudioEvents(plan);
    expect(events.map((e) => [e.kind, e.name, e.at])).toEqual([
      ['start', 'gong_deep', 0],
      ['end', 'bowl_long', 60_000],
    ]);
  });

  it("rings the plan's own start, interval and end bells instead of the session sounds, at 0.8, 0.7 and 1", () => {
    const events = planAudioEvents(meditationPlan(30, 10));
    expect(events.map((e) => [e.kind, e.name, e.at, e.volume])).toEqual([
      ['bell', 'gong_soft', 0, 0.8],
      ['bell', 'tibetan-bowl', 600_000, 0.7],
      ['bell', 'tibetan-bowl', 1_200_000, 0.7],
      ['bell', 'gong_deep', 1_800_000, 1],
    ]);
  });

  it('marks meditation phase changes with bowl_long', () => {
    const plan = planOf('meditation', [
      { phase: 'pranayama', ms: 120_000 },
      { phase: 'meditation', ms: 600_000 },
      { phase: 'transition', ms: 60_000 },
    ]);
    const transitions = planAudioEvents(plan).filter((e) => e.kind === 'transition');
    expect(transitions.map((e) => [e.name, e.at])).toEqual([['bowl_long', 120_000], ['bowl_long', 720_000]]);
  });

  it('marks a rest with bell_chime and the breath after it with bell_ping', () => {
    const plan = planOf('breathing', [
      { phase: 'inhale', ms: 1000, cue: 'inhale' },
      { phase: 'rest-between-rounds', ms: 30_000 },
      { phase: 'inhale', ms: 1000, cue: 'inhale' },
    ]);
    const transitions = planAudioEvents(plan).filter((e) => e.kind === 'transition');
    expect(transitions.map((e) => [e.name, e.at])).toEqual([['bell_chime', 1000], ['bell_ping', 31_000]]);
  });

  it('leaves the cues out when breathing cues are off, and lets the caller pick the session sounds', () => {
    const events = planAudioEvents(breathingPlan(1), { cues: false, sounds: { start: 'gong_soft', end: 'bowl_long' } });
    expect(events.map((e) => [e.kind, e.name])).toEqual([['start', 'gong_soft'], ['end', 'bowl_long']]);
  });

  it('clamps every volume it is given to 0..1', () => {
    const events = planAudioEvents(breathingPlan(1), { cueVolume: 3, startVolume: -1, endVolume: Number.NaN });
    expect(events.find((e) => e.kind === 'cue')?.volume).toBe(1);
    expect(events.find((e) => e.kind === 'start')?.volume).toBe(0);
    expect(events.find((e) => e.kind === 'end')?.volume).toBe(0);
  });

  it('holds every sound after an open-ended segment behind it (its gate)', () => {
    const plan = planOf('breathing', [
      { phase: 'inhale', ms: 1000, cue: 'inhale' },
      { phase: 'breath-hold', ms: 0, openEnded: true, cue: 'hold' },
      { phase: 'recovery-breath', ms: 15_000, cue: 'inhale' },
    ]);
    const byId = Object.fromEntries(planAudioEvents(plan).map((e) => [e.id, e.gate]));
    expect(byId).toMatchObject({ start: -1, c0: -1, c1: -1, t1: -1, c2: 1, t2: 1, end: 1 });
  });
});

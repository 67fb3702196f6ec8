import { describe, expect, it } from 'vitest';
import { PlanTimeline } from './PlanTimeline';
import { breathingPlan, planOf } from '../../test-support/testPlans';

const deepResetPlan = (holdLimit = 0) =>
  planOf('breathing', [
    { phase: 'rapid-breathing', ms: 1000, cue: 'inhale' },
    { phase: 'breath-hold', ms: holdLimit, openEnded: true, cue: 'hold' },
    { phase: 'recovery-breath', ms: 15_000, cue: 'inhale' },
    { phase: 'exhale', ms: 2000, cue: 'exhale' },
  ]);

describe('PlanTimeline', () => {
  it('gives the sounds in a window of session time, in order', () => {
    const timeline = new PlanTimeline(breathingPlan(3));
    expect(timeline.between(10_000, 24_000).map((e) => [e.name, e.time])).toEqual([
      ['exhale', 11_000],
      ['inhale', 19_000],
      ['hold', 23_000],
    ]);
  });

  it('holds back what follows an open-ended breath hold until it is released', () => {
    const timeline = new PlanTimeline(deepResetPlan());
    expect(timeline.between(0, 1_000_000).map((e) => e.id)).toEqual(['start', 'c0', 't1', 'c1']);
  });

  it('moves what follows the hold by how much longer it ran than planned', () => {
    const timeline = new PlanTimeline(deepResetPlan());
    timeline.release(1, 60_000);
    const later = timeline.between(50_000, 1_000_000).map((e) => [e.id, e.time]);
    expect(later).toEqual([['t2', 60_000], ['c2', 60_000], ['c3', 75_000], ['end', 77_000]]);
  });

  it('ends a hold with a limit at its limit, or earlier when released earlier', () => {
    const timeline = new PlanTimeline(deepResetPlan(60_000));
    expect(timeline.between(0, 1_000_000).find((e) => e.id === 'c2')?.time).toBe(61_000);
    timeline.release(1, 30_000);
    expect(timeline.between(0, 1_000_000).find((e) => e.id === 'c2')?.time).toBe(30_000);
  });

  it('refuses to release a segment that is not open-ended', () => {
    expect(() => new PlanTimeline(deepResetPlan()).release(0, 5)).toThrow(/not open-ended/);
  });

  it('rings the interval bells of a silent timer from its start until it is ended, as the runner does', () => {
    const plan = {
      ...planOf('meditation', [{ phase: 'meditation', ms: 0, openEnded: true }]),
      repeatBellEvery: 300_000,
      repeatBellSound: 'zen-gong' as const,
    };
    const timeline = new PlanTimeline(plan);
    expect(timeline.between(0, 1_000_000).filter((e) => e.kind === 'bell').map((e) => [e.name, e.time])).toEqual([
      ['zen-gong', 300_000],
      ['zen-gong', 600_000],
      ['zen-gong', 900_000],
    ]);
    timeline.release(0, 650_000);
    expect(timeline.between(550_000, 2_000_000).map((e) => [e.kind, e.time])).toEqual([['bell', 600_000], ['end', 650_000]]);
  });
});

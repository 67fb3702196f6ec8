import { describe, expect, it } from 'vitest';
import { compileBreathingPlan, compileMeditationPlan, createRunner } from '../core';
import { bellsOn, breathing, meditation } from '../../test-support/fixtures';
import { ManualClock } from '../core/ManualClock';
import type { Plan } from '../core/types';
import { PlanTimeline } from './PlanTimeline';
import { RunnerTimeline } from './RunnerTimeline';

const sounds = (events: readonly { kind: string; name: string; time: number }[]) => events.map((e) => `${e.time} ${e.kind} ${e.name}`);

function heardThroughRunner(plan: Plan, step: number, until: number, release?: { atMs: number }) {
  const clock = new ManualClock();
  const runner = createRunner(plan, clock);
  const timeline = new RunnerTimeline(runner);
  const heard = new Map<string, { kind: string; name: string; time: number }>();
  runner.start();
  for (let t = 0; t <= until; t += step) {
    clock.set(t);
    if (release && t === release.atMs) runner.release();
    for (const e of timeline.between(t - 100, t + 8000)) heard.set(e.id, e);
    runner.update();
  }
  timeline.dispose();
  return [...heard.values()].sort((a, b) => a.time - b.time);
}

describe('RunnerTimeline: the sounds of a live runner', () => {
  it('are the sounds of the plan, at the same times, for a compiled 4-7-8 session', () => {
    const plan = compileBreathingPlan(breathing({ pattern: '4-7-8-0', duration: { type: 'rounds', value: 4 } }));
    const fromPlan = new PlanTimeline(plan).between(0, plan.total + 1);
    expect(fromPlan.filter((e) => e.kind === 'cue')).toHaveLength(12);
    expect(sounds(heardThroughRunner(plan, 250, plan.total + 1000))).toEqual(sounds(fromPlan));
  });

  it('are the sounds of the plan for a compiled meditation with pranayama and interval bells', () => {
    const config = meditation({ duration: 10, pranayama: { enabled: true, duration: 2 }, bells: bellsOn({ interval: 2, type: 'crystal-bell' }) });
    const plan = compileMeditationPlan(config);
    const fromPlan = new PlanTimeline(plan).between(0, plan.total + 1);
    expect(fromPlan.some((e) => e.kind === 'bell' && e.name === 'crystal-bell')).toBe(true);
    expect(sounds(heardThroughRunner(plan, 1000, plan.total + 1000))).toEqual(sounds(fromPlan));
  });

  it('ring the repeating bells of a silent timer and its end once ended, like the plan timeline', () => {
    const config = meditation({ openEnded: true, bells: bellsOn({ interval: 1, type: 'soft-tone' }) } as Parameters<typeof meditation>[0]);
    const plan = compileMeditationPlan(config);
    const viaRunner = heardThroughRunner(plan, 1000, 200_000, { atMs: 150_000 });
    const timeline = new PlanTimeline(plan);
    timeline.release(plan.segments.findIndex((s) => s.openEnded), 150_000);
    expect(sounds(viaRunner)).toEqual(sounds(timeline.between(0, 200_000)));
    expect(viaRunner.filter((e) => e.name === 'soft-tone').map((e) => e.time)).toEqual([60_000, 120_000]);
  });
});

import { describe, expect, it } from 'vitest';
import { bellsOn, breathing, meditationWithBells } from '../../test-support/fixtures';
import { compileBreathingPlan } from './compileBreathingPlan';
import { compileMeditationPlan } from './compileMeditationPlan';
import { createRunner } from './createRunner';
import { ManualClock } from './ManualClock';
import { SessionObserver } from './SessionObserver';
import type { Plan, RunnerEvent } from './types';

const MIN = 60_000;
const tenMinutes = () => compileMeditationPlan(meditationWithBells(10, { bells: bellsOn({ interval: 2 }) }));
const box = () => compileBreathingPlan(breathing({ technique: 'box', pattern: '4-4-4-4', duration: { type: 'rounds', value: 3 } }));

function started(plan: Plan, from: Parameters<ReturnType<typeof createRunner>['start']>[0]) {
  const clock = new ManualClock({ start: 1_000 });
  const runner = createRunner(plan, clock);
  const events: RunnerEvent[] = [];
  runner.subscribe((event) => events.push(event));
  runner.start(from);
  return { clock, runner, events };
}

describe('a session carried on at the time it had reached (a reload)', () => {
  it('shows the state the plan has at that time and runs on from there', () => {
    const { clock, runner } = started(box(), { elapsed: 21_000 });
    // Round 2 (16 s each), 5 s in: 1 s into its Hold.
    expect(runner.getState()).toMatchObject({ status: 'running', elapsed: 21_000, label: 'Hold', round: 2 });
    clock.advance(3_000);
    runner.update();
    expect(runner.getState()).toMatchObject({ elapsed: 24_000, label: 'Exhale', round: 2 });
  });

  it('delivers its start but passes over the bells and phases before that time, then delivers the rest once each', () => {
    const { clock, runner, events } = started(tenMinutes(), { elapsed: 5 * MIN });
    expect(events.map((event) => event.type)).toEqual(['start']);
    clock.advance(5 * MIN);
    runner.update();
    const bells = events.filter((event) => event.type === 'bell').map((event) => event.at);
    expect(bells.every((at) => at >= 5 * MIN)).toBe(true);
    expect(bells).toContain(10 * MIN);
    expect(events.at(-1)).toMatchObject({ type: 'complete', at: 10 * MIN });
    expect(runner.getState().status).toBe('complete');
  });

  it('waits at that time when it stood paused, and runs on from it on resume', () => {
    const { clock, runner } = started(tenMinutes(), { elapsed: 4 * MIN, paused: true });
    clock.advance(MIN);
    runner.update();
    expect(runner.getState()).toMatchObject({ status: 'paused', elapsed: 4 * MIN });
    runner.resume();
    clock.advance(MIN);
    runner.update();
    expect(runner.getState()).toMatchObject({ status: 'running', elapsed: 5 * MIN });
  });

  it('stands exactly at the time it stood paused, however long carrying it on takes', () => {
    // Each reading of this clock finds 5 ms gone, as on a busy page (0.3 s of session time at the app tests' 60x).
    const manual = new ManualClock({ start: 1_000 });
    const busy = {
      now: () => {
        manual.advance(5);
        return manual.now();
      },
    };
    const runner = createRunner(tenMinutes(), busy);
    runner.start({ elapsed: 4 * MIN + 123, paused: true });
    expect(runner.getState()).toMatchObject({ status: 'paused', elapsed: 4 * MIN + 123 });
  });

  it('refuses a negative or unknown time', () => {
    expect(() => started(tenMinutes(), { elapsed: -1 })).toThrow(RangeError);
    expect(() => started(tenMinutes(), { elapsed: Number.NaN })).toThrow(RangeError);
  });

  it('starts the first run of an observer there, and "Start again" at 0', () => {
    const clock = new ManualClock();
    const observer = new SessionObserver({ plan: tenMinutes(), clock, resumeFrom: { elapsed: 3 * MIN } });
    observer.start();
    expect(observer.getState().elapsed).toBe(3 * MIN);
    observer.restart();
    expect(observer.getState().elapsed).toBe(0);
  });

  it('shows where it will carry on while it waits to start (its sounds loading), not the whole session', () => {
    const clock = new ManualClock();
    const observer = new SessionObserver({ plan: tenMinutes(), clock, resumeFrom: { elapsed: 3 * MIN, paused: true }, settleIn: 5_000 });
    expect(observer.getSnapshot().state).toMatchObject({ status: 'idle', elapsed: 3 * MIN, remaining: 7 * MIN });
    expect(observer.getSnapshot().state.settling).toBeUndefined();
    observer.start();
    expect(observer.getSnapshot().state).toMatchObject({ status: 'paused', elapsed: 3 * MIN, remaining: 7 * MIN });
  });
});

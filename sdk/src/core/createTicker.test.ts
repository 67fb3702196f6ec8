import { describe, expect, it } from 'vitest';
import { compileBreathingPlan } from './compileBreathingPlan';
import { compileMeditationPlan } from './compileMeditationPlan';
import { createRunner } from './createRunner';
import { createTicker } from './createTicker';
import { breathing, meditation } from '../../test-support/fixtures';
import { ManualClock } from './ManualClock';
import type { RunnerEvent } from './types';

describe('ticker', () => {
  it('wakes exactly at each boundary, so on-time timers deliver every event at its planned moment', () => {
    const clock = new ManualClock();
    const runner = createRunner(compileBreathingPlan(breathing({ pattern: '3-1-2-0', duration: { type: 'rounds', value: 2 } })), clock);
    const lateness: number[] = [];
    runner.subscribe((e: RunnerEvent) => lateness.push(clock.now() - e.at));
    runner.start();
    createTicker(runner, clock);
    while (clock.fireNext());
    expect(lateness).toHaveLength(10); // start, round 1, 3 phases, round 2, 3 phases, complete
    expect(lateness.every((ms) => ms === 0)).toBe(true);
  });

  it('wakes exactly at each boundary also when the boundaries do not fall on its frames', () => {
    const clock = new ManualClock();
    const runner = createRunner(compileBreathingPlan(breathing({ pattern: '3-1-2-0', duration: { type: 'rounds', value: 2 } })), clock);
    runner.start();
    clock.advance(100); // the ticker's frames fall at 100 + 250k ms, never on a whole second
    const lateness: number[] = [];
    runner.subscribe((e: RunnerEvent) => lateness.push(clock.now() - e.at));
    createTicker(runner, clock);
    while (clock.fireNext());
    expect(lateness).toHaveLength(7); // 2 phases, round 2, 3 phases, complete
    expect(lateness.every((ms) => ms === 0)).toBe(true);
  });

  it('looks at a paused session once a frame, however near the next phase it was paused', () => {
    const clock = new ManualClock();
    const runner = createRunner(compileBreathingPlan(breathing({ pattern: '3-1-2-0', duration: { type: 'rounds', value: 2 } })), clock);
    runner.start();
    clock.advance(2_990);
    runner.pause(); // 10 ms before the Hold
    createTicker(runner, clock);
    for (let i = 0; i < 5; i += 1) clock.fireNext();
    expect(clock.requested).toEqual([250, 250, 250, 250, 250, 250]);
    expect(runner.getState()).toMatchObject({ status: 'paused', elapsed: 2_990 });
  });

  it('wakes at least every frame (250 ms by default) for progress, and at the frame asked for', () => {
    const clock = new ManualClock();
    const runner = createRunner(compileMeditationPlan(meditation({ duration: 1 })), clock);
    runner.start();
    createTicker(runner, clock);
    while (clock.fireNext());
    expect(Math.max(...clock.requested)).toBe(250);
    expect(runner.getState().status).toBe('complete');

    const other = new ManualClock({ start: clock.now() });
    const second = createRunner(compileMeditationPlan(meditation({ duration: 1 })), other);
    second.start();
    createTicker(second, other, { frameMs: 1000 });
    while (other.fireNext());
    expect(Math.max(...other.requested)).toBe(1000);
    expect(other.requested.length).toBeLessThanOrEqual(61);
  });

  it('keeps looking while paused and stops once the session has ended', () => {
    const clock = new ManualClock();
    const runner = createRunner(compileMeditationPlan(meditation({ duration: 1 })), clock);
    runner.start();
    createTicker(runner, clock);
    clock.fireNext();
    runner.pause();
    for (let i = 0; i < 10; i += 1) clock.fireNext();
    expect(runner.getState()).toMatchObject({ status: 'paused', elapsed: 250 });
    runner.stop();
    clock.fireNext();
    expect(clock.pending()).toBe(0);
  });

  it('stops waking once disposed', () => {
    const clock = new ManualClock();
    const runner = createRunner(compileMeditationPlan(meditation({ duration: 1 })), clock);
    runner.start();
    const ticker = createTicker(runner, clock);
    ticker.dispose();
    expect(clock.pending()).toBe(0);
    expect(clock.fireNext()).toBe(false);
  });

  it('stops driving the session when disposed by one of its own event listeners', () => {
    const clock = new ManualClock();
    const runner = createRunner(compileBreathingPlan(breathing({ pattern: '3-1-2-0', duration: { type: 'rounds', value: 2 } })), clock);
    const seen: string[] = [];
    runner.start();
    const ticker = createTicker(runner, clock);
    runner.subscribe((e) => {
      seen.push(`${e.type} @${e.at}`);
      if (e.type === 'phase') ticker.dispose();
    });
    while (clock.fireNext());
    expect(seen).toEqual(['phase @3000']);
    expect(clock.pending()).toBe(0);
  });

  it('refuses a frame that is not a positive number of ms', () => {
    const clock = new ManualClock();
    const runner = createRunner(compileMeditationPlan(meditation()), clock);
    for (const frameMs of [0, -250, Number.NaN, Infinity]) {
      expect(() => createTicker(runner, clock, { frameMs })).toThrow(/frameMs must be a positive number/);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { compileBreathingPlan } from './compileBreathingPlan';
import { createRunner } from './createRunner';
import { createTicker } from './createTicker';
import { breathing } from '../../test-support/fixtures';
import type { RunnerEvent } from './types';

describe('ticker at the end of a session', () => {
  it('delivers "complete" even when the session ends between its update and its next reading of the clock', () => {
    // A real clock moves between two readings, and a browser may fire a timer a hair before the
    // performance.now() it aimed at: update() then sees the session still running and the reading
    // right after sees it complete. The widgets' browser tests caught sessions stalling on their last
    // phase this way (about 1 run in 15).
    let time = 0;
    let step = 0;
    const clock = {
      now: () => {
        const reading = time;
        time += step;
        return reading;
      },
    };
    const queue: Array<{ due: number; run: () => void }> = [];
    const timers = {
      setTimeout: (run: () => void, ms: number) => queue.push({ due: clock.now() + ms, run }),
      clearTimeout: () => {},
    };
    const plan = compileBreathingPlan(breathing({ pattern: '1-0-1-0', duration: { type: 'rounds', value: 1 } }));
    const runner = createRunner(plan, clock);
    const events: string[] = [];
    runner.subscribe((event: RunnerEvent) => events.push(event.type));
    runner.start();
    createTicker(runner, timers);
    for (let next = queue.shift(); next; next = queue.shift()) {
      if (next.due >= plan.total) {
        // 2 µs early, and 4 µs pass with each reading.
        time = plan.total - 0.002;
        step = 0.004;
      } else {
        time = next.due;
      }
      next.run();
    }
    expect(events.at(-1)).toBe('complete');
    expect(runner.getState().status).toBe('complete');
  });
});

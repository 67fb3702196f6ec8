import { describe, expect, it } from 'vitest';
import { ManualClock } from './ManualClock';

describe('the manual clock', () => {
  it('fires timers in time order as it advances, each at its own time, including ones set while advancing', () => {
    const clock = new ManualClock();
    const seen: string[] = [];
    clock.setTimeout(() => seen.push(`b@${clock.now()}`), 200);
    clock.setTimeout(() => {
      seen.push(`a@${clock.now()}`);
      clock.setTimeout(() => seen.push(`c@${clock.now()}`), 50);
    }, 100);
    const cancelled = clock.setTimeout(() => seen.push('never'), 120);
    clock.clearTimeout(cancelled);
    clock.advance(150);
    expect(seen).toEqual(['a@100', 'c@150']);
    expect(clock.pending()).toBe(1);
    clock.set(1000);
    expect(seen).toEqual(['a@100', 'c@150', 'b@200']);
    expect(clock.now()).toBe(1000);
    expect(clock.pending()).toBe(0);
    expect(clock.requested).toEqual([200, 100, 120, 50]);
  });

  it('starts where it is told and refuses to go backwards', () => {
    const clock = new ManualClock({ start: 5_000 });
    expect(clock.now()).toBe(5_000);
    expect(() => clock.advance(-1)).toThrow(/only moves forward/);
    expect(() => clock.set(4_999)).toThrow(/only moves forward/);
    expect(() => clock.advance(Number.NaN)).toThrow(/only moves forward/);
    expect(clock.now()).toBe(5_000);
  });

  it('fires the soonest timer alone on fireNext(), timers due together in the order they were set, and says when none is left', () => {
    const clock = new ManualClock();
    const seen: string[] = [];
    clock.setTimeout(() => seen.push(`late@${clock.now()}`), 300);
    clock.setTimeout(() => seen.push(`first@${clock.now()}`), 100);
    clock.setTimeout(() => seen.push(`second@${clock.now()}`), 100);
    expect(clock.fireNext()).toBe(true);
    expect(seen).toEqual(['first@100']);
    expect(clock.fireNext()).toBe(true);
    expect(clock.fireNext()).toBe(true);
    expect(seen).toEqual(['first@100', 'second@100', 'late@300']);
    expect(clock.fireNext()).toBe(false);
    expect(clock.now()).toBe(300);
  });

  it('delivers every callback late by lateByMs, as a throttled timer does, and records the delay asked for', () => {
    const clock = new ManualClock({ lateByMs: 40 });
    const seen: number[] = [];
    clock.setTimeout(() => seen.push(clock.now()), 100);
    clock.advance(139);
    expect(seen).toEqual([]);
    clock.advance(1);
    expect(seen).toEqual([140]);
    expect(clock.requested).toEqual([100]);
  });

  it('asks a lateByMs function how late each callback comes, with the delay asked for', () => {
    const asked: number[] = [];
    const clock = new ManualClock({
      lateByMs: (requestedMs) => {
        asked.push(requestedMs);
        return requestedMs === 250 ? 1000 : 0;
      },
    });
    const seen: string[] = [];
    clock.setTimeout(() => seen.push(`throttled@${clock.now()}`), 250);
    clock.setTimeout(() => seen.push(`on time@${clock.now()}`), 500);
    while (clock.fireNext());
    expect(asked).toEqual([250, 500]);
    expect(seen).toEqual(['on time@500', 'throttled@1250']);
  });
});

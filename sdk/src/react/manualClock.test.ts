import { describe, expect, it } from 'vitest';
import { createManualClock } from './manualClock';

describe('the manual clock', () => {
  it('fires timers in time order, each at its own time, including ones set while advancing', () => {
    const clock = createManualClock();
    const seen: string[] = [];
    clock.setTimeout(() => seen.push(`b@${clock.now()}`), 200);
    clock.setTimeout(() => {
      seen.push(`a@${clock.now()}`);
      clock.setTimeout(() => seen.push(`c@${clock.now()}`), 50);
    }, 100);
    const cancelled = clock.setTimeout(() => seen.push('never'), 120);
    clock.clearTimeout(cancelled);
    clock.advance(1000);
    expect(seen).toEqual(['a@100', 'c@150', 'b@200']);
    expect(clock.now()).toBe(1000);
    expect(clock.pending()).toBe(0);
  });

  it('refuses to go backwards', () => {
    expect(() => createManualClock().advance(-1)).toThrow(/only moves forward/);
  });
});

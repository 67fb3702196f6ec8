import { describe, expect, it } from 'vitest';
import { createManualClock } from './createManualClock';

// The clock itself is ManualClock (its own tests); this is what a host, a story or a runner in Node gets from the core entry.
describe('createManualClock', () => {
  it('starts at the reading it is given and fires a runner timer only when moved on', () => {
    const clock = createManualClock(500);
    const fired: number[] = [];
    clock.setTimeout(() => fired.push(clock.now()), 100);
    expect(clock.now()).toBe(500);
    expect(fired).toEqual([]);
    clock.advance(250);
    expect(fired).toEqual([600]);
    expect(clock.now()).toBe(750);
    expect(clock.pending()).toBe(0);
  });

  it('refuses to go backwards', () => {
    expect(() => createManualClock().advance(-1)).toThrow(/only moves forward/);
  });
});

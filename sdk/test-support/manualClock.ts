import type { Clock } from '../src/core/types';

/** A clock that moves only when a test moves it. */
export function manualClock(start = 0) {
  let time = start;
  const clock: Clock & { set(ms: number): void; advance(ms: number): void } = {
    now: () => time,
    set(ms) {
      if (ms < time) throw new RangeError('A monotonic clock does not go back.');
      time = ms;
    },
    advance(ms) {
      clock.set(time + ms);
    },
  };
  return clock;
}

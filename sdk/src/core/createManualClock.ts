import type { TimerProvider } from './createTicker';
import { ManualClock as Timeline } from './ManualClock';
import type { Clock } from './types';

/**
 * A clock that only moves when told to: a runner in Node, a test, a story that pins a moment of a
 * session. A Clock and its timers on one timeline, so it drives `createRunner` and `createTicker` here
 * and the React runners' `clock` prop alike.
 */
export interface ManualClock extends Clock, TimerProvider {
  /** Move time forward, firing every timer that falls due on the way, in order, each at its own time. */
  advance(ms: number): void;
  /** Timers still waiting. */
  pending(): number;
}

/** A manual clock starting at the reading `start` (ms). */
export function createManualClock(start = 0): ManualClock {
  return new Timeline({ start });
}

import { ManualClock as Timeline } from '../core/ManualClock';
import type { RunnerClock } from './clock';

/** A clock that only moves when told to: for tests, and for stories that pin a moment of a session. */
export interface ManualClock extends RunnerClock {
  /** Move time forward, firing every timer that falls due on the way, in order, each at its own time. */
  advance(ms: number): void;
  /** Timers still waiting. */
  pending(): number;
}

/** Core's manual clock, starting at the reading `start` (ms). */
export function createManualClock(start = 0): ManualClock {
  return new Timeline({ start });
}

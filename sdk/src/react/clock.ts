import type { Clock } from '../core/types';

/** Timers a runner schedules with; injected so tests and stories can run time at any speed. */
export interface Timers {
  /** Calls `callback` once after `ms` ms of this clock's time; returns a handle for clearTimeout. */
  setTimeout(callback: () => void, ms: number): unknown;
  /** Cancels a pending setTimeout by its handle. */
  clearTimeout(handle: unknown): void;
}

/** The monotonic clock of a session and the timers that go with it, on one timeline. */
export interface RunnerClock extends Clock, Timers {}

export interface BrowserClockOptions {
  /**
   * How many session milliseconds pass per real millisecond. 1 in use; tests and stories run a
   * 10-minute session in seconds with 60 or more. Timers are shortened by the same factor.
   */
  timeScale?: number;
}

/**
 * The browser's clock: `performance.now()` (monotonic, unaffected by the wall clock changing) and
 * the window's timers, optionally sped up.
 */
export function createBrowserClock({ timeScale = 1 }: BrowserClockOptions = {}): RunnerClock {
  if (!(timeScale > 0) || !Number.isFinite(timeScale)) {
    throw new RangeError(`timeScale must be a positive number, got ${String(timeScale)}.`);
  }
  const origin = performance.now();
  return {
    now: () => (performance.now() - origin) * timeScale,
    setTimeout: (callback, ms) => window.setTimeout(callback, Math.max(0, ms) / timeScale),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
  };
}

import type { Runner } from './createRunner';

/** Timers, injected: the browser's, a worker's, or a test's fake. */
export interface TimerProvider {
  /** Calls `callback` once after `ms` real milliseconds; returns a handle for clearTimeout. */
  setTimeout(callback: () => void, ms: number): unknown;
  /** Cancels a pending setTimeout by its handle. */
  clearTimeout(handle: unknown): void;
}

/** How often the ticker looks at the runner. */
export interface TickerOptions {
  /** The longest wait between updates, so progress moves smoothly (default 250 ms). */
  readonly frameMs?: number;
}

/** The ticker's longest wait between updates, ms, unless frameMs says otherwise. */
export const DEFAULT_FRAME_MS = 250;

/**
 * Drives runner.update(): wakes at the runner's next boundary and at least every frameMs. Being
 * woken late is harmless, since the runner derives its state from elapsed time; the ticker only
 * decides when someone looks. It stops by itself once the session has completed or stopped.
 */
export function createTicker(runner: Runner, timers: TimerProvider, options: TickerOptions = {}): { dispose(): void } {
  const frameMs = options.frameMs ?? DEFAULT_FRAME_MS;
  if (!(frameMs > 0) || !Number.isFinite(frameMs)) throw new RangeError(`frameMs must be a positive number of ms, not ${frameMs}.`);
  let handle: unknown = null;
  let disposed = false;

  function schedule(): void {
    const state = runner.getState();
    if (state.status === 'complete' || state.status === 'stopped') {
      // The clock moved since update() read it: the session may have ended in between. Deliver
      // what is now due (the "complete" event) before stopping; update() delivers each event once.
      runner.update();
      return;
    }
    const boundary = state.status === 'running' ? runner.nextBoundary() : null;
    // Settling in, the next boundary is the settle-in's end (session time waits at 0 until then).
    const settling = state.status === 'running' ? (state.settling ?? 0) : 0;
    const wait = settling > 0 ? Math.min(frameMs, settling) : boundary === null ? frameMs : Math.min(frameMs, Math.max(0, boundary - state.elapsed));
    handle = timers.setTimeout(wake, wait);
  }

  function wake(): void {
    handle = null;
    if (disposed) return;
    runner.update();
    schedule();
  }

  schedule();
  return {
    dispose() {
      disposed = true;
      if (handle !== null) timers.clearTimeout(handle);
      handle = null;
    },
  };
}

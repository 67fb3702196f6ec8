import type { Clock } from './types';

/** Whether session time has not started, runs, or stands still. */
export type SessionClockStatus = 'idle' | 'running' | 'paused';

/**
 * Session time over an injected monotonic clock: it starts at 0, stands still while paused and
 * carries on from where it stood. Pause and resume live here, not in each runner.
 */
export interface SessionClock {
  /** Where the clock stands. */
  readonly status: SessionClockStatus;
  /**
   * Starts session time at `from` ms (0 by default): a session the page lost (a reload) carries on at
   * the time it had reached, as if it had run here all along; `paused`, it stands at exactly that time.
   */
  start(from?: number, paused?: boolean): void;
  /** Stops session time where it is. */
  pause(): void;
  /** Lets session time run on from where it stood. */
  resume(): void;
  /** Session ms elapsed, pauses excluded. 0 before start. */
  elapsed(): number;
  /** The clock reading at which `sessionMs` falls if the clock runs on from now without another pause. */
  clockTimeOf(sessionMs: number): number;
}

/** A session clock over `clock` (a monotonic clock in ms, such as performance.now or a manual clock). */
export function createSessionClock(clock: Clock): SessionClock {
  let status: SessionClockStatus = 'idle';
  let startedAt = 0;
  let pausedAt = 0;
  let pausedFor = 0;

  const elapsed = (): number => {
    if (status === 'idle') return 0;
    const reading = status === 'paused' ? pausedAt : clock.now();
    return Math.max(0, reading - startedAt - pausedFor);
  };

  return {
    get status() {
      return status;
    },
    start(from = 0, paused = false) {
      if (status !== 'idle') return;
      if (!(from >= 0) || !Number.isFinite(from)) throw new RangeError(`A session starts at 0 or more ms, got ${String(from)}.`);
      // One reading: started paused, it stands at `from` whatever time passes before the next call.
      const now = clock.now();
      startedAt = now - from;
      pausedAt = now;
      status = paused ? 'paused' : 'running';
    },
    pause() {
      if (status !== 'running') return;
      pausedAt = clock.now();
      status = 'paused';
    },
    resume() {
      if (status !== 'paused') return;
      pausedFor += clock.now() - pausedAt;
      status = 'running';
    },
    elapsed,
    clockTimeOf(sessionMs) {
      if (status === 'running') return startedAt + pausedFor + sessionMs;
      return clock.now() + (sessionMs - elapsed());
    },
  };
}

import type { Clock } from './types';

export type SessionClockStatus = 'idle' | 'running' | 'paused';

/**
 * Session time over an injected monotonic clock: it starts at 0, stands still while paused and
 * carries on from where it stood. Pause and resume live here, not in each runner (DESIGN.md).
 */
export interface SessionClock {
  readonly status: SessionClockStatus;
  start(): void;
  pause(): void;
  resume(): void;
  /** Session ms elapsed, pauses excluded. 0 before start. */
  elapsed(): number;
  /** The clock reading at which `sessionMs` falls if the clock runs on from now without another pause. */
  clockTimeOf(sessionMs: number): number;
}

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
    start() {
      if (status !== 'idle') return;
      startedAt = clock.now();
      status = 'running';
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

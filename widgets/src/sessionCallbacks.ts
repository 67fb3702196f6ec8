import type { SessionCallbacks } from '@stillpoint/sdk/react';
import { emit } from './events';

/** The runner's callbacks, each re-dispatched from the host element as a widget DOM event. */
export function sessionCallbacks(host: Element): Required<Pick<SessionCallbacks, 'onStart' | 'onPhaseChange' | 'onComplete' | 'onStop'>> {
  return {
    onStart: ({ kind, title, total }) => emit(host, 'session-start', { kind, title, total }),
    onPhaseChange: ({ segment, round, rounds }) =>
      emit(host, 'phase-change', {
        phase: segment.phase,
        label: segment.label,
        round,
        rounds,
        start: segment.start,
        duration: segment.duration,
      }),
    onComplete: ({ kind, title, elapsed, total }) => emit(host, 'session-complete', { kind, title, elapsed, total }),
    onStop: ({ kind, title, elapsed, total }) => emit(host, 'session-stop', { kind, title, elapsed, total }),
  };
}

import type { SessionCallbacks } from '@stillpoint/sdk/react';
import { emit } from './events';

/** The runner's callbacks, each re-dispatched from the host element as a widget DOM event. */
export function sessionCallbacks(host: Element): Required<Pick<SessionCallbacks, 'onStart' | 'onPhaseChange' | 'onComplete' | 'onStop'>> {
  return {
    onStart: (detail) => emit(host, 'session-start', detail),
    onPhaseChange: (detail) => emit(host, 'phase-change', detail),
    onComplete: (detail) => emit(host, 'session-complete', detail),
    onStop: (detail) => emit(host, 'session-stop', detail),
  };
}

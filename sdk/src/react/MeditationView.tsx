import type { RunnerState } from '../core/types';
import { CountdownRing } from './CountdownRing';
import { SessionControls, type SessionControlHandlers } from './SessionControls';

export interface MeditationViewProps extends SessionControlHandlers {
  state: RunnerState;
  /** The plan's total length in ms (the ring's full circle). */
  total: number;
  /** A silent timer: the ring counts the time up. */
  countUp?: boolean;
}

/** Pranayama Breathing, the meditation type's name, Gentle Transition, Session Complete. */
export function meditationPhaseLabel(state: RunnerState): string {
  // Before the start the first phase's label would be a promise the session has not made yet.
  return state.status === 'idle' ? 'Ready' : state.label;
}

/**
 * The meditation session runner (core-app.md §2): the mm:ss countdown ring, the phase label, a
 * guidance card while a guided type's prompt shows, and the controls.
 */
export function MeditationView({ state, total, countUp, ...handlers }: MeditationViewProps) {
  return (
    <>
      <CountdownRing remaining={state.status === 'complete' && !countUp ? 0 : state.remaining} total={total} countUp={countUp} />
      <p className="sp-phase" part="phase">
        {meditationPhaseLabel(state)}
      </p>
      {state.prompt && (state.status === 'running' || state.status === 'paused') ? (
        <p className="sp-guidance" part="guidance">
          {state.prompt}
        </p>
      ) : null}
      {state.status === 'paused' ? <p className="sp-round">Paused</p> : null}
      <SessionControls status={state.status} {...handlers} />
    </>
  );
}

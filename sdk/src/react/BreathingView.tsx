import type { VisualGuide } from '../catalog/options';
import type { RunnerState } from '../core/types';
import { breathLevel } from './breathLevel';
import { BreathingGuide } from './BreathingGuide';
import { endSummary } from './endSummary';
import { secondsLeft } from './format';
import { SessionControls, type SessionControlHandlers } from './SessionControls';

export interface BreathingViewProps extends SessionControlHandlers {
  state: RunnerState;
  guide: VisualGuide;
  reducedMotion?: boolean;
}

/** The words over the guide for the runner's state. */
export function breathingPhaseLabel(state: RunnerState): string {
  // Before the start the first phase's label would be a promise the session has not made yet.
  if (state.status === 'idle') return 'Ready';
  return state.status === 'paused' ? 'Paused' : state.label;
}

/** The line under the phase: the round while the session runs (and the phase it was in, paused), a summary at the end. */
function detailLine(state: RunnerState): string {
  if (state.status === 'complete' || state.status === 'stopped') return endSummary(state);
  const round = state.rounds > 0 && state.round > 0 ? `Round ${state.round} of ${state.rounds}` : '';
  if (state.status !== 'paused') return round;
  return [state.label, round].filter(Boolean).join(' · ');
}

/** Seconds shown inside the guide, or null when there is nothing to count (an open hold past its plan, the end). */
function countdown(state: RunnerState): number | null {
  if (state.status === 'complete' || state.status === 'stopped' || state.status === 'idle' || !state.segment) return null;
  if (state.segment.openEnded && state.segmentRemaining <= 0) return null;
  return secondsLeft(state.segmentRemaining);
}

/**
 * The breathing session runner's picture (core-app.md §2): the visual guide with its countdown, the
 * phase label, "Round X of Y", and the session controls, "Release & Breathe" during the deep-reset
 * breath hold. Paused, the label says so; at the end a summary takes the round's place. A pure view
 * of the runner's state: stories pin any moment by passing a state.
 */
export function BreathingView({ state, guide, reducedMotion, ...handlers }: BreathingViewProps) {
  const segment = state.segment;
  const level = state.status === 'running' || state.status === 'paused' ? breathLevel(segment?.phase ?? null, state.progress, segment?.duration ?? 0) : 0;
  const seconds = countdown(state);
  const ended = state.status === 'complete' || state.status === 'stopped';
  return (
    <>
      <BreathingGuide guide={guide} level={level} reducedMotion={reducedMotion}>
        {seconds === null ? null : (
          <span className="sp-countdown" part="countdown">
            {seconds}
          </span>
        )}
      </BreathingGuide>
      <p className="sp-phase" part="phase">
        {breathingPhaseLabel(state)}
      </p>
      {/* Always there, empty or not, so the card keeps its size from the start to the end. */}
      <p className="sp-round" part={ended ? 'summary' : 'round'}>
        {detailLine(state)}
      </p>
      <SessionControls status={state.status} awaitingRelease={state.awaitingRelease} {...handlers} />
    </>
  );
}

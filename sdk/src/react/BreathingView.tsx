import type { VisualGuide } from '../catalog/options';
import type { RunnerState } from '../core/types';
import { breathLevel, RAPID_BREATH_MS } from './breathLevel';
import { BreathingGuide } from './BreathingGuide';
import { endSummary } from './endSummary';
import type { Translator } from '../catalog/messages/createTranslator';
import { secondsLeft } from './format';
import { SessionControls, type SessionControlHandlers } from './SessionControls';
import { isSettling, settleInDetail } from './settleIn';
import { useWords } from './WordsContext';

/** Props of BreathingView: the state to draw, the guide, and the buttons' handlers. */
export interface BreathingViewProps extends SessionControlHandlers {
  /** The runner's state to draw. */
  state: RunnerState;
  /** Which picture guides the breath. */
  guide: VisualGuide;
  /** Draw the guide without movement regardless of the system setting. */
  reducedMotion?: boolean;
}

/** The words over the guide for the runner's state. */
export function breathingPhaseLabel(state: RunnerState, words: Translator): string {
  // Before the start the first phase's label would be a promise the session has not made yet.
  if (state.status === 'idle') return words.t('runner.ready');
  if (state.status === 'paused') return words.t('runner.paused');
  return isSettling(state) ? words.t('runner.settleIn') : words.text(state.label);
}

/** Deep reset's rapid breathing: the breath it is on, 1 to N, and N; null in any other phase. */
function rapidBreath(state: RunnerState): { readonly breath: number; readonly breaths: number } | null {
  const segment = state.segment;
  if (!segment || segment.phase !== 'rapid-breathing') return null;
  const breaths = Math.round(segment.duration / RAPID_BREATH_MS);
  const into = state.segmentElapsed ?? segment.duration * state.progress;
  return { breath: Math.min(breaths, Math.floor(into / RAPID_BREATH_MS) + 1), breaths };
}

/** "0:23", "1:05": the time held so far in deep reset's breath hold. */
function heldText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/** The line under the phase: the round while the session runs (and the phase it was in, paused), a summary at the end. */
function detailLine(state: RunnerState, words: Translator): string {
  if (state.status === 'complete' || state.status === 'stopped') return endSummary(state, words);
  if (isSettling(state)) return state.status === 'paused' ? words.t('runner.settleIn') : settleInDetail(state, words);
  const rapid = state.status === 'idle' ? null : rapidBreath(state);
  const round = state.rounds > 0 && state.round > 0 ? words.t('runner.round', { round: state.round, rounds: state.rounds }) : '';
  const parts = [rapid ? words.t('runner.breath', { breath: rapid.breath, breaths: rapid.breaths }) : '', round];
  if (state.status === 'paused') parts.unshift(words.text(state.label));
  return parts.filter(Boolean).join(' · ');
}

/**
 * What the guide's middle shows, or null when there is nothing to count (an open hold past its plan, the end):
 * the seconds left of a phase; in deep reset the breath, 1 to 30, of its rapid breathing (seconds there
 * counted 58, 57... while the breaths are what one counts), and the time held so far in its breath hold.
 */
function guideCount(state: RunnerState, words: Translator): { readonly text: string; readonly spoken?: string } | null {
  if (state.status === 'complete' || state.status === 'stopped' || state.status === 'idle' || !state.segment) return null;
  // Settling in, the guide rests empty: the seconds are in the line under the phase, said once.
  if (isSettling(state)) return null;
  const rapid = rapidBreath(state);
  if (rapid) return { text: String(rapid.breath) };
  if (state.segment.phase === 'breath-hold') {
    const held = state.segmentElapsed ?? state.segment.duration - state.segmentRemaining;
    return { text: heldText(held), spoken: words.t('runner.heldFor', { duration: words.duration(Math.floor(held / 1000) * 1000) }) };
  }
  if (state.segment.openEnded && state.segmentRemaining <= 0) return null;
  return { text: String(secondsLeft(state.segmentRemaining)) };
}

/**
 * The breathing session runner's picture: the visual guide with its countdown, the
 * phase label, "Round X of Y", and the session controls, "Release & Breathe" during the deep-reset
 * breath hold. Paused, the label says so; at the end a summary takes the round's place. A pure view
 * of the runner's state: stories pin any moment by passing a state.
 */
export function BreathingView({ state, guide, reducedMotion, ...handlers }: BreathingViewProps) {
  const segment = state.segment;
  const level = (state.status === 'running' || state.status === 'paused') && !isSettling(state) ? breathLevel(segment?.phase ?? null, state.progress, segment?.duration ?? 0) : 0;
  const words = useWords();
  const count = guideCount(state, words);
  const ended = state.status === 'complete' || state.status === 'stopped';
  return (
    <>
      <BreathingGuide guide={guide} level={level} reducedMotion={reducedMotion}>
        {count === null ? null : (
          <span className="sp-countdown" part="countdown" {...(count.spoken ? { role: 'timer', 'aria-label': count.spoken } : {})}>
            {count.text}
          </span>
        )}
      </BreathingGuide>
      <p className="sp-phase" part="phase">
        {breathingPhaseLabel(state, words)}
      </p>
      {/* Always there, empty or not, so the card keeps its size from the start to the end. */}
      <p className="sp-round" part={ended ? 'summary' : 'round'}>
        {detailLine(state, words)}
      </p>
      <SessionControls status={state.status} awaitingRelease={state.awaitingRelease} {...handlers} />
    </>
  );
}

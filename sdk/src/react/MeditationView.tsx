import type { Translator } from '../catalog/messages/createTranslator';
import type { RunnerState } from '../core/types';
import { calmBreathLevel, isCalmInhale } from './breathLevel';
import { CountdownRing } from './CountdownRing';
import { endSummary } from './endSummary';
import { segmentLine } from './programPart';
import { SessionControls, type SessionControlHandlers } from './SessionControls';
import { isSettling, settleInDetail } from './settleIn';
import { useWords } from './WordsContext';

/** Props of MeditationView: the state to draw, the plan's length, and the buttons' handlers. */
export interface MeditationViewProps extends SessionControlHandlers {
  /** The runner's state to draw. */
  state: RunnerState;
  /** The plan's total length in ms (the ring's full circle). */
  total: number;
  /** A silent timer: the ring counts the time up. */
  countUp?: boolean;
  /** The number of segments of the program the plan runs (programPartCount); from 2 the segment under way shows with its time left. */
  parts?: number;
}

/** Pranayama Breathing, the meditation type's name, Gentle Transition, Paused, Session Complete. */
export function meditationPhaseLabel(state: RunnerState, words: Translator): string {
  // Before the start the first phase's label would be a promise the session has not made yet.
  if (state.status === 'idle') return words.t('runner.ready');
  if (state.status === 'paused') return words.t('runner.paused');
  return isSettling(state) ? words.t('runner.settleIn') : words.text(state.label);
}

/** ms into pranayama while it runs or is paused; null in any other phase. */
function pranayamaTime(state: RunnerState): number | null {
  if ((state.status !== 'running' && state.status !== 'paused') || isSettling(state) || state.segment?.phase !== 'pranayama') return null;
  return state.segmentElapsed ?? state.segment.duration * state.progress;
}

/** The line under the phase: "Breathe in" / "Breathe out" through pranayama, the phase a paused session is in, a summary at the end. */
export function meditationDetail(state: RunnerState, words: Translator): string {
  if (isSettling(state)) return state.status === 'paused' ? words.t('runner.settleIn') : settleInDetail(state, words);
  if (state.status === 'paused') return words.text(state.label);
  const pranayama = pranayamaTime(state);
  if (pranayama !== null) return words.t(isCalmInhale(pranayama) ? 'runner.breatheIn' : 'runner.breatheOut');
  return endSummary(state, words);
}

/**
 * The meditation session runner: the mm:ss countdown ring (with a breathing circle
 * and "Breathe in" / "Breathe out" through pranayama), the phase label (in a program of segments, the segment and its
 * time left: "Walk · 3:12 left"), a guidance card while a guided type's prompt shows, and the controls. Paused, the label says so; at
 * the end a summary says how long the session ran.
 */
export function MeditationView({ state, total, countUp, parts = 0, ...handlers }: MeditationViewProps) {
  const words = useWords();
  const ended = state.status === 'complete' || state.status === 'stopped';
  const pranayama = pranayamaTime(state);
  // In a program the segment's line takes the phase's place while it runs, and the detail's while paused.
  const segment = segmentLine(state, parts, words);
  const running = segment !== null && state.status === 'running';
  return (
    <>
      <CountdownRing
        remaining={state.status === 'complete' && !countUp ? 0 : state.remaining}
        total={total}
        countUp={countUp}
        breath={pranayama === null ? null : calmBreathLevel(pranayama)}
      />
      <p className="sp-phase" part="phase">
        {running ? segment : meditationPhaseLabel(state, words)}
      </p>
      {/* Always there, empty or not, so the card keeps its size from the start to the end. */}
      <p className="sp-round" part={ended ? 'summary' : 'detail'}>
        {segment !== null && !running ? segment : meditationDetail(state, words)}
      </p>
      {state.prompt && (state.status === 'running' || state.status === 'paused') ? (
        <p className="sp-guidance" part="guidance">
          {words.text(state.prompt)}
        </p>
      ) : null}
      <SessionControls status={state.status} {...handlers} />
    </>
  );
}

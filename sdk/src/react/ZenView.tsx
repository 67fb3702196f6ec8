import { useRef, type CSSProperties } from 'react';
import type { RunnerState } from '../core/types';
import { calmBreathLevel } from './breathLevel';
import { BreathingGuide } from './BreathingGuide';
import { endSummary } from './endSummary';
import { formatClock } from './format';
import { meditationPhaseLabel } from './MeditationView';
import { SessionControls, type SessionControlHandlers } from './SessionControls';
import { isSettling } from './settleIn';
import { useWords } from './WordsContext';

/** Props of ZenView: the state, the plan's length, what shows now, and the buttons' handlers. */
export interface ZenViewProps extends SessionControlHandlers {
  /** The runner's state to draw. */
  state: RunnerState;
  /** The plan's total length in ms (the progress bar's full width). */
  total: number;
  /** The "Zen Mode" label is still showing (it fades out soon after the start). */
  labelVisible: boolean;
  /** The timer has faded to the breathing circle (180 s without a tap). */
  faded: boolean;
  /** The timer and End are showing after a tap (for 3 s). */
  controlsVisible: boolean;
  /** Draw the breathing circle without movement regardless of the system setting. */
  reducedMotion?: boolean;
  /** Focus moved into the hidden controls (keyboard): show them. */
  onRevealControls?: () => void;
}

/**
 * The zen-mode meditation view: a minimal countdown with a progress bar and
 * a "Zen Mode" label that fades out; after 180 s without a tap the timer fades to a breathing circle;
 * a tap brings back the timer and End for 3 s. Paused, the label and the timer stay; at the end the
 * circle leaves before "Session Complete" (or "Ended") and a summary come, with Start again.
 */
export function ZenView({ state, total, labelVisible, faded, controlsVisible, reducedMotion, onRevealControls, ...handlers }: ZenViewProps) {
  // A tap that lands where a hidden control sits only reveals the controls: the tap's own click must not
  // press the control it uncovered (on a phone, the click comes after the controls have appeared).
  const words = useWords();
  const tapStartedHidden = useRef(false);
  const ignorePress = () => {
    const ignored = tapStartedHidden.current;
    tapStartedHidden.current = false;
    return ignored;
  };
  const finished = state.status === 'complete' || state.status === 'stopped';
  const paused = state.status === 'paused';
  const timerShown = finished || paused || !faded || controlsVisible;
  const labelShown = paused || isSettling(state) || (labelVisible && !finished);
  const fraction = total > 0 ? Math.min(1, Math.max(0, state.elapsed / total)) : 1;
  return (
    <>
      <p className={`sp-zen-label sp-fade${labelShown ? '' : ' sp-hidden'}`} part="zen-label" aria-hidden={!labelShown}>
        {words.t(paused ? 'runner.paused' : isSettling(state) ? 'runner.settleIn' : 'runner.zenMode')}
      </p>
      <div className="sp-zen-stack">
        <div className={`sp-fade${timerShown ? ' sp-hidden' : ''}${finished ? ' sp-leaving' : ''}`} aria-hidden="true">
          <BreathingGuide guide="circle" level={calmBreathLevel(state.elapsed)} reducedMotion={reducedMotion} />
        </div>
        <div className={`sp-fade${timerShown ? '' : ' sp-hidden'}`} part="zen-timer">
          {finished ? (
            <div className="sp-zen-final">
              <p className="sp-phase" part="phase">
                {meditationPhaseLabel(state, words)}
              </p>
              <p className="sp-round" part="summary">
                {endSummary(state, words)}
              </p>
            </div>
          ) : (
            <span className="sp-zen-time" role="timer" aria-label={words.t(total > 0 ? 'runner.remaining' : 'runner.soFar', { duration: words.duration(state.remaining) })}>
              {formatClock(state.remaining)}
            </span>
          )}
        </div>
      </div>
      <div className={`sp-progress sp-fade${timerShown ? '' : ' sp-hidden'}`} part="progress" aria-hidden="true">
        <div className="sp-progress-bar" style={{ '--sp-fraction': fraction.toFixed(4) } as CSSProperties} />
      </div>
      <div
        className="sp-zen-controls"
        onPointerDownCapture={() => {
          tapStartedHidden.current = !controlsVisible && !finished;
        }}
        onKeyDownCapture={() => {
          tapStartedHidden.current = false;
        }}
      >
        {/* Paused or ended, the way on (Resume, Start again) stays in sight. */}
        <SessionControls status={state.status} hidden={!controlsVisible && !paused && !finished} onFocus={onRevealControls} ignorePress={ignorePress} {...handlers} />
      </div>
    </>
  );
}

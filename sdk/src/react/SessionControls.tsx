import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Translator } from '../catalog/messages/createTranslator';
import { en } from '../catalog/messages/en';
import type { RunStatus } from '../core/types';
import { useWords } from './WordsContext';

/** The runner buttons' handlers: a button shows only when its handler is given and the state allows it. */
export interface SessionControlHandlers {
  /** "Start", before the session started. */
  onStart?: () => void;
  /** "Pause", while it runs. */
  onPause?: () => void;
  /** "Resume", while it is paused. */
  onResume?: () => void;
  /** "End Session", once the press is confirmed with "End now" (see SessionControls). */
  onEnd?: () => void;
  /** "Release & Breathe", shown while the runner waits on the deep-reset breath hold. */
  onRelease?: () => void;
  /** "Start again", after the session completed or ended; leave it out where the host does not allow it. */
  onRestart?: () => void;
}

export interface SessionControlsProps extends SessionControlHandlers {
  status: RunStatus;
  awaitingRelease?: boolean;
  /** Hide the controls visually (zen view) while keeping them focusable: focusing one shows them. */
  hidden?: boolean;
  /** Focus moved to one of the controls (listened for in the capture phase: focus does not bubble). */
  onFocus?: () => void;
  /** Asked on each press: true when the press only revealed the controls (the zen view's) and presses nothing. */
  ignorePress?: () => boolean;
}

/** Start, Pause, Resume or Start again: one button that changes its words, so keyboard focus stays on it. */
function mainAction(status: RunStatus, handlers: SessionControlHandlers, words: Translator) {
  if (status === 'idle' && handlers.onStart) return { label: words.t('button.start'), part: 'start', primary: true, run: handlers.onStart };
  if (status === 'running' && handlers.onPause) return { label: words.t('button.pause'), part: 'pause', primary: false, run: handlers.onPause };
  if (status === 'paused' && handlers.onResume) return { label: words.t('button.resume'), part: 'resume', primary: true, run: handlers.onResume };
  if ((status === 'complete' || status === 'stopped') && handlers.onRestart) return { label: words.t('button.restart'), part: 'restart', primary: true, run: handlers.onRestart };
  return null;
}

/** What End Session asks before it ends a session, read with the group's two answers. */
export const END_QUESTION = en['runner.endQuestion'];

/**
 * The buttons under a runner. Native buttons, so Space and Enter work and focus is visible; a
 * button only appears when its action is possible in the current state.
 *
 * End Session asks once before it ends: one accidental press (a pocket, a stray tap) must not throw
 * a sit away. "End now" and "Keep going" take the buttons' places, in a group named by the question
 * (read out as focus enters it; on screen the two answers say it, and the card keeps its size).
 * Keep going takes End Session's place and the focus, so a second stray press keeps the session;
 * Escape answers it too. The session runs on while it asks; `onEnd` is called only on "End now".
 */
export function SessionControls({ status, awaitingRelease, hidden, onFocus, ignorePress, ...handlers }: SessionControlsProps) {
  const active = status === 'running' || status === 'paused';
  const words = useWords();
  const main = mainAction(status, handlers, words);
  const press = (action: () => void) => () => {
    if (!ignorePress?.()) action();
  };
  const mainButton = useRef<HTMLButtonElement>(null);
  const endButton = useRef<HTMLButtonElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  const questionId = useId();
  const [confirming, setConfirming] = useState(false);
  const asking = confirming && active && handlers.onEnd !== undefined;
  // Where focus goes once the question shows or goes: onto Keep going, back onto End Session, or,
  // once End now has ended the session, onto Start again: the button that took the pressed one's
  // place, so a keyboard user is not dropped onto the page's <body>. Said here rather than left to
  // the renderer reusing End now's <button> for Start again, which no renderer promises.
  // Moved once, as the new buttons are in place and before the next key is read (a layout effect: an effect runs after
  // paint, which a loaded renderer delays past the user's next Tab, then takes focus back from where it went).
  const [focusTo, setFocusTo] = useState<'keep' | 'end' | 'restart' | null>(null);
  const mainPart = main?.part;
  useLayoutEffect(() => {
    const target = focusTo === 'keep' ? keepButton : focusTo === 'end' ? endButton : focusTo === 'restart' && mainPart === 'restart' ? mainButton : null;
    if (!target) return;
    target.current?.focus();
    setFocusTo(null);
  }, [focusTo, mainPart]);
  // Release & Breathe goes away once pressed: keep the keyboard user's place on the next control.
  const release = () => {
    handlers.onRelease?.();
    mainButton.current?.focus();
  };
  const ask = () => {
    setConfirming(true);
    setFocusTo('keep');
  };
  const keepGoing = () => {
    setConfirming(false);
    setFocusTo('end');
  };
  const endNow = () => {
    setConfirming(false);
    setFocusTo('restart');
    handlers.onEnd?.();
  };
  const onQuestionKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    keepGoing();
  };
  if (asking) {
    return (
      <div
        className={`sp-controls sp-confirm sp-fade${hidden ? ' sp-transparent' : ''}`}
        part="controls confirm"
        role="group"
        aria-labelledby={questionId}
        onFocusCapture={onFocus}
        onKeyDown={onQuestionKeyDown}
      >
        <p id={questionId} className="sp-sr-only" part="confirm-question">
          {words.t('runner.endQuestion')}
        </p>
        <button type="button" className="sp-button" part="button end-now" onClick={press(endNow)}>
          {words.t('button.endNow')}
        </button>
        <button ref={keepButton} type="button" className="sp-button sp-button-primary" part="button keep-going" onClick={press(keepGoing)}>
          {words.t('button.keepGoing')}
        </button>
      </div>
    );
  }
  return (
    <div className={`sp-controls sp-fade${hidden ? ' sp-transparent' : ''}`} part="controls" onFocusCapture={onFocus}>
      {active && awaitingRelease && handlers.onRelease ? (
        <button type="button" className="sp-button sp-button-primary" part="button release" onClick={press(release)}>
          {words.t('button.release')}
        </button>
      ) : null}
      {main ? (
        <button
          ref={mainButton}
          type="button"
          className={`sp-button${main.primary ? ' sp-button-primary' : ''}`}
          part={`button ${main.part}`}
          onClick={press(main.run)}
        >
          {main.label}
        </button>
      ) : null}
      {active && handlers.onEnd ? (
        <button ref={endButton} type="button" className="sp-button" part="button end" onClick={press(ask)}>
          {words.t('button.end')}
        </button>
      ) : null}
    </div>
  );
}

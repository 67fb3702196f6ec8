import { useRef } from 'react';
import type { RunStatus } from '../core/types';

/** The runner buttons' handlers: a button shows only when its handler is given and the state allows it. */
export interface SessionControlHandlers {
  /** "Start", before the session started. */
  onStart?: () => void;
  /** "Pause", while it runs. */
  onPause?: () => void;
  /** "Resume", while it is paused. */
  onResume?: () => void;
  /** "End Session". */
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
}

/** Start, Pause, Resume or Start again: one button that changes its words, so keyboard focus stays on it. */
function mainAction(status: RunStatus, handlers: SessionControlHandlers) {
  if (status === 'idle' && handlers.onStart) return { label: 'Start', part: 'start', primary: true, run: handlers.onStart };
  if (status === 'running' && handlers.onPause) return { label: 'Pause', part: 'pause', primary: false, run: handlers.onPause };
  if (status === 'paused' && handlers.onResume) return { label: 'Resume', part: 'resume', primary: true, run: handlers.onResume };
  if ((status === 'complete' || status === 'stopped') && handlers.onRestart) return { label: 'Start again', part: 'restart', primary: true, run: handlers.onRestart };
  return null;
}

/**
 * The buttons under a runner. Native buttons, so Space and Enter work and focus is visible; a
 * button only appears when its action is possible in the current state.
 */
export function SessionControls({ status, awaitingRelease, hidden, onFocus, ...handlers }: SessionControlsProps) {
  const active = status === 'running' || status === 'paused';
  const main = mainAction(status, handlers);
  const mainButton = useRef<HTMLButtonElement>(null);
  // Release & Breathe goes away once pressed: keep the keyboard user's place on the next control.
  const release = () => {
    handlers.onRelease?.();
    mainButton.current?.focus();
  };
  return (
    <div className={`sp-controls sp-fade${hidden ? ' sp-transparent' : ''}`} part="controls" onFocusCapture={onFocus}>
      {active && awaitingRelease && handlers.onRelease ? (
        <button type="button" className="sp-button sp-button-primary" part="button release" onClick={release}>
          Release &amp; Breathe
        </button>
      ) : null}
      {main ? (
        <button
          ref={mainButton}
          type="button"
          className={`sp-button${main.primary ? ' sp-button-primary' : ''}`}
          part={`button ${main.part}`}
          onClick={main.run}
        >
          {main.label}
        </button>
      ) : null}
      {active && handlers.onEnd ? (
        <button type="button" className="sp-button" part="button end" onClick={handlers.onEnd}>
          End Session
        </button>
      ) : null}
    </div>
  );
}

import type { SessionControlHandlers } from './SessionControls';
import type { SessionRunner } from './useSessionRunner';

/**
 * The meditation views' buttons. A silent timer waits for the sitter: its End completes the session
 * (logged like any other), where End on a timed session stops it.
 */
export function meditationHandlers(session: SessionRunner, allowRestart = true): SessionControlHandlers {
  const end = () => (session.getState().awaitingRelease ? session.release() : session.end());
  const restart = allowRestart ? session.restart : undefined;
  return { onStart: session.start, onPause: session.pause, onResume: session.resume, onEnd: end, onRestart: restart };
}

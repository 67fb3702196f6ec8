import { useEffect, useRef, type ReactNode } from 'react';
import { practisedFor, streakText } from './completionText';
import './sessionComplete.css';

export interface SessionCompleteProps {
  /** What was done: the session's name as it ran. */
  readonly title: string;
  readonly kind: 'breathing' | 'meditation';
  readonly elapsedMs: number;
  /** The streak this session counts in, when the user tracks it and it is known. */
  readonly streak?: number | null;
  /** Below the summary: for a visitor, the invitation to the trial. */
  readonly children?: ReactNode;
  onDone: () => void;
  /** Runs the same session once more ("Again", beside Done); a visitor's page offers none. */
  onAgain?: () => void;
}

/**
 * The quiet moment after a finished session (core-app.md §4, "Session Complete"): what was done, the streak
 * it added to, and Done, with Again beside it where the same session can run once more. Focus moves to the heading so a screen reader announces it where the runner was.
 */
export function SessionComplete({ title, kind, elapsedMs, streak, children, onDone, onAgain }: SessionCompleteProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="session-complete" aria-labelledby="session-complete-heading">
      <div className="session-complete__body stack">
        <span className="session-complete__mark" aria-hidden="true" />
        <h1 id="session-complete-heading" ref={heading} tabIndex={-1}>
          Session Complete
        </h1>
        <p className="session-complete__what">
          <strong>{title}</strong>
          <span className="muted">
            {practisedFor(elapsedMs)} of {kind === 'breathing' ? 'breathing' : 'meditation'}
          </span>
        </p>
        {typeof streak === 'number' && streak > 0 && (
          <p className="session-complete__streak" aria-label={`Streak: ${streakText(streak)}`}>
            <span className="session-complete__streak-number">{streak}</span>
            <span className="muted">{streak === 1 ? 'day in a row' : 'days in a row'}</span>
          </p>
        )}
        {children}
        <p className="session-complete__actions">
          {/* Beside an invitation, Done steps back so one action leads; Again is the quieter of the two. */}
          {onAgain && (
            <button type="button" className="button button--ghost" onClick={onAgain}>
              Again
            </button>
          )}
          <button type="button" className={children ? 'button button--ghost' : 'button'} onClick={onDone}>
            Done
          </button>
        </p>
      </div>
    </section>
  );
}

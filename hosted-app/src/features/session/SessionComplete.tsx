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
  onDone(): void;
}

/**
 * The quiet moment after a finished session (core-app.md §4, "Session Complete"): what was done, the streak
 * it added to, and Done. Focus moves to the heading so a screen reader announces it where the runner was.
 */
export function SessionComplete({ title, kind, elapsedMs, streak, children, onDone }: SessionCompleteProps) {
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
        <p>
          {/* Beside an invitation, Done steps back so one action leads. */}
          <button type="button" className={children ? 'button button--ghost' : 'button'} onClick={onDone}>
            Done
          </button>
        </p>
      </div>
    </section>
  );
}

import { useEffect, useRef, type ReactNode } from 'react';
import './sessionComplete.css';
import type { AppMessageKey } from '../../i18n/en';
import type { TextOf } from '../../i18n/englishText';
import { useMessages } from '../../i18n/useMessages';

/** The words a completion says. */
export type CompleteKey = Extract<AppMessageKey, `complete.${string}`>;

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
  /** Its words in the language of the page it shows on (a public page at /de/…), where that is not the app's. */
  readonly words?: TextOf<CompleteKey>;
}

/**
 * The quiet moment after a finished session (core-app.md §4, "Session Complete"): what was done, the streak
 * it added to, and Done, with Again beside it where the same session can run once more. Focus moves to the heading so a screen reader announces it where the runner was.
 */
export function SessionComplete({ title, kind, elapsedMs, streak, children, onDone, onAgain, words }: SessionCompleteProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const appWords = useMessages();
  const t = words ?? appWords;
  // Seconds under a minute, then minutes to the nearest one ("45 seconds", "12 minutes").
  const seconds = Math.round(elapsedMs / 1000);
  const duration = seconds < 60 ? t('complete.seconds', { count: seconds }) : t('complete.minutes', { count: Math.round(seconds / 60) });
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="session-complete" aria-labelledby="session-complete-heading">
      <div className="session-complete__body stack">
        <span className="session-complete__mark" aria-hidden="true" />
        <h1 id="session-complete-heading" ref={heading} tabIndex={-1}>
          {t('complete.heading')}
        </h1>
        <p className="session-complete__what">
          <strong>{title}</strong>
          <span className="muted">
            {t(kind === 'breathing' ? 'complete.breathing' : 'complete.meditation', { duration })}
          </span>
        </p>
        {typeof streak === 'number' && streak > 0 && (
          <p className="session-complete__streak" aria-label={t('complete.streakLabel', { count: streak })}>
            <span className="session-complete__streak-number">{streak}</span>
            <span className="muted">{t('complete.daysInARow', { count: streak })}</span>
          </p>
        )}
        {children}
        <p className="session-complete__actions">
          {/* Beside an invitation, Done steps back so one action leads; Again is the quieter of the two. */}
          {onAgain && (
            <button type="button" className="button button--ghost" onClick={onAgain}>
              {t('complete.again')}
            </button>
          )}
          <button type="button" className={children ? 'button button--ghost' : 'button'} onClick={onDone}>
            {t('complete.done')}
          </button>
        </p>
      </div>
    </section>
  );
}

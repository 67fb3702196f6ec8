import { useCallback, useState, type ReactNode } from 'react';
import { islandStartProps, type IslandStart } from './sessionStarter';
import { useFocusWhenBack } from './useFocusWhenBack';
import { landingWords } from './words/landingWords';

/**
 * A phone on the landing page with a real runner inside (a `<breath-session>` or `<meditation-timer>`). The
 * page ships only its picture: the element's module is fetched when the visitor reaches for it (pointer over
 * or focus on Try, a prefetch) and shown when they press Try. When the session ends the picture is back. On the
 * prerendered page, which runs no app, Try carries `island` for SESSION_STARTER instead (sessionStarter.ts), which runs the
 * same element over the page.
 */
export function PhoneMockup({
  label,
  caption,
  tryLabel,
  load,
  preview,
  island = null,
  children,
}: {
  /** The phone's name for assistive tech: "Box breathing demo". */
  readonly label: string;
  /** What the demo runs, under the picture: "Box breathing · 2 minutes". */
  readonly caption: string;
  readonly tryLabel: string;
  load: () => Promise<unknown>;
  /** The still picture shown before Try. */
  readonly preview: ReactNode;
  /** The session SESSION_STARTER runs at Try on the prerendered page. */
  readonly island?: IslandStart | null;
  /** The element, given `end` to call on its session-complete and session-stop. */
  children: (end: () => void) => ReactNode;
}) {
  const t = landingWords.useWords();
  const [state, setState] = useState<'idle' | 'loading' | 'running' | 'failed'>('idle');
  const tryButton = useFocusWhenBack<HTMLButtonElement>(state === 'running');
  const end = useCallback(() => setState('idle'), []);
  const start = () => {
    setState('loading');
    load().then(
      () => setState((now) => (now === 'loading' ? 'running' : now)),
      () => setState('failed'),
    );
  };
  const prefetch = () => void load().catch(() => undefined);

  return (
    <figure className="phone" aria-label={label}>
      {/* Running, the phone shows the runner as the app does: dark in either scheme (tokens.css, .runner-theme). */}
      <div className={state === 'running' ? 'phone__screen runner-theme' : 'phone__screen'}>
        {state === 'running' ? (
          children(end)
        ) : (
          <div className="phone__preview">
            {preview}
            {state === 'failed' ? (
              <p className="phone__note" role="alert">
                {t('phone.failed')}
              </p>
            ) : null}
            <button ref={tryButton} type="button" className="button" disabled={state === 'loading'} onPointerEnter={prefetch} onFocus={prefetch} onClick={start} {...islandStartProps(island)}>
              {state === 'loading' ? t('phone.loading') : tryLabel}
            </button>
          </div>
        )}
      </div>
      <figcaption className="phone__caption muted">{caption}</figcaption>
    </figure>
  );
}

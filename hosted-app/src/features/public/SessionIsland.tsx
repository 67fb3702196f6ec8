import { useEffect, useState, type ReactNode } from 'react';
import { RunnerHeading } from '../../ui/RunnerHeading';
import { chromeWords } from './words/chromeWords';

/**
 * A widget session in place on a public page: the element's module is fetched when the visitor starts
 * (a chunk of our own origin, nothing before Start), then `children` (the `<breath-session>` or
 * `<meditation-timer>` element) is shown. Its heading takes the page's place (and focus) while it runs; the
 * region's name ("… session") is its own, apart from the runner's inside it (axe's landmark-unique). It is the
 * signed-in runner's experience, in the page's language: the whole screen, dark, the page's header and footer hidden while it runs.
 */
export function SessionIsland({ label, load, onEnd, children }: { readonly label: string; load: () => Promise<unknown>; onEnd: () => void; readonly children: ReactNode }) {
  const chrome = chromeWords.useWords();
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  useEffect(() => {
    let live = true;
    load().then(
      () => live && setState('ready'),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [load]);
  return (
    <section className="session-island runner-theme" aria-label={label}>
      <RunnerHeading>{label}</RunnerHeading>
      {state === 'ready' ? children : null}
      {state === 'loading' ? <p className="muted session-island__note">{chrome('island.ready')}</p> : null}
      {state === 'failed' ? (
        <div className="session-island__note" role="alert">
          <p>{chrome('island.failed')}</p>
          <button type="button" className="button button--ghost" onClick={onEnd}>
            {chrome('island.back')}
          </button>
        </div>
      ) : null}
    </section>
  );
}

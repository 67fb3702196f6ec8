import type {} from '@stillpoint/widgets/jsx-react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { testTimeScale } from '../session/testHooks';
import { PROGRAM_PARAM } from './programParam';
import { PublicFooter } from './PublicFooter';
import { SessionIsland } from './SessionIsland';
import { TryFreeHeader } from './TryFreeHeader';
import { useFocusWhenBack } from './useFocusWhenBack';
import { chromeWords } from './words/chromeWords';
import { meditationWords } from './words/meditationWords';
import './publicPages.css';
import { loadMeditationTimer } from './loadWidgets';

/** A shared program's part of the page (its parser, its picture, its save): loaded only for a link that carries one. */
const SharedProgram = lazy(() => import('./SharedProgram'));

const SITTING_STEPS = ['how.posture', 'how.eyes', 'how.sit', 'how.end'] as const;

/** The lengths a visitor picks from, in minutes. */
export const SILENT_TIMER_MINUTES = [5, 10, 15, 20] as const;

/**
 * The silent timer (commercial.md §2: /what-is-meditation links here): a visitor picks a length and sits
 * with a `<meditation-timer>` in place: a bowl at the start, a gong at the end, nothing else; nothing is
 * recorded, and the page is back as it was when the sit completes or is ended. A link with a program in its
 * query (`?program=`, the builder's Share) shows that program instead, to run the same way (SharedProgram.tsx).
 */
export function MeditationPage() {
  const t = meditationWords.useWords();
  const chrome = chromeWords.useWords();
  const [minutes, setMinutes] = useState<number>(10);
  const [running, setRunning] = useState(false);
  const start = useFocusWhenBack<HTMLButtonElement>(running);
  const end = useCallback(() => setRunning(false), []);
  // The query is read in the browser, after hydration: the prerendered page (the same HTML for every query) has none.
  const [search, setSearch] = useState<string | null>(null);
  useEffect(() => {
    if (new URLSearchParams(window.location.search).has(PROGRAM_PARAM)) setSearch(window.location.search);
  }, []);

  const timer = (
    <section className="public-page__hero" aria-labelledby="meditation-heading">
      <p className="public-page__kicker">{t('kicker')}</p>
      <h1 id="meditation-heading">{t('heading')}</h1>
      <p className="tagline">{t('tagline')}</p>
      <fieldset className="length-picker">
        <legend>{t('length')}</legend>
        {SILENT_TIMER_MINUTES.map((value) => (
          <label key={value} className="length-picker__option">
            <input type="radio" name="minutes" value={value} checked={minutes === value} onChange={() => setMinutes(value)} />
            <span>{t('option', { count: value })}</span>
          </label>
        ))}
      </fieldset>
      <p className="row">
        <button ref={start} type="button" className="button" onClick={() => setRunning(true)}>
          {t('start', { count: minutes })}
        </button>
        <span className="muted">{chrome('visitor.nothingRecorded')}</span>
      </p>
    </section>
  );

  return (
    <div className="public-column">
      <TryFreeHeader />
      <main id="main" tabIndex={-1} className="page public-page">
        {running ? (
          <SessionIsland label={t('session', { count: minutes })} load={loadMeditationTimer} onEnd={end}>
            <meditation-timer
              minutes={minutes}
              bells
              sound
              sound-base-url="/sounds/"
              time-scale={testTimeScale()}
              onsession-complete={end}
              onsession-stop={end}
            />
          </SessionIsland>
        ) : search !== null ? (
          <Suspense fallback={<p className="muted">{t('opening')}</p>}>
            <SharedProgram search={search} fallback={timer} />
          </Suspense>
        ) : (
          timer
        )}
        {running ? null : (
          <section className="public-page__section" aria-labelledby="sit-heading">
            <h2 id="sit-heading">{t('how.title')}</h2>
            <ol className="steps">
              {SITTING_STEPS.map((step) => (
                <li key={step} className="steps__step">
                  <span>{t(step)}</span>
                </li>
              ))}
            </ol>
          </section>
        )}
      </main>
      {running ? null : <PublicFooter />}
    </div>
  );
}

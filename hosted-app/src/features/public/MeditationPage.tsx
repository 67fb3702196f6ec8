import type {} from '@stillpoint/widgets/jsx-react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { testTimeScale } from '../session/testHooks';
import { PROGRAM_PARAM } from './programParam';
import { PublicFooter } from './PublicFooter';
import { SessionIsland } from './SessionIsland';
import { TryFreeHeader } from './TryFreeHeader';
import { useFocusWhenBack } from './useFocusWhenBack';
import './publicPages.css';

const loadMeditationTimer = () => import('@stillpoint/widgets/meditation-timer.js');
/** A shared program's part of the page (its parser, its picture, its save): loaded only for a link that carries one. */
const SharedProgram = lazy(() => import('./SharedProgram'));

const SITTING_STEPS = [
  'Sit upright and at ease, on a chair or a cushion, hands resting.',
  'Close your eyes, or rest your gaze on the floor a little ahead.',
  'When the bowl sounds, just sit. Each time you notice your mind has wandered, come back to the breath, kindly.',
  'The gong closes the time. Take a moment before you get up.',
];

/** The lengths a visitor picks from, in minutes. */
export const SILENT_TIMER_MINUTES = [5, 10, 15, 20] as const;

/**
 * The silent timer (commercial.md §2: /what-is-meditation links here): a visitor picks a length and sits
 * with a `<meditation-timer>` in place: a bowl at the start, a gong at the end, nothing else; nothing is
 * recorded, and the page is back as it was when the sit completes or is ended. A link with a program in its
 * query (`?program=`, the builder's Share) shows that program instead, to run the same way (SharedProgram.tsx).
 */
export function MeditationPage() {
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
      <p className="public-page__kicker">Meditation</p>
      <h1 id="meditation-heading">Silent meditation timer</h1>
      <p className="tagline">Sit for as long as you choose. A soft bowl begins the time and a gong closes it; in between, nothing.</p>
      <fieldset className="length-picker">
        <legend>Length</legend>
        {SILENT_TIMER_MINUTES.map((value) => (
          <label key={value} className="length-picker__option">
            <input type="radio" name="minutes" value={value} checked={minutes === value} onChange={() => setMinutes(value)} />
            <span>{value} min</span>
          </label>
        ))}
      </fieldset>
      <p className="row">
        <button ref={start} type="button" className="button" onClick={() => setRunning(true)}>
          Start {minutes} minute sit
        </button>
        <span className="muted">No account needed. Nothing is recorded.</span>
      </p>
    </section>
  );

  return (
    <div className="public-column">
      <TryFreeHeader />
      <main id="main" tabIndex={-1} className="page public-page">
        {running ? (
          <SessionIsland label={`${minutes} minute silent meditation`} load={loadMeditationTimer} onEnd={end}>
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
          <Suspense fallback={<p className="muted">Opening the shared sit…</p>}>
            <SharedProgram search={search} fallback={timer} />
          </Suspense>
        ) : (
          timer
        )}
        {running ? null : (
          <section className="public-page__section" aria-labelledby="sit-heading">
            <h2 id="sit-heading">How to sit</h2>
            <ol className="steps">
              {SITTING_STEPS.map((step) => (
                <li key={step} className="steps__step">
                  <span>{step}</span>
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

import type { SessionEndDetail } from '@stillpoint/widgets';
import type {} from '@stillpoint/widgets/jsx-react';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { practisedFor } from '../session/completionText';
import { testTimeScale } from '../session/testHooks';
import { ISLAND_MODULES } from './islandModules';
import { SessionIsland } from './SessionIsland';
import { islandStartProps, SESSION_STARTER } from './sessionStarter';
import { SignUpLink } from './SignUpLink';
import { TECHNIQUE_PAGES, type TechniquePage as Page } from './techniquePages';
import { PublicFooter } from './PublicFooter';
import { TryFreeHeader } from './TryFreeHeader';
import { useFocusWhenBack } from './useFocusWhenBack';
import './publicPages.css';

const loadBreathSession = () => import('@stillpoint/widgets/breath-session.js');

/** "10 minutes", "8 rounds", "1 round": the technique's own length, as the catalog sets it. */
const fullLengthText = ({ type, value }: Page['preset']['config']['duration']) => `${value} ${type === 'time' ? 'minute' : 'round'}${value === 1 ? '' : 's'}`;

/** "2-minute try here", "4-round try here": the visitor's try, when it is shorter than the technique (the text gives the full length). */
const tryText = ({ attribute, value }: Page['length']) => `${value}-${attribute === 'minutes' ? 'minute' : 'round'} try here`;

/**
 * A technique page (core-app.md §2): the technique from the catalog, a try in place for a visitor (a
 * `<breath-session>`, nothing recorded; the page is back when it completes or stops), how it works, why and
 * when, the background, and the way to the full app. A technique that asks for care (rapid breathing, a breath
 * hold) says so before its Start. A finished try is met on the first screen by a quiet invitation: what the
 * visitor just did, and that the trial would keep it; a stopped one by the page as it was.
 *
 * Prerendered, the page runs no app (routes/technique.tsx): its Start carries the session for SESSION_STARTER, inline at
 * its end, which answers the press at once and runs the element in the same island. Rendered by the app (a signed-in
 * reader's way here), the page's own state does it, as below.
 */
export function TechniquePage({ page }: { readonly page: Page }) {
  const { preset, length, safetyNote } = page;
  const [running, setRunning] = useState(false);
  const [finished, setFinished] = useState<SessionEndDetail | null>(null);
  const start = useFocusWhenBack<HTMLButtonElement>(running);
  const stop = useCallback(() => setRunning(false), []);
  const complete = useCallback((event: CustomEvent<SessionEndDetail>) => {
    setFinished(event.detail);
    setRunning(false);
  }, []);
  const begin = () => {
    setFinished(null);
    setRunning(true);
  };
  const lengthAttribute = { [length.attribute]: length.value };
  const module = ISLAND_MODULES['breath-session'];
  const island = module
    ? { element: 'breath-session' as const, module, label: `${preset.name} session`, attributes: { technique: preset.id, [length.attribute]: String(length.value), sound: '', 'sound-base-url': '/sounds/' } }
    : null;

  return (
    <div className="public-column">
      <TryFreeHeader />
      <main id="main" tabIndex={-1} className="page public-page">
        {running ? (
          <SessionIsland label={`${preset.name} session`} load={loadBreathSession} onEnd={stop}>
            <breath-session
              technique={preset.id}
              {...lengthAttribute}
              sound
              sound-base-url="/sounds/"
              time-scale={testTimeScale()}
              onsession-complete={complete}
              onsession-stop={stop}
            />
          </SessionIsland>
        ) : (
          <>
            <section className="public-page__hero" aria-labelledby="technique-heading">
              <p className="public-page__kicker">Breathing technique</p>
              <h1 id="technique-heading">{preset.name}</h1>
              <p className="tagline">
                {preset.subtitle}. {preset.description}
              </p>
              <p className="chips" aria-label="At a glance">
                <span className="chip">{fullLengthText(preset.config.duration)}</span>
                {length.value < preset.config.duration.value && <span className="chip">{tryText(length)}</span>}
                <span className="chip chip--capitalized">{preset.difficulty}</span>
              </p>
              {safetyNote ? (
                <p className="technique-safety" role="note">
                  <strong>Before you start:</strong> {safetyNote}
                </p>
              ) : null}
              <p className="row">
                <button ref={start} type="button" className="button" onClick={begin} {...islandStartProps(island)}>
                  Start {preset.name}
                </button>
                <span className="muted">No account needed. Nothing is recorded.</span>
              </p>
              {/* Always in the page, hidden until a try has finished, so the prerendered page's starter can show it too. */}
              <div className="technique-invite" role="status" hidden={!finished} data-island-invite="">
                <p>
                  You just breathed <span data-island-practised="">{finished ? practisedFor(finished.elapsed) : ''}</span> of {preset.name}. The 14-day free trial
                  keeps a history of every session, and your streak.
                </p>
                <p>
                  <SignUpLink className="button button--ghost">Start your 14-day free trial</SignUpLink>
                </p>
              </div>
            </section>

            <section className="public-page__section" aria-labelledby="how-heading">
              <h2 id="how-heading">How it works</h2>
              <ol className="steps">
                {preset.phases.map((phase, index) => (
                  <li key={index} className="steps__step">
                    <strong>{phase.name}</strong> <span className="muted">{phase.detail}</span>
                  </li>
                ))}
              </ol>
              <p>{preset.education.how}</p>
              {/* A safety note is the explanation, said before Start. */}
              {safetyNote ? null : <p className="muted">{preset.explanation}</p>}
            </section>

            <section className="public-page__section" aria-labelledby="benefits-heading">
              <h2 id="benefits-heading">Benefits</h2>
              <p>{preset.education.why}</p>
              <h3>When to use it</h3>
              <p>{preset.education.when}</p>
            </section>

            <section className="public-page__section" aria-labelledby="background-heading">
              <h2 id="background-heading">Background</h2>
              <p>{preset.education.science}</p>
            </section>

            <nav className="public-page__section" aria-labelledby="more-heading">
              <h2 id="more-heading">More breathing techniques</h2>
              <ul className="link-pills">
                {TECHNIQUE_PAGES.filter((other) => other !== page).map((other) => (
                  <li key={other.path}>
                    <Link to={other.path}>{other.preset.name}</Link>
                  </li>
                ))}
              </ul>
            </nav>

            <section className="card card--quiet public-page__cta" aria-labelledby="access-heading">
              <h2 id="access-heading">Make it a daily practice</h2>
              <p className="muted">Every technique at its full length, your own patterns, a meditation timer, and your history and streaks.</p>
              <p>
                <SignUpLink>Get Full Access</SignUpLink>
              </p>
            </section>
          </>
        )}
      </main>
      {running ? null : <PublicFooter />}
      <script dangerouslySetInnerHTML={{ __html: SESSION_STARTER }} />
    </div>
  );
}

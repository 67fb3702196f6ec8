import type { SessionEndDetail } from '@stillpoint/widgets';
import type {} from '@stillpoint/widgets/jsx-react';
import { useCallback, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { testTimeScale } from '../session/testHooks';
import { languageOfPath } from './publicLanguages';
import { SessionIsland } from './SessionIsland';
import { SignUpLink } from './SignUpLink';
import { TECHNIQUE_PAGES, type TechniquePage as Page } from './techniquePages';
import { PublicFooter } from './PublicFooter';
import { TryFreeHeader } from './TryFreeHeader';
import { useFocusWhenBack } from './useFocusWhenBack';
import { useLocalizedPath } from './useLocalizedPath';
import { chromeWords } from './words/chromeWords';
import { techniqueName, techniqueTexts, techniqueWords } from './words/techniqueWords';
import './publicPages.css';

const loadBreathSession = () => import('@stillpoint/widgets/breath-session.js');

/**
 * A technique page (core-app.md §2): the technique from the catalog, a try in place for a visitor (a
 * `<breath-session>`, nothing recorded; the page is back when it completes or stops), how it works, why and
 * when, the background, and the way to the full app. A technique that asks for care (rapid breathing, a breath
 * hold) says so before its Start. A finished try is met on the first screen by a quiet invitation: what the
 * visitor just did, and that the trial would keep it; a stopped one by the page as it was. In the language of its
 * address: the frame's words are the page's, the technique's name the SDK's, its text techniqueTexts'.
 */
export function TechniquePage({ page }: { readonly page: Page }) {
  const { preset, length } = page;
  const t = techniqueWords.useWords();
  const text = techniqueTexts.useWords();
  const chrome = chromeWords.useWords();
  const localized = useLocalizedPath();
  const language = languageOfPath(useLocation().pathname);
  const name = techniqueName(language, preset.id, preset.name);
  const words = (field: string) => text(`${preset.id}.${field}`);
  const safetyNote = page.safetyNote === null ? null : words('explanation');
  const { type, value } = preset.config.duration;
  /** "45 seconds", "12 minutes": how long the try ran, to the nearest minute from one minute on. */
  const practisedFor = (elapsedMs: number) => {
    const seconds = Math.round(elapsedMs / 1000);
    return seconds < 60 ? t('practised.seconds', { count: seconds }) : t('practised.minutes', { count: Math.round(seconds / 60) });
  };
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

  return (
    <div className="public-column">
      <TryFreeHeader />
      <main id="main" tabIndex={-1} className="page public-page">
        {running ? (
          <SessionIsland label={chrome('visitor.session', { name })} load={loadBreathSession} onEnd={stop}>
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
              <p className="public-page__kicker">{t('kicker')}</p>
              <h1 id="technique-heading">{name}</h1>
              <p className="tagline">
                {words('subtitle')}. {words('description')}
              </p>
              <p className="chips" aria-label={t('glance')}>
                <span className="chip">{t(type === 'time' ? 'length.minutes' : 'length.rounds', { count: value })}</span>
                {length.value < value && <span className="chip">{t(length.attribute === 'minutes' ? 'try.minutes' : 'try.rounds', { count: length.value })}</span>}
                <span className="chip chip--capitalized">{t(`difficulty.${preset.difficulty}`)}</span>
              </p>
              {safetyNote ? (
                <p className="technique-safety" role="note">
                  <strong>{t('beforeStart')}</strong> {safetyNote}
                </p>
              ) : null}
              <p className="row">
                <button ref={start} type="button" className="button" onClick={begin}>
                  {t('start', { name })}
                </button>
                <span className="muted">{chrome('visitor.nothingRecorded')}</span>
              </p>
              {finished ? (
                <div className="technique-invite" role="status">
                  <p>{t('invite', { time: practisedFor(finished.elapsed), name })}</p>
                  <p>
                    <SignUpLink className="button button--ghost">{chrome('trial.start')}</SignUpLink>
                  </p>
                </div>
              ) : null}
            </section>

            <section className="public-page__section" aria-labelledby="how-heading">
              <h2 id="how-heading">{t('how.title')}</h2>
              <ol className="steps">
                {preset.phases.map((_, index) => (
                  <li key={index} className="steps__step">
                    <strong>{words(`phase${index + 1}.name`)}</strong> <span className="muted">{words(`phase${index + 1}.detail`)}</span>
                  </li>
                ))}
              </ol>
              <p>{words('how')}</p>
              {/* A safety note is the explanation, said before Start. */}
              {safetyNote ? null : <p className="muted">{words('explanation')}</p>}
            </section>

            <section className="public-page__section" aria-labelledby="benefits-heading">
              <h2 id="benefits-heading">{t('benefits.title')}</h2>
              <p>{words('why')}</p>
              <h3>{t('when.title')}</h3>
              <p>{words('when')}</p>
            </section>

            <section className="public-page__section" aria-labelledby="background-heading">
              <h2 id="background-heading">{t('background.title')}</h2>
              <p>{words('science')}</p>
            </section>

            <nav className="public-page__section" aria-labelledby="more-heading">
              <h2 id="more-heading">{t('more.title')}</h2>
              <ul className="link-pills">
                {TECHNIQUE_PAGES.filter((other) => other !== page).map((other) => (
                  <li key={other.path}>
                    <Link to={localized(other.path)}>{techniqueName(language, other.preset.id, other.preset.name)}</Link>
                  </li>
                ))}
              </ul>
            </nav>

            <section className="card card--quiet public-page__cta" aria-labelledby="access-heading">
              <h2 id="access-heading">{t('access.title')}</h2>
              <p className="muted">{t('access.text')}</p>
              <p>
                <SignUpLink>{t('access.button')}</SignUpLink>
              </p>
            </section>
          </>
        )}
      </main>
      {running ? null : <PublicFooter />}
    </div>
  );
}

import type { PluralMessage } from '@stillpoint/sdk/catalog';
import type { SessionEndDetail } from '@stillpoint/widgets';
import type {} from '@stillpoint/widgets/jsx-react';
import { useCallback, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { testTimeScale } from '../session/testHooks';
import { ISLAND_MODULES } from './islandModules';
import { languageOfPath } from './publicLanguages';
import { SessionIsland } from './SessionIsland';
import { islandStartProps, practised, SESSION_STARTER, type IslandWords } from './sessionStarter';
import { SignUpLink } from './SignUpLink';
import { TECHNIQUE_PAGES, type TechniquePage as Page } from './techniquePages';
import { PublicFooter } from './PublicFooter';
import { TryFreeHeader } from './TryFreeHeader';
import { useFocusWhenBack } from './useFocusWhenBack';
import { useLocalizedPath } from './useLocalizedPath';
import { chromeWords } from './words/chromeWords';
import { techniqueName, techniqueTexts, techniqueWords } from './words/techniqueWords';
import './publicPages.css';
import { loadBreathSession } from './loadWidgets';

/** A mark no message contains, where the invitation's time goes. */
const TIME_SLOT = '\u0000';

/**
 * A technique page (core-app.md §2): the technique from the catalog, a try in place for a visitor (a
 * `<breath-session>`, nothing recorded; the page is back when it completes or stops), how it works, why and
 * when, the background, and the way to the full app. A technique that asks for care (rapid breathing, a breath
 * hold) says so before its Start. A finished try is met on the first screen by a quiet invitation: what the
 * visitor just did, and that the trial would keep it; a stopped one by the page as it was. In the language of its
 * address: the frame's words are the page's, the technique's name the SDK's, its text techniqueTexts'.
 *
 * Prerendered, the page runs no app (routes/technique.tsx): its Start carries the session for SESSION_STARTER, inline at
 * its end, which answers the press at once and runs the element in the same island. Rendered by the app (a signed-in
 * reader's way here), the page's own state does it, as below.
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
  const islandWords: IslandWords = {
    ready: chrome('island.ready'),
    failed: chrome('island.failed'),
    back: chrome('island.back'),
    seconds: techniqueWords.messagesIn(language)['practised.seconds'] as PluralMessage,
    minutes: techniqueWords.messagesIn(language)['practised.minutes'] as PluralMessage,
  };
  /** "45 seconds", "12 minutes": how long the try ran, worded as the prerendered page's starter words it. */
  const practisedFor = (elapsedMs: number) => practised(elapsedMs, islandWords, language);
  // The invitation's sentence around the time it names, which the starter fills in on a prerendered page.
  const [inviteBefore = '', inviteAfter = ''] = t('invite', { time: TIME_SLOT, name }).split(TIME_SLOT);
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
    ? { element: 'breath-session' as const, module, label: chrome('visitor.session', { name }), words: islandWords, attributes: { technique: preset.id, [length.attribute]: String(length.value), sound: '', 'sound-base-url': '/sounds/' } }
    : null;

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
                <button ref={start} type="button" className="button" onClick={begin} {...islandStartProps(island)}>
                  {t('start', { name })}
                </button>
                <span className="muted">{chrome('visitor.nothingRecorded')}</span>
              </p>
              {/* Always in the page, hidden until a try has finished, so the prerendered page's starter can show it too. */}
              <div className="technique-invite" role="status" hidden={!finished} data-island-invite="">
                <p>
                  {inviteBefore}
                  <span data-island-practised="">{finished ? practisedFor(finished.elapsed) : ''}</span>
                  {inviteAfter}
                </p>
                <p>
                  <SignUpLink className="button button--ghost">{chrome('trial.start')}</SignUpLink>
                </p>
              </div>
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
      <script dangerouslySetInnerHTML={{ __html: SESSION_STARTER }} />
    </div>
  );
}

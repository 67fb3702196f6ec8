import type { Currency } from '@stillpoint/api/contract';
import type {} from '@stillpoint/widgets/jsx-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useStaticPage } from '../../lib/pageHandle';
import { Brand } from '../../ui/Brand';
import { UserMenu } from '../auth/UserMenu';
import { useConnection } from '../offline/connectionStore';
import { FaqSection } from '../support/FaqSection';
import { testTimeScale } from '../session/testHooks';
import { ExpandableCards } from './ExpandableCards';
import { languageOfPath } from './publicLanguages';
import { landingFaq } from './landingFaq';
import { landingStructuredData } from './landingStructuredData';
import { BUNDLES, HERO_PRACTICES, LANDING_BREATHING, LANDING_FEATURES, LANDING_MEDITATIONS, OFFLINE_PRACTICES, PHILOSOPHY_POINTS, WHY_WE_CHARGE, type VisitorPractice } from './landingContent';
import { LandingSection } from './LandingSection';
import { PhoneMockup } from './PhoneMockup';
import { PricingSection } from './PricingSection';
import { ProductShots } from './ProductShots';
import { PublicFooter } from './PublicFooter';
import { islandStartProps, SESSION_STARTER } from './sessionStarter';
import { byZone, CONNECTION_SWAP, PRICE_SWAP } from './staticPageScripts';
import { TrialButton } from './TrialButton';
import { VisitorSession } from './VisitorSession';
import { practiceIsland } from './practiceIsland';
import { IslandInvite } from './IslandInvite';
import { useLocalizedPath } from './useLocalizedPath';
import { chromeWords } from './words/chromeWords';
import { landingWords } from './words/landingWords';
// The same stylesheets as the route at / imports (routes/home.tsx), which links them on the prerendered page.
import './landing.css';
import './public.css';
import '../session/sessionComplete.css';
import './publicPages.css';
import { loadBreathSession, loadMeditationTimer } from './loadWidgets';

const startId = (group: string, practice: string) => `start-${group}-${practice}`;

/**
 * The landing page (commercial.md §2), for visitors at `/` and for everyone at `/landing`: the sticky bar,
 * the hero with a live box-breathing phone, features, the app in pictures, breathing techniques and meditations (cards that open
 * one at a time across both lists, and a live meditation phone), curated bundles a visitor runs in place,
 * pricing, philosophy, why we charge, the last call, the FAQ and the footer. Nothing a visitor runs is recorded.
 * Its structured data (the product and its offers, the FAQ) is in the page, for `path`, its canonical address. Its words
 * are the landing's (words/landingWords.ts) in the language of its address (/de/ German).
 */
export function Landing({ path }: { readonly path: string }) {
  const t = landingWords.useWords();
  const chrome = chromeWords.useWords();
  const localized = useLocalizedPath();
  // Prices in the page's language where it has one; on the English page in the reader's locale, as before.
  const language = languageOfPath(useLocation().pathname);
  const pageLocale = language === 'en' ? undefined : language;
  const [running, setRunning] = useState<{ readonly practice: VisitorPractice; readonly from: string } | null>(null);
  // Prerendered for a visitor, the page runs no app (routes/home.tsx, routes/landing.tsx: lib/pageHandle.ts): its Starts
  // carry their sessions for SESSION_STARTER, its prices both currencies, its sections both connections, and its few
  // inline scripts at the end choose. Rendered by the app (/auth, or / once a session ended), React does it all.
  const isStatic = useStaticPage();
  const island = (practice: VisitorPractice) => (isStatic ? practiceIsland(practice, chrome('visitor.session', { name: practice.name(t) }), language, chrome) : null);
  /** A practice's Start (`id`, where focus returns after it) and its length; a bundle's meditation is the quieter button. */
  const practiceStart = (practice: VisitorPractice, id: string, quiet = false) => (
    <div key={id} className="bundle__practice">
      <button id={id} type="button" className={quiet ? 'button button--ghost' : 'button'} onClick={() => setRunning({ practice, from: id })} {...islandStartProps(island(practice))}>
        {t('practice.start', { name: practice.name(t) })}
      </button>
      <span className="muted bundle__length">{practice.length(t)}</span>
    </div>
  );
  /** The FAQ; on a static page an answer that names prices carries both currencies' texts for PRICE_SWAP. */
  const faq = (currency: Currency | null, locale: string) => {
    const shown = landingFaq(t, language, currency, locale);
    if (!isStatic) return shown;
    const [euros, dollars] = (['EUR', 'USD'] as const).map((zone) => landingFaq(t, language, zone, locale));
    return shown.map((entry, at) => {
      const [eur = '', usd = ''] = [euros?.[at]?.content, dollars?.[at]?.content];
      return eur === usd ? entry : { ...entry, content: <span {...byZone({ EUR: eur, USD: usd })}>{entry.content}</span> };
    });
  };
  const heroBreathing: VisitorPractice = { kind: 'breathing', name: () => t('phone.breathing.label'), technique: HERO_PRACTICES.breathing.technique, minutes: HERO_PRACTICES.breathing.minutes, length: () => '' };
  const heroMeditation: VisitorPractice = { kind: 'meditation', name: () => t('phone.meditation.label'), minutes: HERO_PRACTICES.meditation.minutes, length: () => '' };
  // Offline, the practices are the free ones that run without a connection (commercial.md §6).
  const online = useConnection((state) => state.online);

  // Back from a practice: focus returns to the button that started it, so a keyboard user is where they were.
  const returnTo = useRef<string | null>(null);
  useEffect(() => {
    if (running || !returnTo.current) return;
    document.getElementById(returnTo.current)?.focus();
    returnTo.current = null;
  }, [running]);
  const end = useCallback(() => {
    setRunning((now) => {
      returnTo.current = now?.from ?? null;
      return null;
    });
  }, []);

  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(landingStructuredData(path, landingFaq(t, language, null))).replace(/</g, '\\u003c') }} />
      <header className="landing-bar">
        <div className="landing-bar__inner">
          <Brand />
          <nav className="landing-bar__nav" aria-label={t('nav.label')}>
            <a href="#features">{t('nav.features')}</a>
            <a href="#breathing">{t('nav.techniques')}</a>
            <a href="#pricing">{t('nav.pricing')}</a>
            <a href="#faq">{t('nav.questions')}</a>
          </nav>
          <UserMenu signInLabel={chrome('header.signIn')} />
        </div>
      </header>
      {running ? (
        <main id="main" tabIndex={-1} className="page landing-runner">
          <VisitorSession practice={running.practice} onEnd={end} />
        </main>
      ) : (
        <main id="main" tabIndex={-1} className="page landing">
          <section className="landing-hero" aria-labelledby="hero-heading" data-island-scope="">
            <div className="landing-hero__text">
              <h1 id="hero-heading">{t('hero.heading')}</h1>
              <p className="tagline">{t('hero.tagline')}</p>
              <p className="row">
                <TrialButton />
              </p>
              <p className="muted landing-hero__note">{t('hero.note')}</p>
            </div>
            <PhoneMockup
              label={t('phone.breathing.label')}
              caption={t('phone.breathing.caption')}
              tryLabel={t('phone.breathing.try')}
              load={loadBreathSession}
              island={island(heroBreathing)}
              preview={
                <div className="phone__picture" aria-hidden="true">
                  <span className="phone__circle" />
                  <span className="phone__phase">{t('phone.breathing.phase')}</span>
                  <span className="muted">4-4-4-4</span>
                </div>
              }
            >
              {(done) => (
                <breath-session technique={HERO_PRACTICES.breathing.technique} minutes={HERO_PRACTICES.breathing.minutes} sound sound-base-url="/sounds/" time-scale={testTimeScale()} onsession-complete={done} onsession-stop={done} />
              )}
            </PhoneMockup>
            {isStatic ? <IslandInvite /> : null}
          </section>

          <LandingSection id="features" title={t('features.title')} tagline={t('features.tagline')}>
            <ul className="landing-grid">
              {LANDING_FEATURES.map((feature) => (
                <li key={feature} className="card card--quiet landing-feature">
                  <h3>{t(`feature.${feature}.title`)}</h3>
                  <p className="muted">{t(`feature.${feature}.text`)}</p>
                </li>
              ))}
            </ul>
          </LandingSection>

          <LandingSection id="inside" title={t('inside.title')} tagline={t('inside.tagline')}>
            <ProductShots language={language} />
          </LandingSection>

          <LandingSection id="breathing" title={t('breathing.title')} tagline={t('breathing.tagline')}>
            <ExpandableCards cards={LANDING_BREATHING} listLabel={t('breathing.title')} />
          </LandingSection>

          <LandingSection id="meditation" title={t('meditation.title')} tagline={t('meditation.tagline')}>
            <div className="landing-meditation" data-island-scope="">
              <ExpandableCards cards={LANDING_MEDITATIONS} listLabel={t('meditation.list')} />
              <PhoneMockup
                label={t('phone.meditation.label')}
                caption={t('phone.meditation.caption')}
                tryLabel={t('phone.meditation.try')}
                load={loadMeditationTimer}
                island={island(heroMeditation)}
                preview={
                  <div className="phone__picture" aria-hidden="true">
                    <span className="phone__ring">3:00</span>
                    <span className="muted">{t('phone.meditation.picture')}</span>
                  </div>
                }
              >
                {(done) => (
                  <meditation-timer minutes={HERO_PRACTICES.meditation.minutes} bells sound sound-base-url="/sounds/" time-scale={testTimeScale()} onsession-complete={done} onsession-stop={done} />
                )}
              </PhoneMockup>
              {isStatic ? <IslandInvite /> : null}
            </div>
          </LandingSection>

          {/* Offline, the free practices that run without a connection take the bundles' place (commercial.md §6); the
              prerendered page has both, and its CONNECTION_SWAP shows the one for the connection it has. */}
          <LandingSection id="offline" title={t('offline.title')} tagline={t('offline.tagline')} hidden={online} data-offline="">
            <ul className="landing-grid">
              {OFFLINE_PRACTICES.map((practice) => (
                <li key={practice.technique} className="card bundle" data-island-scope="">
                  <h3>{practice.name(t)}</h3>
                  <p className="muted">{practice.summary(t)}</p>
                  {practiceStart(practice, startId('offline', practice.technique))}
                  {isStatic ? <IslandInvite /> : null}
                </li>
              ))}
            </ul>
          </LandingSection>
          <LandingSection id="bundles" title={t('bundles.title')} tagline={t('bundles.tagline')} hidden={!online} data-online="">
            <ul className="landing-grid">
              {BUNDLES.map((bundle) => (
                <li key={bundle.id} className="card bundle" data-island-scope="">
                  <h3>{t(`bundle.${bundle.id}.title`)}</h3>
                  <p className="muted">{t(`bundle.${bundle.id}.text`)}</p>
                  {[bundle.breathing, bundle.meditation].map((practice) => practiceStart(practice, startId(bundle.id, practice.kind), practice.kind === 'meditation'))}
                  {isStatic ? <IslandInvite /> : null}
                </li>
              ))}
            </ul>
            <div className="card card--quiet landing-upgrade">
              <div>
                <h3>{t('upgrade.title')}</h3>
                <p className="muted">{t('upgrade.text')}</p>
              </div>
              <TrialButton />
            </div>
          </LandingSection>

          <PricingSection />

          <LandingSection
            id="philosophy"
            title={t('philosophy.title')}
            tagline={
              <>
                {t('philosophy.tagline')} <Link to="/philosophy">{t('philosophy.link')}</Link>
              </>
            }
          >
            <ul className="landing-grid">
              {PHILOSOPHY_POINTS.map((point) => (
                <li key={point} className="landing-point">
                  <h3>{t(`point.${point}.title`)}</h3>
                  <p className="muted">{t(`point.${point}.text`)}</p>
                </li>
              ))}
            </ul>
          </LandingSection>

          <section id="why-we-charge" className="landing-section landing-section--narrow" aria-labelledby="charge-heading">
            <h2 id="charge-heading">{t('charge.title')}</h2>
            {WHY_WE_CHARGE.map((paragraph) => (
              <p key={paragraph}>{t(paragraph)}</p>
            ))}
            <p>
              <Link to={localized('/why')}>{t('charge.link')}</Link>
            </p>
          </section>

          <section id="get-started" className="card landing-final" aria-labelledby="final-heading">
            <h2 id="final-heading">{t('final.title')}</h2>
            <p className="tagline">{t('final.tagline')}</p>
            <p>
              <TrialButton />
            </p>
          </section>

          {/* In the page itself, not behind a lazy boundary: React reveals a streamed boundary with a script, and without
              one the FAQ would stay hidden. Its questions open by themselves (<details>). */}
          <div id="faq" className="landing-section landing-section--narrow">
            <FaqSection heading={t('faq.title')} entries={(currency, locale) => faq(currency, pageLocale ?? locale)} />
          </div>
        </main>
      )}
      {running ? null : <PublicFooter />}
      {isStatic ? (
        <>
          <script dangerouslySetInnerHTML={{ __html: SESSION_STARTER }} />
          <script dangerouslySetInnerHTML={{ __html: PRICE_SWAP }} />
          <script dangerouslySetInnerHTML={{ __html: CONNECTION_SWAP }} />
        </>
      ) : null}
    </>
  );
}

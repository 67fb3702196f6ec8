import { lazy, Suspense, useEffect, useState } from 'react';
import { Brand } from '../../ui/Brand';
import { useAuthModal } from '../auth/authModalStore';
import { useAuth } from '../auth/userStore';
import { UserMenu } from '../auth/UserMenu';
import { useConnection } from '../offline/connectionStore';
import { FEATURED_PRACTICES, OFFLINE_PRACTICES, type FeaturedPractice } from './featuredPractices';
import { PublicFooter } from './PublicFooter';
import './landing.css';

const FeaturedRunner = lazy(() => import('./FeaturedRunner'));
/**
 * Radix's accordion is no part of the first screen. Prerendering waits for it, so crawlers read the answers;
 * in the browser the prerendered answers stay as they are until the visitor is known to be signed out, so a
 * signed-in user (whose home is this page only until the auth answer) does not fetch it before the first screen.
 */
let visitorSignedOut = () => {};
const signedOut = new Promise<void>((resolve) => (visitorSignedOut = resolve));
const FaqSection = lazy(async () => {
  if (!import.meta.env.SSR) await signedOut;
  return { default: (await import('../support/FaqSection')).FaqSection };
});

/**
 * The signed-out main view (core-app.md §2): header with Sign In, the mark and the tagline, and two
 * featured practices a visitor runs here and now. A visitor's sessions are neither logged nor saved; when
 * one ends (complete or stopped) the page is back as it was.
 */
export function Landing() {
  const [running, setRunning] = useState<FeaturedPractice | null>(null);
  const showAuth = useAuthModal((state) => state.show);
  const { status } = useAuth();
  // Offline, the practices are the free ones that run without a connection (commercial.md §6).
  const online = useConnection((state) => state.online);
  useEffect(() => {
    if (status === 'signedOut') visitorSignedOut();
  }, [status]);

  return (
    <>
      <header className="page masthead">
        <Brand />
        <UserMenu />
      </header>
      <main className="page landing">
        {running ? (
          <section className="landing__runner" aria-label={running.name}>
            <Suspense fallback={<p className="muted">Getting the session ready…</p>}>
              <FeaturedRunner practice={running} onEnd={() => setRunning(null)} />
            </Suspense>
          </section>
        ) : (
          <>
            <section className="landing__hero">
              <h1>Breathe. Sit. Nothing else.</h1>
              <p className="tagline">A minimalist breathing and meditation timer: calm to use, exact in its timing.</p>
              <p className="row">
                <button type="button" className="button" onClick={() => showAuth('register')}>
                  Start your 14-day free trial
                </button>
                <button type="button" className="button button--quiet" onClick={() => showAuth('login')}>
                  I have an account
                </button>
              </p>
            </section>
            <section aria-labelledby="featured-heading" className="landing__featured">
              <h2 id="featured-heading">{online ? 'Try one now' : 'Available offline'}</h2>
              <p className="muted">No account needed. Nothing is recorded.</p>
              <ul className="landing__practices">
                {(online ? FEATURED_PRACTICES : OFFLINE_PRACTICES).map((practice) => (
                  <li key={practice.id} className="card practice">
                    <h3>{practice.name}</h3>
                    <p className="muted">{practice.summary}</p>
                    <p className="practice__meta">{practice.length}</p>
                    <button type="button" className="button" onClick={() => setRunning(practice)}>
                      Start {practice.name}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
            <Suspense fallback={null}>
              <FaqSection />
            </Suspense>
          </>
        )}
      </main>
      {!running && <PublicFooter />}
    </>
  );
}

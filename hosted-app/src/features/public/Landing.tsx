import { lazy, Suspense, useEffect, useState } from 'react';
import { Brand } from '../../ui/Brand';
import { RunnerHeading } from '../../ui/RunnerHeading';
import { useAuthModal } from '../auth/authModalStore';
import { useAuth } from '../auth/userStore';
import { UserMenu } from '../auth/UserMenu';
import { FEATURED_PRACTICES, type FeaturedPractice } from './featuredPractices';
import { PublicFooter } from './PublicFooter';
import { useFocusWhenBack } from './useFocusWhenBack';
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
  // Focus goes back to the Start that opened the runner once it ends (the button is rendered again by then).
  const [startedFrom, setStartedFrom] = useState<FeaturedPractice['id'] | null>(null);
  const start = useFocusWhenBack<HTMLButtonElement>(running !== null);
  useEffect(() => {
    if (status === 'signedOut') visitorSignedOut();
  }, [status]);

  return (
    <>
      <header className="page masthead">
        <Brand />
        <UserMenu />
      </header>
      <main id="main" tabIndex={-1} className="page landing">
        {running ? (
          // Named apart from the runner's own region inside it ("Box Breathing"): two landmarks, two names.
          <section className="landing__runner" aria-label={`${running.name} session`}>
            <RunnerHeading>{`${running.name} session`}</RunnerHeading>
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
              <h2 id="featured-heading">Try one now</h2>
              <p className="muted">No account needed. Nothing is recorded.</p>
              <ul className="landing__practices">
                {FEATURED_PRACTICES.map((practice) => (
                  <li key={practice.id} className="card practice">
                    <h3>{practice.name}</h3>
                    <p className="muted">{practice.summary}</p>
                    <p className="practice__meta">{practice.length}</p>
                    <button
                      type="button"
                      className="button"
                      ref={practice.id === startedFrom ? start : undefined}
                      onClick={() => {
                        setStartedFrom(practice.id);
                        setRunning(practice);
                      }}
                    >
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

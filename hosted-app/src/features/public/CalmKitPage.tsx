import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../ui/toastStore';
import { planPricesSentence } from '../billing/planPrices';
import { useDisplayCurrency } from '../billing/useDisplayCurrency';
import { useReaderLocale } from '../billing/useReaderLocale';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';
import { downloadGuide } from './queries';
import { TrialButton } from './TrialButton';
import './landing.css';
import './publicPages.css';

/** The guide's six chapters, in its order (api/src/services/calmkit/calmkitDocument.ts). */
export const CALMKIT_TOPICS: readonly { readonly title: string; readonly text: string }[] = [
  { title: 'Breathing Techniques', text: 'The nine techniques of the app: each pattern, how to practise it, when to use it and what the evidence says.' },
  { title: 'Meditation Fundamentals', text: 'Posture, attention, the wandering mind, and the meditation styles you can choose from.' },
  { title: 'Daily Integration', text: 'Small, regular practice that fits into the day you already have.' },
  { title: 'Stress Management', text: 'What to do in the moment, before a hard day, after it, and at night.' },
  { title: 'Philosophy', text: 'Minimalist, distraction-free, evidence-based and private: what each means in practice.' },
  { title: 'Design', text: 'Why the app looks and behaves as it does, and what it leaves out.' },
];

/**
 * The free guide (commercial.md §2 "Guide page"): download or read online, the six topics, why it is free,
 * and the trial. Toasts as §8 words them.
 */
export function CalmKitPage() {
  const [busy, setBusy] = useState(false);
  const currency = useDisplayCurrency();
  const locale = useReaderLocale();
  const download = async () => {
    setBusy(true);
    try {
      await downloadGuide();
      toast({ title: 'CalmKit Downloaded', description: 'Your essential breathing and meditation guide is ready.' });
    } catch {
      toast({ title: 'Download Failed', description: 'Please try again or contact support.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PublicHeader />
      <main id="main" tabIndex={-1} className="page calmkit">
        <section className="public-page__hero calmkit__hero" aria-labelledby="calmkit-heading">
          <p className="public-page__kicker">Free guide</p>
          <h1 id="calmkit-heading">CalmKit: an essential guide to breathing and meditation</h1>
          <p className="tagline">
            Every breathing technique, the basics of sitting, and how to fit a few quiet minutes into a busy day. A PDF to keep, or read it
            online. No e-mail address asked.
          </p>
          <p className="row">
            <button type="button" className="button" disabled={busy} onClick={() => void download()}>
              {busy ? 'Generating PDF...' : 'Download PDF (Free)'}
            </button>
            <a className="button button--ghost" href="/api/calmkit/view" target="_blank" rel="noopener">
              View Online
            </a>
          </p>
        </section>

        <section className="landing-section" aria-labelledby="inside-heading">
          <h2 id="inside-heading">What is inside</h2>
          <ul className="landing-grid">
            {CALMKIT_TOPICS.map((topic) => (
              <li key={topic.title} className="card card--quiet landing-feature">
                <h3>{topic.title}</h3>
                <p className="muted">{topic.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="landing-section landing-section--narrow" aria-labelledby="free-heading">
          <h2 id="free-heading">Why it is free</h2>
          <p>
            Breathing well and sitting quietly should not be behind a paywall, and everything in the guide works without an app. If the guide helps,
            Stillpoint is the timer that guides the same techniques, keeps exact time, and stays out of the way.
          </p>
          <p className="muted">
            The guide is general information, not medical advice. Read more about <Link to="/philosophy">our philosophy</Link>.
          </p>
        </section>

        {/* data-currency appears once the price is written in the reader's currency, so after hydration (tests wait for it). */}
        <section className="card landing-final" aria-labelledby="calmkit-cta-heading" data-currency={currency ?? undefined}>
          <h2 id="calmkit-cta-heading">Try Stillpoint free for 14 days</h2>
          <p className="tagline">Then {planPricesSentence(currency, locale)}. Cancel anytime.</p>
          <p>
            <TrialButton />
          </p>
        </section>
      </main>
      <PublicFooter />
    </>
  );
}

import { planPricesSentence } from '../features/billing/planPrices';
import { LegalPage } from '../features/legal/LegalPage';
import { pageMeta } from '../lib/pageMeta';

export const meta = () => pageMeta({ title: 'Terms of Service', description: 'The terms of using Stillpoint and its subscription.', path: '/terms' });

/** commercial.md §1: not medical advice; cancel anytime from the account. */
export default function Terms() {
  return (
    <LegalPage title="Terms of Service" updated="25 November 2026">
      <h2>Not medical advice</h2>
      <p>Stillpoint guides breathing and meditation for general well-being. It is not medical advice and does not replace a doctor. Stop any exercise that makes you feel unwell.</p>
      <h2>Your trial and subscription</h2>
      <p>
        Every account starts with a free 14-day trial. A subscription costs {planPricesSentence(null)}, VAT included. Subscribing during
        the trial costs no trial day: the paid period begins when the trial ends.
      </p>
      <h2>Cancel anytime</h2>
      <p>Cancel from Subscription in your account menu. No further charges are made, and you keep full access until the end of the period you paid for.</p>
    </LegalPage>
  );
}

import { Link } from 'react-router';
import { planPricesSentence } from '../billing/planPrices';
import { SUPPORT_EMAIL } from '../public/siteAddress';
import { LegalPage } from './LegalPage';

/** /terms: not medical advice, the trial, the prices (api/src/contract/billing.ts), cancelling, your account. */
export function TermsOfService() {
  return (
    <LegalPage title="Terms of Service" updated="26 November 2026">
      <p className="lede">The plain terms of using Stillpoint. Questions: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.</p>

      <h2>Not medical advice</h2>
      <p>
        Stillpoint guides breathing and meditation for general well-being. It is not medical advice, diagnosis or treatment and does not
        replace a doctor or therapist. Stop any exercise that makes you feel unwell, dizzy or short of breath. Ask a doctor before breath holds
        or rapid breathing if you are pregnant or have a heart, lung or other medical condition, and never practise while driving or in water.
      </p>

      <h2>Your account</h2>
      <p>
        You need an account to use Stillpoint beyond the practices on the home page. Keep your password to yourself; you are responsible for
        what is done with your account. You can export your data or delete your account at any time from Profile Settings (see our{' '}
        <Link to="/privacy">privacy policy</Link>).
      </p>

      <h2>Your trial</h2>
      <p>
        Every account starts with a free 14-day trial with full access. No payment details are needed for it, and it ends on its own: nothing is
        charged unless you choose a plan.
      </p>

      <h2>Prices</h2>
      <p>
        {`A subscription costs ${planPricesSentence(null)}, VAT included; your account’s time zone decides which.`} The price is shown
        before you pay. Subscribing during the trial costs no trial day: you pay on the day you
        subscribe, and the paid period begins when the trial ends. Payments are processed by Mollie; a subscription renews automatically each month or year until you cancel.
      </p>

      <h2>Cancel anytime</h2>
      <p>
        Cancel from Subscription in your account menu. No further charges are made, and you keep full access until the end of the period you
        paid for. Deleting your account cancels a running subscription first, so nothing more is charged.
      </p>

      <h2>Fair use</h2>
      <p>
        Use Stillpoint for your own practice. Don&rsquo;t try to break or overload the service, reach other people&rsquo;s data, or resell it.
        We may close an account that does.
      </p>

      <h2>Changes and availability</h2>
      <p>
        We work to keep Stillpoint running but cannot promise it will never be interrupted. If we change these terms in a way that matters, we
        will say so here, with a new date at the top, before the change applies to you.
      </p>
    </LegalPage>
  );
}

import { Link } from 'react-router';
import { PLAN_PRICES_BOTH_CURRENCIES } from '../billing/planPrices';
import { SUPPORT_EMAIL } from '../public/siteAddress';
import { LegalPage } from './LegalPage';
import { OperatorAddress } from './OperatorAddress';

/** /terms: not medical advice, the trial, the prices (api/src/contract/billing.ts), cancelling, your account. */
export function TermsOfService() {
  return (
    <LegalPage title="Terms of Service" updated="26 November 2026">
      <p className="lede">The plain terms of using Stillpoint. Questions: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.</p>

      <h2>Who you agree with</h2>
      <p>These terms are an agreement between you and the operator of Stillpoint:</p>
      <OperatorAddress />

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
        {`A subscription costs ${PLAN_PRICES_BOTH_CURRENCIES}, VAT included; your account’s time zone decides which.`} The price is shown
        before you pay. Subscribing during the trial costs no trial day: you pay on the day you
        subscribe, and the paid period begins when the trial ends. Payments are processed by Mollie; a subscription renews automatically each month or year until you cancel.
      </p>

      <h2>Your right to withdraw</h2>
      <p>
        If you live in the European Union, you may withdraw from a subscription within 14 days of the day you take it, without giving a reason:
        write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> (or to the postal address above) that you withdraw. For a digital
        service such as this one, the law lets a shop end that right once the service has started, but only if you agreed to that start and
        confirmed that you lose the right by it; we do not ask you to, so you keep the full 14 days even while you use Stillpoint. We refund
        everything you paid for that subscription within 14 days of hearing from you, to the payment method you used, and the subscription
        ends.
      </p>

      <h2>Refunds</h2>
      <p>
        Apart from a withdrawal, a payment is not refunded for the part of a period you did not use: cancelling stops the next charges, and you
        keep access until the period ends. If we charged you by mistake, write to us and we refund it. A payment that is refunded or charged back ends the access it paid for.
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

      <h2>Ending the agreement</h2>
      <p>
        You can end it whenever you like: cancel your subscription, or delete your account in Profile Settings. We may close an account that
        breaks these terms, after telling you why where we can. If we close your account for any other reason, or stop running Stillpoint, we
        tell you at least 30 days before and refund the unused part of a period you paid for.
      </p>

      <h2>Changes and availability</h2>
      <p>
        We work to keep Stillpoint running but cannot promise it will never be interrupted. If we change these terms in a way that matters, we
        will say so here, with a new date at the top, before the change applies to you.
      </p>

      <h2>Governing law and disputes</h2>
      <p>
        These terms are governed by the law of the country where the operator named above is established. If you are a consumer living in the
        European Union, you keep the protection of the mandatory consumer law of the country where you live, and may take a dispute to the
        courts there. Please write to us first: most things are sorted out by an e-mail.
      </p>
    </LegalPage>
  );
}

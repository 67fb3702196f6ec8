import { Link } from 'react-router';
import { billingMessages } from './billingMessages';

/** Where a premium screen would be, once the trial has ended: what is kept (the saved sessions, or the streaks and progress), and the way on. */
export function PaymentRequiredNote({ what }: { readonly what: 'sessions' | 'progress' }) {
  const t = billingMessages.useMessages();
  return (
    <div className="payment-required" role="note">
      <p>{t(what === 'sessions' ? 'billing.trialOver.sessions' : 'billing.trialOver.progress')}</p>
      <Link to="/paywall" className="button button--primary">
        {t('billing.seePlans')}
      </Link>
    </div>
  );
}

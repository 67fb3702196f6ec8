import type { SubscriptionStatus } from '@stillpoint/api/contract';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/apiRequest';
import { toast } from '../../ui/toastStore';
import { Brand } from '../../ui/Brand';
import { useSubscriptionStatus } from '../auth/queries';
import { PlanButtons } from './PlanButtons';
import { billingDate, useCheckout, useFreeSession, useRestore } from './queries';
import { useExclusive } from './useExclusive';
import './billing.css';

/** What Premium holds (commercial.md §3, the in-app panel's list and the benefits this app has). */
export const PREMIUM_FEATURES = [
  'Unlimited sessions',
  'Custom breathing patterns',
  'Unlimited saved routines',
  'Personal session recommendations',
  'Your full history, streaks and progress',
  'Works offline',
  'No ads, ever',
] as const;

/** After the payment page sends the browser back: what became of the checkout, said once. */
function announceCheckout(status: SubscriptionStatus) {
  const outcome = status.lastCheckout?.status;
  if (outcome === 'paid') toast({ title: 'Welcome to Premium', description: status.currentPeriodEnd ? `Your subscription is active. The next payment is due on ${billingDate(status.currentPeriodEnd)}.` : 'Your subscription is active.' });
  else if (outcome === 'canceled' || outcome === 'failed' || outcome === 'expired') toast({ title: 'Payment Not Completed', description: 'The payment did not go through and nothing was charged. You can try again.', variant: 'destructive' });
  else toast({ title: 'Payment Processing', description: 'Your payment is being confirmed. This page updates when it is.' });
}

/** /paywall (commercial.md §2): the plans, the free session, restore, and where payments go. No deadline: offers do not expire. */
export function Paywall() {
  const status = useSubscriptionStatus();
  const checkout = useCheckout();
  const freeSession = useFreeSession();
  const { restore, isPending: restoring } = useRestore();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const returned = search.get('checkout') === 'returned';
  const [announced, setAnnounced] = useState(false);
  const [returnedAt] = useState(() => Date.now());
  const action = useExclusive();
  const busy = action.running || checkout.isPending || checkout.isSuccess || freeSession.isPending || restoring;

  // Back from the payment page: the webhook may arrive a moment later, so the status is read again until it settles.
  useEffect(() => {
    if (!returned || !status.data || announced) return;
    const outcome = status.data.lastCheckout?.status;
    if ((outcome === 'open' || outcome === 'pending') && Date.now() - returnedAt < 10_000) {
      const again = setTimeout(() => void status.refetch(), 1500);
      return () => clearTimeout(again);
    }
    announceCheckout(status.data);
    setAnnounced(true);
    setSearch({}, { replace: true });
  }, [returned, status, announced, returnedAt, setSearch]);

  const tryFree = async () => {
    try {
      await freeSession.mutateAsync();
      toast({ title: 'Free Trial Started', description: 'Enjoy one full session on us.' });
      void navigate('/');
    } catch (error) {
      toast({ title: 'Free Session Used', description: error instanceof ApiError ? error.serverMessage : 'Could not start the free session', variant: 'destructive' });
    }
  };

  const subscribed = status.data?.status === 'active' && status.data.isSubscribed;
  return (
    <main className="paywall" aria-busy={busy}>
      <header className="paywall__header">
        <Link to="/" className="brand-link" aria-label="Stillpoint, home">
          <Brand />
        </Link>
      </header>
      <section className="paywall__card" aria-labelledby="paywall-heading">
        <h1 id="paywall-heading">Stillpoint Premium</h1>
        <p className="paywall__lead">Calm that fits your day, every day.</p>
        <ul className="premium-list">
          {PREMIUM_FEATURES.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        {status.isPending && <p className="muted" role="status">Loading your plan…</p>}
        {subscribed ? (
          <p className="paywall__subscribed" role="status">
            You are subscribed{status.data?.currentPeriodEnd ? `: the next payment is due on ${billingDate(status.data.currentPeriodEnd)}` : ''}.
          </p>
        ) : (
          status.data && <PlanButtons currency={status.data.currency} busy={busy} onChoose={(plan) => action.run(() => checkout.mutateAsync(plan))} />
        )}
        <p className="paywall__trial">
          Every account starts with a free 14-day trial. Subscribe during it and your paid time begins when the trial ends: you lose no trial day.
        </p>
        <div className="paywall__secondary">
          {status.data && !subscribed && !status.data.freeSession.used && (
            <button type="button" className="button button--quiet" disabled={busy} onClick={() => action.run(tryFree)}>
              Try one session for free
            </button>
          )}
          <button type="button" className="button button--quiet" disabled={busy} onClick={() => action.run(() => restore().then((found) => found && navigate('/')))}>
            Restore Purchases
          </button>
        </div>
        <p className="paywall__provider muted">
          Payments are processed securely by Mollie, our payment provider; Stillpoint never sees your card or bank details. Prices include VAT. Cancel anytime from your account.
        </p>
        <p className="paywall__legal">
          <Link to="/privacy">Privacy Policy</Link>
          <span aria-hidden="true"> · </span>
          <Link to="/terms">Terms of Service</Link>
        </p>
      </section>
    </main>
  );
}

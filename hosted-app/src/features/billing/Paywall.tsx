import type { SubscriptionStatus } from '@stillpoint/api/contract';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/apiRequest';
import { toast } from '../../ui/toastStore';
import { Brand } from '../../ui/Brand';
import { useSubscriptionStatus } from '../auth/queries';
import { PlanButtons } from './PlanButtons';
import { paywallState } from './paywallState';
import { billingDate, canResume, useCheckout, useFreeSession, useRestore, useResume } from './queries';
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

/** How long the status is read again after the payment page sends the browser back, waiting for the webhook. */
const CHECKOUT_SETTLE_MS = 10_000;
const CHECKOUT_POLL_MS = 1500;

const stillOpen = (status: SubscriptionStatus | undefined) => status?.lastCheckout?.status === 'open' || status?.lastCheckout?.status === 'pending';

/**
 * After the payment page sends the browser back: what became of the checkout, said once. Paid: a welcome, and on
 * into the app (nothing is left to do here). Cancelled or let expire by the customer: a quiet note, not an error.
 * A payment that failed says so. Still unsettled after the wait: it is being confirmed.
 */
function checkoutOutcome(status: SubscriptionStatus): { paid: boolean; note?: string } {
  const outcome = status.lastCheckout?.status;
  if (outcome === 'paid') {
    toast({ title: 'Welcome to Premium', description: status.currentPeriodEnd ? `Your subscription is active. The next payment is due on ${billingDate(status.currentPeriodEnd)}.` : 'Your subscription is active.' });
    return { paid: true };
  }
  if (outcome === 'canceled') return { paid: false, note: 'Checkout canceled. Nothing was charged; choose a plan whenever you like.' };
  if (outcome === 'expired') return { paid: false, note: 'The checkout expired. Nothing was charged; choose a plan whenever you like.' };
  if (outcome === 'failed') toast({ title: 'Payment Not Completed', description: 'The payment did not go through and nothing was charged. You can try again.', variant: 'destructive' });
  else toast({ title: 'Payment Processing', description: 'Your payment is being confirmed. This page updates when it is.' });
  return { paid: false };
}

/** /paywall (commercial.md §2): the plans, the free session, restore, and where payments go. No deadline: offers do not expire. */
export function Paywall() {
  const [search, setSearch] = useSearchParams();
  const returned = search.get('checkout') === 'returned';
  const [returnedAt] = useState(() => Date.now());
  // Back from the payment page: the webhook may arrive a moment later, so the status is read again while the checkout is open.
  const status = useSubscriptionStatus({
    refetchInterval: (query) => (returned && stillOpen(query.state.data) && query.state.dataUpdatedAt - returnedAt < CHECKOUT_SETTLE_MS ? CHECKOUT_POLL_MS : false),
  });
  const checkout = useCheckout();
  const freeSession = useFreeSession();
  const { restore, isPending: restoring } = useRestore();
  const { resume, isPending: resuming } = useResume();
  const navigate = useNavigate();
  const [note, setNote] = useState<string | null>(null);
  const announced = useRef(false);
  const action = useExclusive();
  const busy = action.running || checkout.isPending || checkout.isSuccess || freeSession.isPending || restoring || resuming;

  // Said once, when the checkout has settled, or when the last read of the wait (the first one after it) still finds it open.
  const settled = status.data !== undefined && (!stillOpen(status.data) || status.dataUpdatedAt - returnedAt >= CHECKOUT_SETTLE_MS);
  useEffect(() => {
    if (!returned || !settled || !status.data || announced.current) return;
    announced.current = true;
    const outcome = checkoutOutcome(status.data);
    setNote(outcome.note ?? null);
    if (outcome.paid) void navigate('/', { replace: true });
    else setSearch({}, { replace: true });
  }, [returned, settled, status.data, navigate, setSearch]);

  // Offered only to a user without access (paywallState): during a trial everything is open already.
  const tryFree = async () => {
    try {
      await freeSession.mutateAsync();
      toast({ title: 'Free Session Started', description: 'You have full access for the next hour: enjoy one full session.' });
      void navigate('/');
    } catch (error) {
      toast({ title: 'Free Session Used', description: error instanceof ApiError ? error.serverMessage : 'Could not start the free session', variant: 'destructive' });
    }
  };

  const subscribed = status.data?.status === 'active' && status.data.isSubscribed;
  const state = status.data ? paywallState(status.data) : null;
  return (
    <main id="main" tabIndex={-1} className="paywall" aria-busy={busy}>
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
        {note && (
          <p className="paywall__note" role="status">
            {note}
          </p>
        )}
        {status.data && canResume(status.data) && (
          <div className="paywall__resume">
            <p>
              Your subscription is canceled{status.data.currentPeriodEnd ? `: you keep full access until ${billingDate(status.data.currentPeriodEnd)}` : ''}. Resume it and nothing is charged before then.
            </p>
            <button type="button" className="button button--primary" disabled={busy} onClick={() => action.run(resume)}>
              Resume subscription
            </button>
          </div>
        )}
        {subscribed ? (
          <p className="paywall__subscribed" role="status">
            You are subscribed{status.data?.currentPeriodEnd ? `: the next payment is due on ${billingDate(status.data.currentPeriodEnd)}` : ''}.
          </p>
        ) : (
          status.data && <PlanButtons currency={status.data.currency} busy={busy} onChoose={(plan) => action.run(() => checkout.mutateAsync(plan))} />
        )}
        {state?.note && <p className="paywall__trial">{state.note}</p>}
        {state?.onward && (
          <p className="paywall__onward">
            <Link to="/app" className="button button--ghost">
              {state.onward}
            </Link>
          </p>
        )}
        <div className="paywall__secondary">
          {state?.freeSession && (
            <button type="button" className="button button--quiet" disabled={busy} onClick={() => action.run(tryFree)}>
              Try one session for free
            </button>
          )}
          <button type="button" className="button button--quiet" disabled={busy} onClick={() => action.run(() => restore().then((found) => found === 'active' && navigate('/')))}>
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

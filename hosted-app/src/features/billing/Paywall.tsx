import type { SubscriptionStatus } from '@stillpoint/api/contract';
import { useDocumentLanguage } from '../../i18n/useDocumentLanguage';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { apiErrorText } from '../../lib/apiErrorText';
import { toast } from '../../ui/toastStore';
import { Brand } from '../../ui/Brand';
import { useSubscriptionStatus } from '../auth/queries';
import { billingMessages } from './billingMessages';
import type { BillingMessageKey } from './messages/en';
import { PlanButtons } from './PlanButtons';
import { paywallState } from './paywallState';
import { billingDate, canResume, useCheckout, useFreeSession, useRestore, useResume } from './queries';
import { useExclusive } from './useExclusive';
import './billing.css';

/** What Premium holds (commercial.md §3, the in-app panel's list and the benefits this app has). */
export const PREMIUM_FEATURES = [
  'billing.feature.sessions',
  'billing.feature.patterns',
  'billing.feature.routines',
  'billing.feature.recommendations',
  'billing.feature.history',
  'billing.feature.offline',
  'billing.feature.noAds',
] as const satisfies readonly BillingMessageKey[];

const t = billingMessages.text;

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
    toast({ title: t('billing.welcome'), description: status.currentPeriodEnd ? t('billing.activeNext', { date: billingDate(status.currentPeriodEnd) }) : t('billing.active') });
    return { paid: true };
  }
  if (outcome === 'canceled') return { paid: false, note: t('billing.checkoutCanceled') };
  if (outcome === 'expired') return { paid: false, note: t('billing.checkoutExpired') };
  if (outcome === 'failed') toast({ title: t('billing.paymentFailed'), description: t('billing.paymentFailedDetail'), variant: 'destructive' });
  else toast({ title: t('billing.processing'), description: t('billing.processingDetail') });
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
  const words = billingMessages.useMessages();
  // Off the shell: the page says its language itself.
  useDocumentLanguage();
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
      toast({ title: t('billing.freeStarted'), description: t('billing.freeStartedDetail') });
      void navigate('/');
    } catch (error) {
      toast({ title: t('billing.freeUsed'), description: apiErrorText(error, t('billing.freeFailed')), variant: 'destructive' });
    }
  };

  const subscribed = status.data?.status === 'active' && status.data.isSubscribed;
  const state = status.data ? paywallState(status.data) : null;
  return (
    <main id="main" tabIndex={-1} className="paywall" aria-busy={busy}>
      <header className="paywall__header">
        <Link to="/" className="brand-link" aria-label={words('billing.homeLink')}>
          <Brand />
        </Link>
      </header>
      <section className="paywall__card" aria-labelledby="paywall-heading">
        <h1 id="paywall-heading">{words('billing.premium')}</h1>
        <p className="paywall__lead">{words('billing.lead')}</p>
        <ul className="premium-list">
          {PREMIUM_FEATURES.map((feature) => (
            <li key={feature}>{words(feature)}</li>
          ))}
        </ul>
        {status.isPending && (
          <p className="muted" role="status">
            {words('billing.loadingPlan')}
          </p>
        )}
        {note && (
          <p className="paywall__note" role="status">
            {note}
          </p>
        )}
        {status.data && canResume(status.data) && (
          <div className="paywall__resume">
            <p>{status.data.currentPeriodEnd ? words('billing.canceledUntil', { date: billingDate(status.data.currentPeriodEnd) }) : words('billing.canceledNoDate')}</p>
            <button type="button" className="button button--primary" disabled={busy} onClick={() => action.run(resume)}>
              {words('billing.resume')}
            </button>
          </div>
        )}
        {subscribed ? (
          <p className="paywall__subscribed" role="status">
            {status.data?.currentPeriodEnd ? words('billing.subscribedUntil', { date: billingDate(status.data.currentPeriodEnd) }) : words('billing.subscribed')}
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
              {words('billing.tryFree')}
            </button>
          )}
          <button type="button" className="button button--quiet" disabled={busy} onClick={() => action.run(() => restore().then((found) => found === 'active' && navigate('/')))}>
            {words('billing.restore')}
          </button>
        </div>
        <p className="paywall__provider muted">
          {words('billing.provider')}
        </p>
        <p className="paywall__legal">
          <Link to="/privacy">{words('billing.privacy')}</Link>
          <span aria-hidden="true"> · </span>
          <Link to="/terms">{words('billing.terms')}</Link>
        </p>
      </section>
    </main>
  );
}

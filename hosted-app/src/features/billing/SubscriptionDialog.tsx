import type { SubscriptionStatus } from '@stillpoint/api/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AppDialogProps } from '../../lib/AppDialogsHost';
import { Dialog } from '../../ui/Dialog';
import { toast } from '../../ui/toastStore';
import { useSubscriptionStatus } from '../auth/queries';
import { billingDate, canResume, useCancelSubscription, useRestore, useResume } from './queries';
import { useExclusive } from './useExclusive';
import './billing.css';

const PLAN_NAMES = { monthly: 'Monthly', yearly: 'Yearly' } as const;

/** The subscription status in words, for each state the API answers (commercial.md §4). */
export function statusInWords(status: SubscriptionStatus): { title: string; detail: string } {
  if (status.isDeveloperAccount) return { title: 'Developer account', detail: 'Unlimited access, without billing.' };
  if (status.status === 'active') return { title: 'Subscribed', detail: status.currentPeriodEnd ? `Next charge on ${billingDate(status.currentPeriodEnd)}.` : 'Your subscription is active.' };
  if (status.status === 'canceled') return { title: 'Canceled', detail: status.currentPeriodEnd ? `No further charges. You keep full access until ${billingDate(status.currentPeriodEnd)}.` : 'Your subscription is canceled.' };
  if (status.status === 'expired') return { title: 'Subscription ended', detail: status.currentPeriodEnd ? `Your subscription ended on ${billingDate(status.currentPeriodEnd)}.` : 'Your subscription has ended.' };
  if (status.isTrialActive) return { title: 'Free trial', detail: `Your free trial runs until ${billingDate(status.trialEndsAt)}.` };
  return { title: 'Trial ended', detail: `Your free trial ended on ${billingDate(status.trialEndsAt)}.` };
}

/** The subscription settings: where the account stands, and what can be done about it. */
export default function SubscriptionDialog({ open, onOpenChange }: AppDialogProps) {
  const status = useSubscriptionStatus();
  const cancel = useCancelSubscription();
  const { restore, isPending: restoring } = useRestore();
  const { resume, isPending: resuming } = useResume();
  const [confirming, setConfirming] = useState(false);
  const data = status.data;
  const words = data ? statusInWords(data) : null;
  const action = useExclusive();
  const busy = action.running || cancel.isPending || restoring || resuming;
  const lapsed = data ? !data.hasAccess : false;

  const cancelNow = async () => {
    try {
      const after = await cancel.mutateAsync();
      setConfirming(false);
      toast({ title: 'Subscription Canceled', description: after.currentPeriodEnd ? `You keep full access until ${billingDate(after.currentPeriodEnd)}.` : 'No further charges will be made.' });
    } catch {
      toast({ title: 'Cancel Failed', description: 'Could not cancel your subscription. Please try again.', variant: 'destructive' });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setConfirming(false);
        onOpenChange(next);
      }}
      title="Subscription"
      description="Where your account stands."
    >
      {status.isPending && <p className="muted" role="status">Loading…</p>}
      {status.isError && <p role="alert">Your subscription could not be loaded. Please try again later.</p>}
      {data && words && (
        <div className="stack subscription">
          <p className="badge">{words.title}</p>
          <p>{words.detail}</p>
          {data.plan && !data.isDeveloperAccount && data.status !== 'trial' && (
            <dl className="subscription__facts">
              <dt>Plan</dt>
              <dd>{PLAN_NAMES[data.plan]}</dd>
              {data.isTrialActive && (
                <>
                  <dt>Free trial until</dt>
                  <dd>{billingDate(data.trialEndsAt)}</dd>
                </>
              )}
            </dl>
          )}
          {confirming ? (
            <div className="subscription__confirm" role="group" aria-labelledby="cancel-confirm">
              <p id="cancel-confirm">
                Cancel your subscription? No further charges will be made, and you keep full access until {data.currentPeriodEnd ? billingDate(data.currentPeriodEnd) : 'the end of the period you paid for'}.
              </p>
              <div className="dialog__actions">
                <button type="button" className="button button--quiet" disabled={busy} onClick={() => setConfirming(false)}>
                  Keep subscription
                </button>
                <button type="button" className="button button--danger" disabled={busy} onClick={() => action.run(cancelNow)}>
                  Cancel subscription
                </button>
              </div>
            </div>
          ) : (
            <div className="dialog__actions subscription__actions">
              {(lapsed || data.status === 'trial' || data.status === 'expired') && !data.isDeveloperAccount && (
                <Link to="/paywall" className="button button--primary" onClick={() => onOpenChange(false)}>
                  Subscribe
                </Link>
              )}
              {data.status === 'active' && !data.isDeveloperAccount && (
                <button type="button" className="button button--quiet" disabled={busy} onClick={() => setConfirming(true)}>
                  Cancel subscription
                </button>
              )}
              {/* Cancelling is not one-way: while the paid time runs, the subscription can go on (no charge before it ends). */}
              {canResume(data) && (
                <button type="button" className="button button--primary" disabled={busy} onClick={() => action.run(resume)}>
                  Resume subscription
                </button>
              )}
              {!data.isDeveloperAccount && (
                <button type="button" className="button button--quiet" disabled={busy} onClick={() => action.run(restore)}>
                  Restore Purchases
                </button>
              )}
            </div>
          )}
          {data.provider === 'local' && data.plan && (
            <p className="muted subscription__local">
              Local payments (no money moves): <a href="/api/billing/local/console">charge or fail the next renewal</a>.
            </p>
          )}
        </div>
      )}
    </Dialog>
  );
}

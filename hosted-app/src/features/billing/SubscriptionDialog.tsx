import type { SubscriptionStatus } from '@stillpoint/api/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AppDialogProps } from '../../lib/AppDialogsHost';
import { Dialog } from '../../ui/Dialog';
import { toast } from '../../ui/toastStore';
import { useSubscriptionStatus } from '../auth/queries';
import { billingDate, canResume, useCancelSubscription, useRestore, useResume } from './queries';
import { useExclusive } from './useExclusive';
import { billingMessages } from './billingMessages';
import { useMessages } from '../../i18n/useMessages';
import './billing.css';

const PLAN_NAMES = { monthly: 'billing.monthly', yearly: 'billing.yearly' } as const;

const t = billingMessages.text;

/** The subscription status in words, for each state the API answers (commercial.md §4), in the app's language now. */
export function statusInWords(status: SubscriptionStatus): { title: string; detail: string } {
  const end = status.currentPeriodEnd && billingDate(status.currentPeriodEnd);
  if (status.isDeveloperAccount) return { title: t('billing.status.developer'), detail: t('billing.status.developerDetail') };
  if (status.status === 'active') return { title: t('billing.status.active'), detail: end ? t('billing.status.nextCharge', { date: end }) : t('billing.active') };
  if (status.status === 'canceled') return { title: t('billing.status.canceled'), detail: end ? t('billing.status.canceledUntil', { date: end }) : t('billing.status.canceledDetail') };
  if (status.status === 'expired') return { title: t('billing.status.expired'), detail: end ? t('billing.status.expiredOn', { date: end }) : t('billing.status.expiredDetail') };
  if (status.isTrialActive) return { title: t('billing.status.trial'), detail: t('billing.status.trialUntil', { date: billingDate(status.trialEndsAt) }) };
  return { title: t('billing.status.trialEnded'), detail: t('billing.status.trialEndedOn', { date: billingDate(status.trialEndsAt) }) };
}

/** The subscription settings: where the account stands, and what can be done about it. */
export default function SubscriptionDialog({ open, onOpenChange }: AppDialogProps) {
  const status = useSubscriptionStatus();
  const cancel = useCancelSubscription();
  const { restore, isPending: restoring } = useRestore();
  const { resume, isPending: resuming } = useResume();
  const [confirming, setConfirming] = useState(false);
  const words = billingMessages.useMessages();
  const core = useMessages();
  const data = status.data;
  const standing = data ? statusInWords(data) : null;
  const action = useExclusive();
  const busy = action.running || cancel.isPending || restoring || resuming;
  const lapsed = data ? !data.hasAccess : false;

  const cancelNow = async () => {
    try {
      const after = await cancel.mutateAsync();
      setConfirming(false);
      toast({ title: t('billing.canceledToast'), description: after.currentPeriodEnd ? t('billing.keepAccessUntil', { date: billingDate(after.currentPeriodEnd) }) : t('billing.noFurtherCharges') });
    } catch {
      toast({ title: t('billing.cancelFailed'), description: t('billing.cancelFailedDetail'), variant: 'destructive' });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setConfirming(false);
        onOpenChange(next);
      }}
      title={words('billing.subscription')}
      description={words('billing.whereYouStand')}
    >
      {status.isPending && (
        <p className="muted" role="status">
          {core('common.loading')}
        </p>
      )}
      {status.isError && <p role="alert">{words('billing.loadFailed')}</p>}
      {data && standing && (
        <div className="stack subscription">
          <p className="badge">{standing.title}</p>
          <p>{standing.detail}</p>
          {data.plan && !data.isDeveloperAccount && data.status !== 'trial' && (
            <dl className="subscription__facts">
              <dt>{words('billing.plan')}</dt>
              <dd>{words(PLAN_NAMES[data.plan])}</dd>
              {data.isTrialActive && (
                <>
                  <dt>{words('billing.trialUntil')}</dt>
                  <dd>{billingDate(data.trialEndsAt)}</dd>
                </>
              )}
            </dl>
          )}
          {confirming ? (
            <div className="subscription__confirm" role="group" aria-labelledby="cancel-confirm">
              <p id="cancel-confirm">
                {data.currentPeriodEnd ? words('billing.cancelAsk', { date: billingDate(data.currentPeriodEnd) }) : words('billing.cancelAskNoDate')}
              </p>
              <div className="dialog__actions">
                <button type="button" className="button button--quiet" disabled={busy} onClick={() => setConfirming(false)}>
                  {words('billing.keep')}
                </button>
                <button type="button" className="button button--danger" disabled={busy} onClick={() => action.run(cancelNow)}>
                  {words('billing.cancel')}
                </button>
              </div>
            </div>
          ) : (
            <div className="dialog__actions subscription__actions">
              {(lapsed || data.status === 'trial' || data.status === 'expired') && !data.isDeveloperAccount && (
                <Link to="/paywall" className="button button--primary" onClick={() => onOpenChange(false)}>
                  {words('billing.subscribe')}
                </Link>
              )}
              {data.status === 'active' && !data.isDeveloperAccount && (
                <button type="button" className="button button--quiet" disabled={busy} onClick={() => setConfirming(true)}>
                  {words('billing.cancel')}
                </button>
              )}
              {/* Cancelling is not one-way: while the paid time runs, the subscription can go on (no charge before it ends). */}
              {canResume(data) && (
                <button type="button" className="button button--primary" disabled={busy} onClick={() => action.run(resume)}>
                  {words('billing.resume')}
                </button>
              )}
              {!data.isDeveloperAccount && (
                <button type="button" className="button button--quiet" disabled={busy} onClick={() => action.run(restore)}>
                  {words('billing.restore')}
                </button>
              )}
            </div>
          )}
          {data.provider === 'local' && data.plan && (
            <p className="muted subscription__local">
              {words('billing.local')} <a href="/api/billing/local/console">{words('billing.localLink')}</a>.
            </p>
          )}
        </div>
      )}
    </Dialog>
  );
}

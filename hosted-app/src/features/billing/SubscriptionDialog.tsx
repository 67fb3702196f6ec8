import type { SubscriptionStatus } from '@stillpoint/api/contract';
import type { AppDialogProps } from '../../lib/AppDialogsHost';
import { Dialog } from '../../ui/Dialog';
import { useSubscriptionStatus } from '../auth/queries';

const dateText = (iso: string) => new Date(iso).toLocaleDateString('en', { day: 'numeric', month: 'long', year: 'numeric' });

/** The subscription status in words, for each state the API answers. */
export function statusInWords(status: SubscriptionStatus): { title: string; detail: string } {
  if (status.isDeveloperAccount) return { title: 'Developer account', detail: 'Unlimited access, without billing.' };
  if (status.status === 'active') return { title: 'Subscribed', detail: status.currentPeriodEnd ? `Renews on ${dateText(status.currentPeriodEnd)}.` : 'Your subscription is active.' };
  if (status.status === 'canceled') return { title: 'Canceled', detail: status.currentPeriodEnd ? `You keep full access until ${dateText(status.currentPeriodEnd)}.` : 'Your subscription is canceled.' };
  if (status.isTrialActive) return { title: 'Free trial', detail: `Your free trial runs until ${dateText(status.trialEndsAt)}.` };
  if (status.status === 'trial') return { title: 'Trial ended', detail: `Your free trial ended on ${dateText(status.trialEndsAt)}.` };
  return { title: 'No subscription', detail: `Your free trial ended on ${dateText(status.trialEndsAt)}.` };
}

/** The subscription settings: where the account stands. */
export default function SubscriptionDialog({ open, onOpenChange }: AppDialogProps) {
  const status = useSubscriptionStatus();
  const words = status.data ? statusInWords(status.data) : null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Subscription" description="Where your account stands.">
      {status.isPending && <p className="muted" role="status">Loading…</p>}
      {status.isError && <p role="alert">Your subscription could not be loaded. Please try again later.</p>}
      {words && (
        <div className="stack">
          <p className="badge">{words.title}</p>
          <p>{words.detail}</p>
        </div>
      )}
    </Dialog>
  );
}

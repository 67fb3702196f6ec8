import type { AppDialogProps } from '../../lib/AppDialogsHost';
import { Dialog } from '../../ui/Dialog';
import { useSubscriptionStatus } from '../auth/queries';
import { PlanButtons } from './PlanButtons';
import { useCheckout } from './queries';
import { useDisplayCurrency } from './useDisplayCurrency';
import { useExclusive } from './useExclusive';
import './billing.css';
import { billingMessages } from './billingMessages';

// The dialog opens in the reader's language, not in English until the billing words arrive: it waits for them (a lazy dialog).
await billingMessages.ready();

/** The payment modal, 1 s after "Account created!" (commercial.md §9): the trial has begun; subscribe now or decide later. */
export default function PaymentDialog({ open, onOpenChange }: AppDialogProps) {
  const status = useSubscriptionStatus();
  const t = billingMessages.useMessages();
  const checkout = useCheckout();
  const action = useExclusive();
  // The API's currency once its status is in; until then the same rule on the same zone (the user's), so nothing flips.
  const userCurrency = useDisplayCurrency();
  const currency = status.data?.currency ?? userCurrency;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('payment.title')}
      description={t('payment.description')}
    >
      {currency && (
        <PlanButtons currency={currency} busy={action.running || checkout.isPending || checkout.isSuccess} onChoose={(plan) => action.run(() => checkout.mutateAsync(plan))} />
      )}
      <p className="muted payment-note">{t('payment.note')}</p>
      <div className="dialog__actions">
        <button type="button" className="button button--quiet" onClick={() => onOpenChange(false)}>
          {t('payment.later')}
        </button>
      </div>
    </Dialog>
  );
}

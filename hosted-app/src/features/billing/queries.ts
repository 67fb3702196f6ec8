import type { CheckoutAnswer, Plan, SubscriptionStatus } from '@stillpoint/api/contract';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiJson } from '../../lib/apiRequest';
import { apiErrorText } from '../../lib/apiErrorText';
import { intlLocale, useAppLocaleStore } from '../../i18n/appLocaleStore';
import { regionalTag } from '../../i18n/useMessages';
import { queryClient } from '../../lib/queryClient';
import { queryKeys } from '../../lib/queryKeys';
import { toast } from '../../ui/toastStore';
import { billingMessages } from './billingMessages';

const t = billingMessages.text;

/**
 * A date as the billing screens write it, in the app's language as the browser writes it: "24 March 2027" under
 * en-GB, "March 24, 2027" under en-US, "24. März 2027" in German.
 */
export const billingDate = (iso: string) =>
  new Date(iso).toLocaleDateString(regionalTag(intlLocale(useAppLocaleStore.getState().locale)), { day: 'numeric', month: 'long', year: 'numeric' });

/** POST /api/mollie/create-checkout, then the browser goes to the payment page (commercial.md §7). */
export function useCheckout() {
  return useMutation(
    {
      mutationFn: (plan: Plan) => apiJson<CheckoutAnswer>('POST', '/api/mollie/create-checkout', { plan }),
      onSuccess: ({ checkoutUrl }) => window.location.assign(checkoutUrl),
      onError: () => toast({ title: t('billing.checkoutFailed'), description: t('billing.checkoutFailedDetail'), variant: 'destructive' }),
    },
    queryClient,
  );
}

/** The subscription calls answer the new status: the cached one is replaced at once. */
function useStatusMutation(path: string) {
  return useMutation(
    {
      mutationFn: () => apiJson<SubscriptionStatus>('POST', path),
      onSuccess: (status) => queryClient.setQueryData(queryKeys.subscription, status),
    },
    queryClient,
  );
}

/** What restore found: a running subscription, a cancelled one whose paid time runs on, or nothing. */
export type RestoreFinding = 'active' | 'canceled' | null;

/**
 * "Restore Purchases" (commercial.md §7, §8): found, not found, or the call failed. A cancelled subscription
 * still in its period is found too, and said to be (the spec's "No Subscription Found" told someone with months
 * of access they had nothing): it can be resumed. Answers what was found.
 */
export function useRestore() {
  const mutation = useStatusMutation('/api/subscription/restore');
  const restore = async (): Promise<RestoreFinding> => {
    try {
      const status = await mutation.mutateAsync();
      if (status.status === 'canceled') {
        toast({
          title: t('billing.canceledFound'),
          description: status.currentPeriodEnd ? t('billing.canceledFoundUntil', { date: billingDate(status.currentPeriodEnd) }) : t('billing.canceledFoundDetail'),
        });
        return 'canceled';
      }
      toast({ title: t('billing.found'), description: t('billing.foundDetail') });
      return 'active';
    } catch (error) {
      if (error instanceof ApiError) toast({ title: t('billing.notFound'), description: t('billing.notFoundDetail'), variant: 'destructive' });
      else toast({ title: t('billing.restoreFailed'), description: t('billing.restoreFailedDetail'), variant: 'destructive' });
      return null;
    }
  };
  return { restore, isPending: mutation.isPending };
}

/** "Resume subscription": a cancelled subscription still in its period goes on; the next payment falls when the paid time ends. */
export function useResume() {
  const mutation = useStatusMutation('/api/subscription/resume');
  const resume = async (): Promise<boolean> => {
    try {
      const status = await mutation.mutateAsync();
      toast({ title: t('billing.resumed'), description: status.currentPeriodEnd ? t('billing.resumedNext', { date: billingDate(status.currentPeriodEnd) }) : t('billing.resumedDetail') });
      return true;
    } catch (error) {
      toast({ title: t('billing.resumeFailed'), description: apiErrorText(error, t('billing.resumeFailedDetail')), variant: 'destructive' });
      return false;
    }
  };
  return { resume, isPending: mutation.isPending };
}

/** A cancelled subscription whose paid time has not run out: it can be resumed. */
export const canResume = (status: SubscriptionStatus, now = Date.now()) =>
  status.status === 'canceled' && !status.isDeveloperAccount && status.currentPeriodEnd !== null && new Date(status.currentPeriodEnd).getTime() > now;

export const useCancelSubscription = () => useStatusMutation('/api/subscription/cancel');
export const useFreeSession = () => useStatusMutation('/api/subscription/free-session');

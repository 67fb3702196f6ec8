import type { CheckoutAnswer, Plan, SubscriptionStatus } from '@stillpoint/api/contract';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiJson } from '../../lib/apiRequest';
import { queryClient } from '../../lib/queryClient';
import { queryKeys } from '../../lib/queryKeys';
import { toast } from '../../ui/toastStore';

/** A date as the billing screens write it, in the browser's locale: "24 March 2027" under en-GB, "March 24, 2027" under en-US. */
export const billingDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });

/** POST /api/mollie/create-checkout, then the browser goes to the payment page (commercial.md §7). */
export function useCheckout() {
  return useMutation(
    {
      mutationFn: (plan: Plan) => apiJson<CheckoutAnswer>('POST', '/api/mollie/create-checkout', { plan }),
      onSuccess: ({ checkoutUrl }) => window.location.assign(checkoutUrl),
      onError: () => toast({ title: 'Subscription Failed', description: 'Could not start subscription process', variant: 'destructive' }),
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
          title: 'Canceled Subscription Found',
          description: status.currentPeriodEnd ? `You keep full access until ${billingDate(status.currentPeriodEnd)}. Resume it to keep it going after that.` : 'Resume it to keep it going.',
        });
        return 'canceled';
      }
      toast({ title: 'Subscription Found', description: 'Your subscription is active' });
      return 'active';
    } catch (error) {
      if (error instanceof ApiError) toast({ title: 'No Subscription Found', description: 'No active subscription to restore', variant: 'destructive' });
      else toast({ title: 'Restore Failed', description: 'Could not restore purchases', variant: 'destructive' });
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
      toast({ title: 'Subscription Resumed', description: status.currentPeriodEnd ? `Nothing is charged now. The next payment is due on ${billingDate(status.currentPeriodEnd)}.` : 'Your subscription is active again.' });
      return true;
    } catch (error) {
      toast({ title: 'Resume Failed', description: error instanceof ApiError ? error.serverMessage : 'Could not resume your subscription. Please try again.', variant: 'destructive' });
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

import type { CheckoutAnswer, Plan, SubscriptionStatus } from '@stillpoint/api/contract';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiJson } from '../../lib/apiRequest';
import { queryClient } from '../../lib/queryClient';
import { queryKeys } from '../../lib/queryKeys';
import { toast } from '../../ui/toastStore';

/** A date as the billing screens write it: "24 March 2027". */
export const billingDate = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

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

/** "Restore Purchases" (commercial.md §7, §8): found, not found, or the call failed. Answers whether one was found. */
export function useRestore() {
  const mutation = useStatusMutation('/api/subscription/restore');
  const restore = async (): Promise<boolean> => {
    try {
      await mutation.mutateAsync();
      toast({ title: 'Subscription Found', description: 'Your subscription is active' });
      return true;
    } catch (error) {
      if (error instanceof ApiError) toast({ title: 'No Subscription Found', description: 'No active subscription to restore', variant: 'destructive' });
      else toast({ title: 'Restore Failed', description: 'Could not restore purchases', variant: 'destructive' });
      return false;
    }
  };
  return { restore, isPending: mutation.isPending };
}

export const useCancelSubscription = () => useStatusMutation('/api/subscription/cancel');
export const useFreeSession = () => useStatusMutation('/api/subscription/free-session');

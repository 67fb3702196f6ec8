import { ApiError } from './apiRequest';
import { toast } from '../ui/toastStore';

/** The API's 402: the trial has ended and nothing pays for the call. */
export const isPaymentRequired = (error: unknown): boolean => error instanceof ApiError && error.status === 402;

/**
 * A 402 from a premium call (saving, renaming): say why in the server's words and offer the way on, the
 * paywall. Answers whether it was one, like reloginOnUnauthorized.
 */
export function upgradeOnPaymentRequired(error: unknown): boolean {
  if (!isPaymentRequired(error)) return false;
  toast({ title: 'Subscription Needed', description: (error as ApiError).serverMessage, variant: 'destructive', action: { label: 'See plans', to: '/paywall' } });
  return true;
}

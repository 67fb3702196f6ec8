import { ApiError } from './apiRequest';
import { toast } from '../ui/toastStore';
import { apiText } from './apiErrorText';
import { appMessages } from './appMessages';

/** The API's 402: the trial has ended and nothing pays for the call. */
export const isPaymentRequired = (error: unknown): boolean => error instanceof ApiError && error.status === 402;

/**
 * A 402 from a premium call (saving, renaming): say why in the server's words (in the reader's language) and offer the way on, the
 * paywall. Answers whether it was one, like reloginOnUnauthorized.
 */
export function upgradeOnPaymentRequired(error: unknown): boolean {
  if (!isPaymentRequired(error)) return false;
  const t = appMessages.text;
  toast({ title: t('app.subscriptionNeeded'), description: apiText((error as ApiError).serverMessage), variant: 'destructive', action: { label: t('app.seePlans'), to: '/paywall' } });
  return true;
}

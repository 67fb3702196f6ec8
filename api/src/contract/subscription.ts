import * as z from 'zod';

export const subscriptionState = z.enum(['active', 'trial', 'canceled', 'expired']);

/** GET /api/subscription/status. */
export const subscriptionStatusAnswer = z.object({
  isSubscribed: z.boolean(),
  status: subscriptionState,
  isTrialActive: z.boolean(),
  trialEndsAt: z.iso.datetime(),
  currentPeriodEnd: z.iso.datetime().nullable(),
  isDeveloperAccount: z.boolean(),
});

export type SubscriptionState = z.infer<typeof subscriptionState>;
export type SubscriptionStatus = z.infer<typeof subscriptionStatusAnswer>;

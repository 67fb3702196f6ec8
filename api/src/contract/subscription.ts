import * as z from 'zod';
import { currency, plan } from './billing';

export const subscriptionState = z.enum(['active', 'trial', 'canceled', 'expired']);

/** How the last checkout went, for the paywall a payment page returns to. */
export const checkoutOutcome = z.object({ status: z.enum(['open', 'pending', 'authorized', 'paid', 'failed', 'expired', 'canceled']), plan, at: z.iso.datetime() });

/**
 * GET /api/subscription/status. `status` is the spec's: 'trial' (with `isTrialActive` saying whether it
 * runs), 'active', 'canceled' (access until `currentPeriodEnd`), 'expired' (a subscription that ended).
 * `hasAccess` says whether premium calls answer (trial, subscription, canceled before its end, developer
 * account, the free session's hour).
 */
export const subscriptionStatusAnswer = z.object({
  isSubscribed: z.boolean(),
  status: subscriptionState,
  isTrialActive: z.boolean(),
  trialEndsAt: z.iso.datetime(),
  currentPeriodEnd: z.iso.datetime().nullable(),
  isDeveloperAccount: z.boolean(),
  plan: plan.nullable(),
  hasAccess: z.boolean(),
  /** The currency the user's checkout charges in (by their time zone). */
  currency,
  freeSession: z.object({ used: z.boolean(), activeUntil: z.iso.datetime().nullable() }),
  lastCheckout: checkoutOutcome.nullable(),
  /** Who takes the payments: Mollie, or the local provider of `npm start` (whose console plays renewals). */
  provider: z.enum(['mollie', 'local']),
});

export type SubscriptionState = z.infer<typeof subscriptionState>;
export type SubscriptionStatus = z.infer<typeof subscriptionStatusAnswer>;
export type CheckoutOutcome = z.infer<typeof checkoutOutcome>;

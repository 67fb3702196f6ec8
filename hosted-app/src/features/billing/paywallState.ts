import type { SubscriptionStatus } from '@stillpoint/api/contract';
import { billingDate, canResume } from './queries';

/**
 * What the paywall says of the user's own state, true for each. A checkout charges its first period at
 * once (a first payment leaves the mandate the subscription needs), and the period it pays for begins when the
 * trial, or the time already paid for, ends (the API's periodStart): so the copy says "you pay today", and when the
 * paid time begins.
 */
export interface PaywallState {
  /** The sentence under the plans; null where the plans are not offered (subscribed). */
  readonly note: string | null;
  /** The way on into the app, for a user who may use it now. */
  readonly onward: 'Continue with your trial' | 'Continue to Stillpoint' | null;
  /** Whether "Try one session for free" is offered: to a user without access who has not used it. */
  readonly freeSession: boolean;
}

export function paywallState(status: SubscriptionStatus, now = Date.now()): PaywallState {
  if (status.isDeveloperAccount || (status.status === 'active' && status.isSubscribed)) return { note: null, onward: 'Continue to Stillpoint', freeSession: false };
  if (canResume(status, now)) {
    return {
      note: `If you subscribe again instead, you pay today and the new plan begins when your access ends on ${billingDate(status.currentPeriodEnd!)}.`,
      onward: 'Continue to Stillpoint',
      freeSession: false,
    };
  }
  if (status.status === 'trial' && status.isTrialActive) {
    return {
      note: `Your free trial runs until ${billingDate(status.trialEndsAt)}. If you subscribe now, you pay today and your paid time begins when the trial ends: you lose no trial day.`,
      onward: 'Continue with your trial',
      freeSession: false,
    };
  }
  const ended = status.status === 'trial' ? `Your free trial ended on ${billingDate(status.trialEndsAt)}.` : status.currentPeriodEnd ? `Your subscription ended on ${billingDate(status.currentPeriodEnd)}.` : 'Your subscription has ended.';
  // The free session's hour gives access without a plan: the way on is there while it runs.
  return {
    note: `${ended} If you subscribe now, you pay today and your access starts at once.`,
    onward: status.hasAccess ? 'Continue to Stillpoint' : null,
    freeSession: !status.freeSession.used && !status.hasAccess,
  };
}

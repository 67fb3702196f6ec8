import type { SubscriptionStatus } from '@stillpoint/api/contract';
import { billingMessages } from './billingMessages';
import { billingDate, canResume } from './queries';

const t = billingMessages.text;

/**
 * What the paywall says of the user's own state, true for each. A checkout charges its first period at
 * once (a first payment leaves the mandate the subscription needs), and the period it pays for begins when the
 * trial, or the time already paid for, ends (the API's periodStart): so the copy says "you pay today", and when the
 * paid time begins. In the app's language now: the paywall renders again when it changes.
 */
export interface PaywallState {
  /** The sentence under the plans; null where the plans are not offered (subscribed). */
  readonly note: string | null;
  /** The way on into the app, for a user who may use it now. */
  readonly onward: string | null;
  /** Whether "Try one session for free" is offered: to a user without access who has not used it. */
  readonly freeSession: boolean;
}

export function paywallState(status: SubscriptionStatus, now = Date.now()): PaywallState {
  if (status.isDeveloperAccount || (status.status === 'active' && status.isSubscribed)) return { note: null, onward: t('billing.onward.app'), freeSession: false };
  if (canResume(status, now)) {
    return { note: t('billing.note.resubscribe', { date: billingDate(status.currentPeriodEnd!) }), onward: t('billing.onward.app'), freeSession: false };
  }
  if (status.status === 'trial' && status.isTrialActive) {
    return { note: t('billing.note.trial', { date: billingDate(status.trialEndsAt) }), onward: t('billing.onward.trial'), freeSession: false };
  }
  const note =
    status.status === 'trial'
      ? t('billing.note.trialEnded', { date: billingDate(status.trialEndsAt) })
      : status.currentPeriodEnd
        ? t('billing.note.subscriptionEnded', { date: billingDate(status.currentPeriodEnd) })
        : t('billing.note.ended');
  // The free session's hour gives access without a plan: the way on is there while it runs.
  return {
    note,
    onward: status.hasAccess ? t('billing.onward.app') : null,
    freeSession: !status.freeSession.used && !status.hasAccess,
  };
}

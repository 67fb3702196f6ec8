import type { CheckoutOutcome, SubscriptionState, SubscriptionStatus } from '../../contract/subscription';
import { currencyFor } from '../../contract/billing';
import type { UserValues } from '../../db/models';

/** "Try one session for free": premium access for this long, once per account (enough for one session and saving it). */
export const FREE_SESSION_MS = 60 * 60 * 1000;

/** What the access rules read of a user: their trial, their subscription as last seen, their free session. */
type BillingState = Pick<UserValues, 'email' | 'emailVerifiedAt' | 'timeZone' | 'trialEndsAt' | 'plan' | 'subscriptionStatus' | 'currentPeriodEnd' | 'freeSessionUsedAt'>;

/**
 * Developer accounts come only from the DEVELOPER_EMAILS allowlist (compared case-insensitively), never
 * from what an address contains, and only once the address is proven to be the holder's.
 */
export const isDeveloperAccount = (user: Pick<BillingState, 'email' | 'emailVerifiedAt'>, developerEmails: ReadonlySet<string>) =>
  user.emailVerifiedAt !== null && developerEmails.has(user.email.toLowerCase());

/** What access rests on at `now`: a developer account, the trial, a period paid for, the free session's hour. */
function accessAt(user: BillingState, now: Date, developerEmails: ReadonlySet<string>) {
  const developer = isDeveloperAccount(user, developerEmails);
  const trialRunning = now.getTime() < user.trialEndsAt.getTime();
  const paidUntil = user.subscriptionStatus && user.currentPeriodEnd && user.currentPeriodEnd.getTime() > now.getTime() ? user.currentPeriodEnd : null;
  const freeUntil = user.freeSessionUsedAt ? new Date(user.freeSessionUsedAt.getTime() + FREE_SESSION_MS) : null;
  const freeRunning = freeUntil !== null && freeUntil.getTime() > now.getTime();
  const isSubscribed = developer || paidUntil !== null;
  return { developer, trialRunning, paidUntil, freeUntil, freeRunning, isSubscribed, hasAccess: isSubscribed || trialRunning || freeRunning };
}

/**
 * The subscription answer (commercial.md §3, §4): 'trial' (running or ended: `isTrialActive`), 'active',
 * 'canceled' (paid until `currentPeriodEnd`, access until then), 'expired' (a subscription that ended).
 * Developer accounts count as active. `hasAccess`: what premium calls check.
 */
export function subscriptionStatus(
  user: BillingState,
  now: Date,
  developerEmails: ReadonlySet<string>,
  lastCheckout: CheckoutOutcome | null = null,
  provider: SubscriptionStatus['provider'] = 'mollie',
): SubscriptionStatus {
  const { developer, trialRunning, paidUntil, freeUntil, freeRunning, isSubscribed, hasAccess } = accessAt(user, now, developerEmails);
  const status: SubscriptionState = developer ? 'active' : paidUntil ? user.subscriptionStatus! : user.subscriptionStatus ? 'expired' : 'trial';
  return {
    isSubscribed,
    status,
    isTrialActive: !developer && trialRunning,
    trialEndsAt: user.trialEndsAt.toISOString(),
    currentPeriodEnd: user.currentPeriodEnd?.toISOString() ?? null,
    isDeveloperAccount: developer,
    plan: user.plan,
    hasAccess,
    currency: currencyFor(user.timeZone),
    freeSession: { used: user.freeSessionUsedAt !== null, activeUntil: freeRunning && freeUntil ? freeUntil.toISOString() : null },
    lastCheckout,
    provider,
  };
}

/** Whether premium calls answer for this user now (a trial, a subscription paid for, a developer account, the free session's hour). */
export const hasPremiumAccess = (user: BillingState, now: Date, developerEmails: ReadonlySet<string>) => accessAt(user, now, developerEmails).hasAccess;

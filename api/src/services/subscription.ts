export type SubscriptionState = 'active' | 'trial' | 'canceled' | 'expired';

export interface SubscriptionStatus {
  readonly isSubscribed: boolean;
  readonly status: SubscriptionState;
  readonly isTrialActive: boolean;
  readonly trialEndsAt: string;
  readonly currentPeriodEnd: string | null;
  readonly isDeveloperAccount: boolean;
}

/**
 * The subscription answer before billing exists: a 14-day trial from registration, then expired.
 * Developer accounts come only from the DEVELOPER_EMAILS allowlist (compared case-insensitively),
 * never from what an address contains, and only once the address is proven to be the holder's
 * (anyone can register any address); they count as active, since they have unlimited access.
 */
export function subscriptionStatus(
  user: { email: string; emailVerifiedAt: Date | null; trialEndsAt: Date },
  now: Date,
  developerEmails: ReadonlySet<string>,
): SubscriptionStatus {
  const isDeveloperAccount = user.emailVerifiedAt !== null && developerEmails.has(user.email.toLowerCase());
  const isTrialActive = now.getTime() < user.trialEndsAt.getTime();
  const status: SubscriptionState = isDeveloperAccount ? 'active' : isTrialActive ? 'trial' : 'expired';
  return {
    isSubscribed: isDeveloperAccount,
    status,
    isTrialActive: !isDeveloperAccount && isTrialActive,
    trialEndsAt: user.trialEndsAt.toISOString(),
    currentPeriodEnd: null,
    isDeveloperAccount,
  };
}

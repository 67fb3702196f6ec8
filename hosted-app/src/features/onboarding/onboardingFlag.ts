import type { User } from '@stillpoint/api/contract';
import { apiJson } from '../../lib/apiRequest';
import { useUserStore } from '../auth/userStore';

/**
 * Whether the onboarding overlay (commercial.md §4) was done. The spec keeps a local flag; the account keeps it
 * too (`onboardingDone`), so an existing user does not see it again in each new browser. The local flag stays
 * for the moment between finishing and the server's answer, and for a browser that finished it before the
 * account could keep it: that browser tells the account once.
 */
export const ONBOARDING_FLAG = 'stillpoint:onboarding-complete';

export const onboardingSeen = () => window.localStorage.getItem(ONBOARDING_FLAG) === '1';

/** Shows the overlay: neither the account nor this browser has been through it. */
export const onboardingWanted = (user: User) => !user.onboardingDone && !onboardingSeen();

/** Tells the account the onboarding is done (PATCH /api/user/preferences); a failure leaves the local flag to cover this browser. */
export function recordOnboardingDone(): void {
  apiJson<User>('PATCH', '/api/user/preferences', { onboardingDone: true }).then(
    (user) => useUserStore.getState().setUser(user),
    () => undefined,
  );
}

export function markOnboardingSeen(): void {
  window.localStorage.setItem(ONBOARDING_FLAG, '1');
  recordOnboardingDone();
}

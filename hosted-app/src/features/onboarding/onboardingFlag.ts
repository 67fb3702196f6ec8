/** The local flag of the onboarding overlay (commercial.md §4): absent, the overlay shows; finishing or skipping sets it. */
export const ONBOARDING_FLAG = 'stillpoint:onboarding-complete';

export const onboardingSeen = () => window.localStorage.getItem(ONBOARDING_FLAG) === '1';
export const markOnboardingSeen = () => window.localStorage.setItem(ONBOARDING_FLAG, '1');

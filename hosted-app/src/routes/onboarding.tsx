import { RequireUser } from '../features/auth/RequireUser';
import { OnboardingPage } from '../features/onboarding/OnboardingPage';
import { onboardingMessages } from '../features/onboarding/onboardingMessages';
import { pageMeta } from '../lib/pageMeta';

// The title in the app's language as it is when the route is entered (English when prerendered).
export const meta = () => pageMeta({ title: onboardingMessages.text('onboarding.welcome'), description: 'Tell us what you practise for.', path: '/onboarding', noindex: true });

export default function Onboarding() {
  return <RequireUser>{(user) => <OnboardingPage user={user} />}</RequireUser>;
}

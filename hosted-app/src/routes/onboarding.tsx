import { RequireUser } from '../features/auth/RequireUser';
import { OnboardingPage } from '../features/onboarding/OnboardingPage';
import { pageMeta } from '../lib/pageMeta';

export const meta = () => pageMeta({ title: 'Welcome', description: 'Tell us what you practise for.', path: '/onboarding', noindex: true });

export default function Onboarding() {
  return <RequireUser>{(user) => <OnboardingPage user={user} />}</RequireUser>;
}

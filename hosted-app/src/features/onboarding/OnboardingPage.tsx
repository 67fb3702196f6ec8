import type { User } from '@stillpoint/api/contract';

/** Built in this feature work. */
export function OnboardingPage(_props: { user: User }) {
  return <h1>Welcome</h1>;
}

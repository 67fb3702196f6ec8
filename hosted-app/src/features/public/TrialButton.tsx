import { SignUpLink } from './SignUpLink';

/** "Start your 14-day free trial" (commercial.md §2): Create account, where the trial starts (SignUpLink). */
export function TrialButton({ className = 'button' }: { readonly className?: string }) {
  return <SignUpLink className={className}>Start your 14-day free trial</SignUpLink>;
}

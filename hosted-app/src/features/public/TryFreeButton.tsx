import { SignUpLink } from './SignUpLink';

/** "Try Stillpoint Free": Create account (SignUpLink; the 14-day trial starts with the account). */
export function TryFreeButton({ label = 'Try Stillpoint Free' }: { readonly label?: string }) {
  return <SignUpLink>{label}</SignUpLink>;
}

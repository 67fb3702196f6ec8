import { SignUpLink } from './SignUpLink';
import { chromeWords } from './words/chromeWords';

/** "Start your 14-day free trial" (commercial.md §2): Create account, where the trial starts (SignUpLink). */
export function TrialButton({ className = 'button' }: { readonly className?: string }) {
  const t = chromeWords.useWords();
  return <SignUpLink className={className}>{t('trial.start')}</SignUpLink>;
}

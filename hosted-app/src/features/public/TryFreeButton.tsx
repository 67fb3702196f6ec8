import { SignUpLink } from './SignUpLink';
import { chromeWords } from './words/chromeWords';

/** "Try Stillpoint Free": Create account (SignUpLink; the 14-day trial starts with the account). */
export function TryFreeButton() {
  const t = chromeWords.useWords();
  return <SignUpLink>{t('trial.tryStillpoint')}</SignUpLink>;
}

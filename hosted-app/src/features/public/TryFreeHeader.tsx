import { Link } from 'react-router';
import { Brand } from '../../ui/Brand';
import { useAuth } from '../auth/userStore';
import { SignUpLink } from './SignUpLink';
import { chromeWords } from './words/chromeWords';

/** A public page's header: the mark, and Try Free (Create account, SignUpLink); the app for a signed-in user. */
export function TryFreeHeader() {
  const { status } = useAuth();
  const t = chromeWords.useWords();
  return (
    <header className="page masthead">
      <Brand />
      {status === 'signedIn' ? (
        <Link to="/app" className="button button--ghost">
          {t('trial.openApp')}
        </Link>
      ) : (
        <SignUpLink>{t('trial.tryFree')}</SignUpLink>
      )}
    </header>
  );
}

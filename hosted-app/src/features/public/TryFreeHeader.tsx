import { Link } from 'react-router';
import { Brand } from '../../ui/Brand';
import { useAuth } from '../auth/userStore';
import { SignUpLink } from './SignUpLink';

/** A public page's header: the mark, and Try Free (Create account, SignUpLink); the app for a signed-in user. */
export function TryFreeHeader() {
  const { status } = useAuth();
  return (
    <header className="page masthead">
      <Brand />
      {status === 'signedIn' ? (
        <Link to="/app" className="button button--ghost">
          Open Stillpoint
        </Link>
      ) : (
        <SignUpLink>Try Free</SignUpLink>
      )}
    </header>
  );
}

import { Link } from 'react-router';
import { Brand } from '../../ui/Brand';
import { useAuthModal } from '../auth/authModalStore';
import { useAuth } from '../auth/userStore';

/** A public page's header: the mark, and Try Free (the sign-in dialog, to create an account); the app for a signed-in user. */
export function TryFreeHeader() {
  const showAuth = useAuthModal((state) => state.show);
  const { status } = useAuth();
  return (
    <header className="page masthead">
      <Brand />
      {status === 'signedIn' ? (
        <Link to="/app" className="button button--ghost">
          Open Stillpoint
        </Link>
      ) : (
        <button type="button" className="button" onClick={() => showAuth('register')}>
          Try Free
        </button>
      )}
    </header>
  );
}

import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useAuthModal } from '../features/auth/authModalStore';
import { useAuth } from '../features/auth/userStore';
import { pageMeta } from '../lib/pageMeta';
import Home from './home';

export const meta = () =>
  pageMeta({ title: 'Sign in', description: 'Sign in to Stillpoint to keep your sessions, history and streaks.', path: '/auth', noindex: true });

/**
 * /auth, where the server's /api/login sends visitors: home for the signed-in; for others the landing page, and the
 * sign-in modal 100 ms later, in "Create account" at /auth?mode=signup (where a public page's trial links lead).
 */
export default function Auth() {
  const auth = useAuth();
  const [search] = useSearchParams();
  const mode = search.get('mode') === 'signup' ? 'register' : 'login';
  const showSignInSoon = useAuthModal((state) => state.showSoon);
  // Only for a visitor who arrives signed out: signing out here (logout goes to /) must not open it again.
  const firstKnown = useRef<string | null>(null);
  useEffect(() => {
    if (auth.status === 'loading' || firstKnown.current) return;
    firstKnown.current = auth.status;
    if (auth.status === 'signedOut') showSignInSoon(mode);
  }, [auth.status, showSignInSoon, mode]);
  return <Home />;
}

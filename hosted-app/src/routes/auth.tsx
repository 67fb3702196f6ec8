import { useEffect } from 'react';
import { useAuthModal } from '../features/auth/authModalStore';
import { useAuth } from '../features/auth/queries';
import { pageMeta } from '../lib/pageMeta';
import Home from './home';

export const meta = () =>
  pageMeta({ title: 'Sign in', description: 'Sign in to Stillpoint to keep your sessions, history and streaks.', path: '/auth', noindex: true });

/** /auth, where the server's /api/login sends visitors: home for the signed-in; for others the landing page, and the sign-in modal 100 ms later. */
export default function Auth() {
  const auth = useAuth();
  const showSignInSoon = useAuthModal((state) => state.showSoon);
  useEffect(() => {
    if (auth.status === 'signedOut') showSignInSoon('login');
  }, [auth.status, showSignInSoon]);
  return <Home />;
}

import type { User } from '@stillpoint/api/contract';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { useAuthModal } from './authModalStore';
import { useAuth } from './userStore';

/**
 * A protected screen (core-app.md §2): the loading screen while the auth state loads; a visitor is sent
 * to / and the sign-in modal opens 100 ms later; a signed-in user sees the screen. A user who signs out
 * or deletes the account here is sent to / without the modal: they meant to leave, and asking them to
 * sign in again at once (the account gone, even) would be absurd. Signing in from that modal goes on to the
 * screen the visitor asked for (a deep link such as /app/history), not the home.
 */
export function RequireUser({ children }: { readonly children: (user: User) => ReactNode }) {
  const auth = useAuth();
  const navigate = useNavigate();
  const showSignInSoon = useAuthModal((state) => state.showSoon);
  const wasSignedIn = useRef(false);
  if (auth.status === 'signedIn') wasSignedIn.current = true;
  const location = useLocation();
  // The screen asked for, as last rendered (the effect below runs before the move to /).
  const asked = useRef('');
  asked.current = `${location.pathname}${location.search}${location.hash}`;

  useEffect(() => {
    if (auth.status !== 'signedOut') return;
    void navigate('/', { replace: true });
    if (!wasSignedIn.current) showSignInSoon('login', asked.current);
  }, [auth.status, navigate, showSignInSoon]);

  if (auth.status !== 'signedIn') return <LoadingScreen />;
  return children(auth.user);
}

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { USER_QUERY_KEY, useUser } from '../api/useUser';
import { toast } from '../toast/toastStore';
import { logOut } from './authCalls';

/**
 * The header's account corner: Sign In for visitors (a plain link, since the server's /api/login sends
 * them on to /auth), the user's name and Logout once signed in. Nothing shows while the user loads, so a
 * signed-in visitor never sees Sign In flash by.
 */
export function AccountControls() {
  const { user, isLoading } = useUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  if (isLoading) return null;
  if (!user) {
    return (
      <a className="button" href="/api/login">
        Sign In
      </a>
    );
  }

  const onLogout = async () => {
    setBusy(true);
    try {
      await logOut();
      // Nobody is signed in now: say so first (the header follows), then drop everything else cached (§4).
      queryClient.setQueryData(USER_QUERY_KEY, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] });
      navigate('/');
    } catch {
      toast({ title: 'Logout failed', description: 'Please try again', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="account">
      <span className="account__name">
        {user.firstName} {user.lastName}
      </span>
      <button type="button" className="button--quiet" onClick={onLogout} disabled={busy} aria-busy={busy}>
        Logout
      </button>
    </div>
  );
}

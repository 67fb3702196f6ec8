import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/apiRequest';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { confirmEmailAddress } from './authCalls';
import { useAuthModal } from './authModalStore';
import { useAuth, useUserStore } from './userStore';

type Status = { kind: 'waiting' } | { kind: 'sending' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

function Back() {
  return (
    <p>
      <Link to="/">Continue to Stillpoint</Link>
    </p>
  );
}

/**
 * The page the registration e-mail links to (/verify-email?token=...). The API confirms an address only
 * for the signed-in account that registered it (api/README.md), so a visitor signs in first and the token
 * is posted as soon as someone is signed in.
 */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const auth = useAuth();
  const { user } = auth;
  const [status, setStatus] = useState<Status>({ kind: 'waiting' });
  const showSignIn = useAuthModal((state) => state.show);
  // The account and token already posted: StrictMode runs effects twice, and a link works only once.
  const posted = useRef<string | null>(null);

  useEffect(() => {
    if (!token || !user || user.emailVerified) return;
    const attempt = `${user.id}:${token}`;
    if (posted.current === attempt) return;
    posted.current = attempt;
    setStatus({ kind: 'sending' });
    confirmEmailAddress(token).then(
      (message) => {
        setStatus({ kind: 'done', message });
        const { user: current, setUser } = useUserStore.getState();
        if (current) setUser({ ...current, emailVerified: true });
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 401) {
          // The session ended meanwhile: show the signed-out view, and post again after the next sign-in.
          posted.current = null;
          setStatus({ kind: 'waiting' });
          useUserStore.getState().setUser(null);
          return;
        }
        const message = error instanceof ApiError ? error.serverMessage : 'No connection to Stillpoint. Check your network and open the link again.';
        setStatus({ kind: 'failed', message });
      },
    );
  }, [token, user]);

  if (!token) {
    return (
      <main id="main" tabIndex={-1} className="page page--narrow page--center">
        <h1>Confirmation link incomplete</h1>
        <p role="alert">This link is missing its token. Open the link from the e-mail again.</p>
        <Back />
      </main>
    );
  }

  if (status.kind === 'done') {
    return (
      <main id="main" tabIndex={-1} className="page page--narrow page--center">
        <h1>E-mail address confirmed</h1>
        <p role="status">{status.message}</p>
        <Back />
      </main>
    );
  }

  if (status.kind === 'failed' && user) {
    return (
      <main id="main" tabIndex={-1} className="page page--narrow page--center">
        <h1>The address could not be confirmed</h1>
        <p role="alert">{status.message}</p>
        <p className="hint">
          A confirmation link works once, for 24 hours, and only for the account it was sent to; you are signed in as {user.email}. If the link was
          meant for another account, log out and sign in to that one, then open the link again. If it expired or was used, a password reset
          proves the address as well: choose “Forgot password?” when signing in.
        </p>
        <Back />
      </main>
    );
  }

  if (user?.emailVerified) {
    return (
      <main id="main" tabIndex={-1} className="page page--narrow page--center">
        <h1>E-mail address confirmed</h1>
        <p role="status">The address {user.email} is already confirmed. Nothing else to do.</p>
        <Back />
      </main>
    );
  }

  if (auth.status === 'loading' || user) return <LoadingScreen label="Confirming your e-mail address…" />;

  return (
    <main id="main" tabIndex={-1} className="page page--narrow page--center">
      <h1>Confirm your e-mail address</h1>
      <p>To confirm it, sign in to the account you created with this address. The address is confirmed as soon as you are signed in.</p>
      <button type="button" className="button" onClick={() => showSignIn('login')}>
        Sign in to confirm
      </button>
    </main>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useDocumentLanguage } from '../../i18n/useDocumentLanguage';
import { Link, useSearchParams } from 'react-router';
import { apiText } from '../../lib/apiErrorText';
import { ApiError } from '../../lib/apiRequest';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { confirmEmailAddress } from './authCalls';
import { useAuthModal } from './authModalStore';
import { useAuth, useUserStore } from './userStore';
import { accountPagesMessages } from './accountPagesMessages';

/** A failure's message is the API's text, or null when the API could not be reached. */
type Status = { kind: 'waiting' } | { kind: 'sending' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string | null };

function Back() {
  const t = accountPagesMessages.useMessages();
  // Off the shell: the page says its language itself.
  useDocumentLanguage();
  return (
    <p>
      <Link to="/">{t('pages.continue')}</Link>
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
  const t = accountPagesMessages.useMessages();
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
        const message = error instanceof ApiError ? error.serverMessage : null;
        setStatus({ kind: 'failed', message });
      },
    );
  }, [token, user]);

  if (!token) {
    return (
      <main id="main" tabIndex={-1} className="page page--narrow page--center">
        <h1>{t('verify.incomplete')}</h1>
        <p role="alert">{t('pages.noToken')}</p>
        <Back />
      </main>
    );
  }

  if (status.kind === 'done') {
    return (
      <main id="main" tabIndex={-1} className="page page--narrow page--center">
        <h1>{t('verify.confirmed')}</h1>
        <p role="status">{apiText(status.message)}</p>
        <Back />
      </main>
    );
  }

  if (status.kind === 'failed' && user) {
    return (
      <main id="main" tabIndex={-1} className="page page--narrow page--center">
        <h1>{t('verify.failed')}</h1>
        <p role="alert">{status.message === null ? t('verify.offline') : apiText(status.message)}</p>
        <p className="hint">{t('verify.failedHint', { email: user.email })}</p>
        <Back />
      </main>
    );
  }

  if (user?.emailVerified) {
    return (
      <main id="main" tabIndex={-1} className="page page--narrow page--center">
        <h1>{t('verify.confirmed')}</h1>
        <p role="status">{t('verify.already', { email: user.email })}</p>
        <Back />
      </main>
    );
  }

  if (auth.status === 'loading' || user) return <LoadingScreen label={t('verify.confirming')} />;

  return (
    <main id="main" tabIndex={-1} className="page page--narrow page--center">
      <h1>{t('verify.title')}</h1>
      <p>{t('verify.lead')}</p>
      <button type="button" className="button" onClick={() => showSignIn('login')}>
        {t('verify.signIn')}
      </button>
    </main>
  );
}

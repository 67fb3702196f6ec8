import { PAYMENT_MODAL_DELAY_MS, useAppDialogs } from '../../lib/appDialogs';
import { MIN_PASSWORD_LENGTH, type User } from '@stillpoint/api/contract';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { apiErrorText } from '../../lib/apiErrorText';
import { Dialog } from '../../ui/Dialog';
import './auth.css';
import { toast } from '../../ui/toastStore';
import { isRejectedLogin, logIn, register, requestPasswordReset } from './authCalls';
import { useAuthModal, type AuthMode } from './authModalStore';
import { useUserStore } from './userStore';
import type { TextOf } from '../../i18n/englishText';
import { useMessages } from '../../i18n/useMessages';
import { authDialogMessages } from './authDialogMessages';
import type { AuthDialogMessageKey } from './dialogMessages/en';

type Heading = Record<'title' | 'description' | 'submit' | 'busy', AuthDialogMessageKey>;
const HEADINGS: Record<AuthMode, Heading> = {
  login: { title: 'auth.login.title', description: 'auth.login.description', submit: 'auth.login.submit', busy: 'auth.login.busy' },
  register: { title: 'auth.register.title', description: 'auth.register.description', submit: 'auth.register.submit', busy: 'auth.register.busy' },
  forgot: { title: 'auth.forgot.title', description: 'auth.forgot.description', submit: 'auth.forgot.submit', busy: 'auth.forgot.busy' },
};

/** What the API said went wrong (in the reader's language where it is a text the API is known to send), else "Please try again". */
function serverMessage(error: unknown, t: TextOf): string {
  return apiErrorText(error, t('common.tryAgain'));
}

/**
 * Sign in or create an account (core-app.md §2, "Auth modal"). A successful call stores the user in the
 * user store, which is what every signed-in view reads, so the modal only has to close (and go on to the
 * protected screen that asked for it). A refused login creates nothing: it offers to create the account
 * with the e-mail and password typed (README, Decisions: not the spec's silent registration).
 */
export default function AuthModal() {
  const { open, mode, setOpen, setMode } = useAuthModal();
  const navigate = useNavigate();
  // The login was refused: offer to create the account with what was typed, until the address changes.
  const [offerAccount, setOfferAccount] = useState(false);
  const focusFirstName = useRef(false);
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const ids = { firstName: useId(), lastName: useId(), email: useId(), password: useId(), passwordHint: useId() };
  const heading = HEADINGS[mode];
  const t = authDialogMessages.useMessages();
  const core = useMessages();

  useEffect(() => {
    if (mode !== 'login') setOfferAccount(false);
    if (mode === 'register' && focusFirstName.current) document.getElementById(ids.firstName)?.focus();
    focusFirstName.current = false;
  }, [mode, ids.firstName]);

  const createAccountWithThis = () => {
    focusFirstName.current = true;
    setMode('register');
  };

  const resetSent = (message: string) => {
    toast({ title: t('auth.resetSent'), description: message });
    setMode('login');
  };

  const signedIn = (user: User, created: boolean) => {
    useUserStore.getState().setUser(user);
    toast(created ? { title: t('auth.created'), description: t('auth.createdDetail') } : { title: t('auth.welcomeBack'), description: t('auth.signedInAs', { email: user.email }) });
    setPassword('');
    setOfferAccount(false);
    const returnTo = useAuthModal.getState().returnTo;
    setOpen(false);
    // A deep link (/app/history) that asked for the sign-in: the user goes on there.
    if (returnTo) void navigate(returnTo);
    // commercial.md §9: the payment modal follows a new account's welcome after 1 s.
    if (created) useAppDialogs.getState().showAfter('payment', PAYMENT_MODAL_DELAY_MS);
  };

  const failed = (error: unknown) => {
    if (mode === 'login') {
      toast({ title: t('auth.loginFailed'), description: serverMessage(error, core), variant: 'destructive' });
      setOfferAccount(isRejectedLogin(error));
    } else if (mode === 'register') toast({ title: t('auth.registerFailed'), description: serverMessage(error, core), variant: 'destructive' });
    else toast({ title: t('auth.resetFailed'), description: serverMessage(error, core), variant: 'destructive' });
  };

  /** Sends the form's call; its answer or its error is reported, and the form is free again once either came. */
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mode === 'forgot' && !email.includes('@')) {
      toast({ title: t('auth.emailRequired'), description: t('auth.emailRequiredDetail'), variant: 'destructive' });
      return;
    }
    const created = mode === 'register';
    const call =
      mode === 'forgot'
        ? requestPasswordReset(email).then(resetSent)
        : (created ? register({ firstName, lastName, email, password }) : logIn({ email, password })).then((user) => signedIn(user, created));
    setBusy(true);
    call.catch(failed).finally(() => setBusy(false));
  };

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t(heading.title)}
      description={t(heading.description)}
      // Focus the e-mail field, not the first button: typing is what almost everyone opens this for.
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        document.getElementById(ids.email)?.focus();
      }}
    >
      <form className="form" onSubmit={onSubmit} noValidate={mode === 'forgot'}>
        {mode === 'register' && (
          <div className="form__row">
            <p className="field">
              <label htmlFor={ids.firstName}>{t('auth.firstName')}</label>
              <input id={ids.firstName} autoComplete="given-name" required maxLength={100} value={firstName} onChange={(event) => setFirstName(event.target.value)} />
            </p>
            <p className="field">
              <label htmlFor={ids.lastName}>{t('auth.lastName')}</label>
              <input id={ids.lastName} autoComplete="family-name" required maxLength={100} value={lastName} onChange={(event) => setLastName(event.target.value)} />
            </p>
          </div>
        )}
        <p className="field">
          <label htmlFor={ids.email}>{t('auth.email')}</label>
          <input
            id={ids.email}
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setOfferAccount(false);
            }}
          />
        </p>
        {mode !== 'forgot' && (
          <p className="field">
            <label htmlFor={ids.password}>{t('auth.password')}</label>
            <input
              id={ids.password}
              type="password"
              autoComplete={mode === 'register' ? 'new-password' : 'current-password'}
              required
              minLength={mode === 'register' ? MIN_PASSWORD_LENGTH : undefined}
              maxLength={256}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-describedby={mode === 'register' ? ids.passwordHint : undefined}
            />
            {mode === 'register' && (
              <span id={ids.passwordHint} className="hint">
                {t('auth.passwordHint', { count: MIN_PASSWORD_LENGTH })}
              </span>
            )}
          </p>
        )}
        <button type="submit" className="button button--block" disabled={busy} aria-busy={busy}>
          {t(busy ? heading.busy : heading.submit)}
        </button>
      </form>
      {mode === 'login' && offerAccount && (
        <div className="auth-offer">
          <p>{t('auth.noMatch')}</p>
          <button type="button" className="button button--ghost button--block" onClick={createAccountWithThis}>
            {/* One flex item (the button is a flex box), which never breaks inside "e-mail". */}
            <span>
              {t('auth.offerLead')} <span className="auth-offer__word">{t('auth.offerWord')}</span>
            </span>
          </button>
        </div>
      )}
      <p className="auth-switch">
        {mode === 'login' && (
          <>
            <button type="button" className="button--link" onClick={() => setMode('forgot')}>
              {t('auth.forgot')}
            </button>
            <span aria-hidden="true"> · </span>
            <button type="button" className="button--link" onClick={() => setMode('register')}>
              {t('auth.create')}
            </button>
          </>
        )}
        {mode !== 'login' && (
          <button type="button" className="button--link" onClick={() => setMode('login')}>
            {t(mode === 'register' ? 'auth.haveAccount' : 'auth.back')}
          </button>
        )}
      </p>
    </Dialog>
  );
}

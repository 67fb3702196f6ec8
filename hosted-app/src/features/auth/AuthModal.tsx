import { PAYMENT_MODAL_DELAY_MS, useAppDialogs } from '../../lib/appDialogs';
import { MIN_PASSWORD_LENGTH, type User } from '@stillpoint/api/contract';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/apiRequest';
import { Dialog } from '../../ui/Dialog';
import './auth.css';
import { toast } from '../../ui/toastStore';
import { isRejectedLogin, logIn, register, requestPasswordReset } from './authCalls';
import { useAuthModal, type AuthMode } from './authModalStore';
import { useUserStore } from './userStore';

const HEADINGS: Record<AuthMode, { title: string; description: string; submit: string; busy: string }> = {
  login: { title: 'Sign in', description: 'Welcome back to Stillpoint.', submit: 'Sign In', busy: 'Signing in…' },
  register: { title: 'Create account', description: 'A free account keeps your sessions, history and streaks.', submit: 'Create Account', busy: 'Creating account…' },
  forgot: { title: 'Reset password', description: 'We will e-mail you a link to choose a new password.', submit: 'Send Reset Link', busy: 'Sending…' },
};

function serverMessage(error: unknown): string {
  return error instanceof ApiError ? error.serverMessage : 'Please try again';
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
    toast({ title: 'Password Reset Sent', description: message });
    setMode('login');
  };

  const signedIn = (user: User, created: boolean) => {
    useUserStore.getState().setUser(user);
    toast(created ? { title: 'Account created!', description: 'Your 14-day free trial has started.' } : { title: 'Welcome back!', description: `Signed in as ${user.email}.` });
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
      toast({ title: 'Login failed', description: serverMessage(error), variant: 'destructive' });
      setOfferAccount(isRejectedLogin(error));
    } else if (mode === 'register') toast({ title: 'Registration failed', description: serverMessage(error), variant: 'destructive' });
    else toast({ title: 'Reset Failed', description: serverMessage(error), variant: 'destructive' });
  };

  /** Sends the form's call; its answer or its error is reported, and the form is free again once either came. */
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mode === 'forgot' && !email.includes('@')) {
      toast({ title: 'Email Required', description: 'Please enter your email address first.', variant: 'destructive' });
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
      title={heading.title}
      description={heading.description}
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
              <label htmlFor={ids.firstName}>First name</label>
              <input id={ids.firstName} autoComplete="given-name" required maxLength={100} value={firstName} onChange={(event) => setFirstName(event.target.value)} />
            </p>
            <p className="field">
              <label htmlFor={ids.lastName}>Last name</label>
              <input id={ids.lastName} autoComplete="family-name" required maxLength={100} value={lastName} onChange={(event) => setLastName(event.target.value)} />
            </p>
          </div>
        )}
        <p className="field">
          <label htmlFor={ids.email}>Email</label>
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
            <label htmlFor={ids.password}>Password</label>
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
                At least {MIN_PASSWORD_LENGTH} characters.
              </span>
            )}
          </p>
        )}
        <button type="submit" className="button button--block" disabled={busy} aria-busy={busy}>
          {busy ? heading.busy : heading.submit}
        </button>
      </form>
      {mode === 'login' && offerAccount && (
        <div className="auth-offer">
          <p>No account matches these details.</p>
          <button type="button" className="button button--ghost button--block" onClick={createAccountWithThis}>
            {/* One flex item (the button is a flex box), which never breaks inside "e-mail". */}
            <span>
              Create an account with this <span className="auth-offer__word">e-mail?</span>
            </span>
          </button>
        </div>
      )}
      <p className="auth-switch">
        {mode === 'login' && (
          <>
            <button type="button" className="button--link" onClick={() => setMode('forgot')}>
              Forgot password?
            </button>
            <span aria-hidden="true"> · </span>
            <button type="button" className="button--link" onClick={() => setMode('register')}>
              Create an account
            </button>
          </>
        )}
        {mode !== 'login' && (
          <button type="button" className="button--link" onClick={() => setMode('login')}>
            {mode === 'register' ? 'Already have an account? Sign in' : 'Back to sign in'}
          </button>
        )}
      </p>
    </Dialog>
  );
}

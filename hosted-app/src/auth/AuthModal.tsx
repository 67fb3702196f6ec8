import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../api/apiRequest';
import { USER_QUERY_KEY } from '../api/useUser';
import { toast } from '../toast/toastStore';
import { logIn, register, requestPasswordReset } from './authCalls';

type Mode = 'login' | 'register' | 'forgot';

/** The API's rule for a new password (api/src/routes/schemas.ts). */
const MIN_PASSWORD_LENGTH = 8;

const HEADINGS: Record<Mode, { title: string; description: string; submit: string; busy: string }> = {
  login: { title: 'Sign in', description: 'Welcome back to Stillpoint.', submit: 'Sign In', busy: 'Signing in…' },
  register: { title: 'Create account', description: 'A free account keeps your sessions, history and streaks.', submit: 'Create Account', busy: 'Creating account…' },
  forgot: { title: 'Reset password', description: 'We will e-mail you a link to choose a new password.', submit: 'Send Reset Link', busy: 'Sending…' },
};

function serverMessage(error: unknown): string {
  return error instanceof ApiError ? error.serverMessage : 'Please try again';
}

export interface AuthModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * Sign in or create an account (core-app.md §2, "Auth modal"). A successful call stores the user in the
 * query cache, which is what every signed-in view reads, so the modal only has to close.
 */
export function AuthModal({ open, onOpenChange }: AuthModalProps) {
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<Mode>('login');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const ids = { firstName: useId(), lastName: useId(), email: useId(), password: useId(), passwordHint: useId() };
  const heading = HEADINGS[mode];

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    try {
      if (mode === 'forgot') {
        const message = await requestPasswordReset(email);
        toast({ title: 'Password Reset Sent', description: message });
        setMode('login');
        return;
      }
      const signedIn = mode === 'login' ? await logIn({ email, password }) : { user: await register({ firstName, lastName, email, password }), created: true };
      queryClient.setQueryData(USER_QUERY_KEY, signedIn.user);
      toast(signedIn.created ? { title: 'Account created!', description: 'Your 14-day free trial has started.' } : { title: 'Welcome back!', description: `Signed in as ${signedIn.user.email}.` });
      setPassword('');
      onOpenChange(false);
    } catch (error) {
      if (mode === 'login') toast({ title: 'Login failed', description: serverMessage(error), variant: 'destructive' });
      else if (mode === 'register') toast({ title: 'Registration failed', description: serverMessage(error), variant: 'destructive' });
      else toast({ title: 'Reset link not sent', description: serverMessage(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const comingSoon = (provider: string) => toast({ title: 'Coming Soon', description: `Sign in with ${provider} is not available yet.` });

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        {/* A plain backdrop, not Dialog.Overlay: its scroll lock injects a <style> element, which the
            app's Content-Security-Policy (style-src 'self') blocks. styles.css locks the scroll instead. */}
        <div className="dialog-overlay" />
        {/* Focus the e-mail field, not the first button: typing is what almost everyone opens this for. */}
        <Dialog.Content
          className="dialog"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            document.getElementById(ids.email)?.focus();
          }}
        >
          <Dialog.Title className="dialog__title">{heading.title}</Dialog.Title>
          <Dialog.Description className="hint">{heading.description}</Dialog.Description>
          {mode !== 'forgot' && (
            <div className="auth-providers">
              <button type="button" className="button--quiet" onClick={() => comingSoon('Apple')}>
                Continue with Apple
              </button>
              <button type="button" className="button--quiet" onClick={() => comingSoon('Google')}>
                Continue with Google
              </button>
            </div>
          )}
          <form className="auth-form" onSubmit={onSubmit}>
            {mode === 'register' && (
              <div className="auth-form__names">
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
              <input id={ids.email} type="email" autoComplete="email" required maxLength={254} value={email} onChange={(event) => setEmail(event.target.value)} />
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
            <button type="submit" disabled={busy} aria-busy={busy}>
              {busy ? heading.busy : heading.submit}
            </button>
          </form>
          <p className="auth-switch">
            {mode === 'login' && (
              <>
                <button type="button" className="button--link" onClick={() => setMode('forgot')}>
                  Forgot password?
                </button>
                {' · '}
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
          <Dialog.Close className="dialog__close" aria-label="Close">
            <span aria-hidden="true">×</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

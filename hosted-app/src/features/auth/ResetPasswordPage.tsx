import { MIN_PASSWORD_LENGTH as MIN_LENGTH } from '@stillpoint/api/contract';
import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/apiRequest';
import { useResetPassword } from './queries';

const MAX_LENGTH = 256;

/** What to tell the person when the reset failed: the API's reason, or that it could not be reached. */
const failureText = (error: Error) => (error instanceof ApiError ? error.serverMessage : 'No connection to Stillpoint. Check your network and try again.');

/**
 * The page the password-reset e-mail links to (/reset-password?token=...): asks for the new password
 * twice, sends it with the token, and says plainly whether it worked. The link works once, for an hour.
 */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const reset = useResetPassword();
  const ids = { password: useId(), confirmation: useId(), hint: useId(), problem: useId() };

  if (!token) {
    return (
      <main id="main" tabIndex={-1} className="page page--narrow page--center">
        <h1>Reset link incomplete</h1>
        <p role="alert">This link is missing its token. Open the link from the e-mail again, or ask for a new one from the sign-in screen.</p>
        <p>
          <Link to="/">Back to Stillpoint</Link>
        </p>
      </main>
    );
  }

  if (reset.isSuccess) {
    return (
      <main id="main" tabIndex={-1} className="page page--narrow page--center">
        <h1>Password changed</h1>
        <p role="status">Your new password is set. You were signed out everywhere; sign in with the new password.</p>
        <p>
          <Link to="/auth">Sign in</Link>
        </p>
      </main>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password.length < MIN_LENGTH) return setProblem(`The password must be at least ${MIN_LENGTH} characters.`);
    if (password.length > MAX_LENGTH) return setProblem(`The password must be at most ${MAX_LENGTH} characters.`);
    if (password !== confirmation) return setProblem('The two passwords are not the same.');
    setProblem(null);
    reset.mutate({ token, password });
  };

  const sending = reset.isPending;
  const shownProblem = problem ?? (reset.error ? failureText(reset.error) : null);
  return (
    <main id="main" tabIndex={-1} className="page page--narrow page--center">
      <h1>Choose a new password</h1>
      <form className="form card" onSubmit={onSubmit} noValidate aria-describedby={shownProblem ? ids.problem : undefined}>
        <p className="field">
          <label htmlFor={ids.password}>New password</label>
          <input
            id={ids.password}
            type="password"
            autoComplete="new-password"
            required
            minLength={MIN_LENGTH}
            maxLength={MAX_LENGTH}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-describedby={ids.hint}
            aria-invalid={problem !== null}
          />
        </p>
        <p id={ids.hint} className="hint">
          At least {MIN_LENGTH} characters.
        </p>
        <p className="field">
          <label htmlFor={ids.confirmation}>Repeat the new password</label>
          <input
            id={ids.confirmation}
            type="password"
            autoComplete="new-password"
            required
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
            aria-invalid={problem !== null}
          />
        </p>
        {shownProblem && (
          <p id={ids.problem} role="alert">
            {shownProblem}
          </p>
        )}
        <button type="submit" className="button" disabled={sending} aria-busy={sending}>
          {sending ? 'Saving…' : 'Save new password'}
        </button>
      </form>
      {reset.isError && (
        <p className="hint">
          Links work once and for one hour. You can ask for a new one with “Forgot password” on the <Link to="/auth">sign-in screen</Link>.
        </p>
      )}
    </main>
  );
}

import { MIN_PASSWORD_LENGTH as MIN_LENGTH } from '@stillpoint/api/contract';
import { useDocumentLanguage } from '../../i18n/useDocumentLanguage';
import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { apiErrorText } from '../../lib/apiErrorText';
import { appMessages } from '../../lib/appMessages';
import { accountPagesMessages } from './accountPagesMessages';
import { useResetPassword } from './queries';

const MAX_LENGTH = 256;

const t = accountPagesMessages.text;

/** What to tell the person when the reset failed: the API's reason in their language, or that it could not be reached. */
const failureText = (error: Error) => apiErrorText(error, appMessages.text('app.offline'));

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
  const words = accountPagesMessages.useMessages();
  // Off the shell: the page says its language itself.
  useDocumentLanguage();
  const ids = { password: useId(), confirmation: useId(), hint: useId(), problem: useId() };

  if (!token) {
    return (
      <main id="main" tabIndex={-1} className="page page--narrow page--center">
        <h1>{words('reset.incomplete')}</h1>
        <p role="alert">{words('reset.noToken')}</p>
        <p>
          <Link to="/">{words('pages.back')}</Link>
        </p>
      </main>
    );
  }

  if (reset.isSuccess) {
    return (
      <main id="main" tabIndex={-1} className="page page--narrow page--center">
        <h1>{words('reset.changed')}</h1>
        <p role="status">{words('reset.changedDetail')}</p>
        <p>
          <Link to="/auth">{words('reset.signIn')}</Link>
        </p>
      </main>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password.length < MIN_LENGTH) return setProblem(t('reset.tooShort', { count: MIN_LENGTH }));
    if (password.length > MAX_LENGTH) return setProblem(t('reset.tooLong', { count: MAX_LENGTH }));
    if (password !== confirmation) return setProblem(t('reset.different'));
    setProblem(null);
    reset.mutate({ token, password });
  };

  const sending = reset.isPending;
  const shownProblem = problem ?? (reset.error ? failureText(reset.error) : null);
  return (
    <main id="main" tabIndex={-1} className="page page--narrow page--center">
      <h1>{words('reset.title')}</h1>
      <form className="form card" onSubmit={onSubmit} noValidate aria-describedby={shownProblem ? ids.problem : undefined}>
        <p className="field">
          <label htmlFor={ids.password}>{words('reset.new')}</label>
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
          {words('reset.hint', { count: MIN_LENGTH })}
        </p>
        <p className="field">
          <label htmlFor={ids.confirmation}>{words('reset.repeat')}</label>
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
          {words(sending ? 'reset.saving' : 'reset.save')}
        </button>
      </form>
      {reset.isError && (
        <p className="hint">
          {words('reset.linksLead')} <Link to="/auth">{words('reset.signInScreen')}</Link>.
        </p>
      )}
    </main>
  );
}

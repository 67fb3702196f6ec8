import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/apiRequest';
import { userQuery } from '../auth/queries';
import { logIn } from '../auth/authCalls';
import { DeveloperGate } from './DeveloperGate';

/**
 * /debug-auth, /login-test and /minimal-login: the auth state as the app holds it (status, pending, error,
 * user data) and a bare login form; /minimal-login shows only the form and its answer.
 */
export function AuthDebugPage({ title, minimal = false }: { readonly title: string; readonly minimal?: boolean }) {
  const user = useQuery(userQuery);
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [result, setResult] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const signedIn = await logIn({ email, password });
      queryClient.setQueryData(userQuery.queryKey, signedIn.user);
      setResult(`Signed in as ${signedIn.user.email}${signedIn.created ? ' (account created by the login fallback)' : ''}.`);
    } catch (error) {
      setResult(`Login failed: ${error instanceof ApiError ? error.message : (error as Error).message}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <DeveloperGate title={title}>
      {!minimal && (
        <dl className="devtools__state">
          <dt>Status</dt>
          <dd>{user.isPending ? 'loading' : user.data ? 'signed in' : 'signed out'}</dd>
          <dt>Pending</dt>
          <dd>{String(user.isFetching)}</dd>
          <dt>Error</dt>
          <dd>{user.error ? user.error.message : 'none'}</dd>
          <dt>User data</dt>
          <dd>
            <pre>{JSON.stringify(user.data ?? null, null, 2)}</pre>
          </dd>
        </dl>
      )}
      <form className="stack devtools__form" onSubmit={(event) => void submit(event)}>
        <label className="field">
          <span>E-mail</span>
          <input type="email" value={email} onChange={(event) => setEmail(event.target.value)} autoComplete="username" required />
        </label>
        <label className="field">
          <span>Password</span>
          <input type="password" value={password} onChange={(event) => setPassword(event.target.value)} autoComplete="current-password" required />
        </label>
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Signing in…' : 'Log in'}
        </button>
      </form>
      {result && <p role="status">{result}</p>}
    </DeveloperGate>
  );
}

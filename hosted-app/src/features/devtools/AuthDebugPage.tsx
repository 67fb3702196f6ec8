import { useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/apiRequest';
import { useAuth, useUserStore } from '../auth/userStore';
import { logIn } from '../auth/authCalls';
import { DeveloperGate } from './DeveloperGate';

/**
 * /debug-auth, /login-test and /minimal-login: the auth state as the app holds it (status, pending, error,
 * user data) and a bare login form; /minimal-login shows only the form and its answer.
 */
export function AuthDebugPage({ title, minimal = false }: { readonly title: string; readonly minimal?: boolean }) {
  const auth = useAuth();
  const { fetching, error } = useUserStore();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [result, setResult] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const user = await logIn({ email, password });
      useUserStore.getState().setUser(user);
      setResult(`Signed in as ${user.email}.`);
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
          <dd>{auth.status === 'loading' ? 'loading' : auth.user ? 'signed in' : 'signed out'}</dd>
          <dt>Pending</dt>
          <dd>{String(fetching)}</dd>
          <dt>Error</dt>
          <dd>{error ? error.message : 'none'}</dd>
          <dt>User data</dt>
          <dd>
            <pre>{JSON.stringify(auth.user, null, 2)}</pre>
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

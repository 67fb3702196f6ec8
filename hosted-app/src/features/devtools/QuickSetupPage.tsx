import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../ui/toastStore';
import { logIn, type Credentials } from '../auth/authCalls';
import { useUserStore } from '../auth/userStore';
import { DeveloperGate } from './DeveloperGate';
import { useQuickSetup } from './queries';

/** commercial.md §9: the developer test login goes home this long after it succeeds. */
export const TEST_LOGIN_REDIRECT_MS = 1000;

/** /quick-setup: a test account (recreated after each server restart), then a login with it (commercial.md §8's toasts). */
export function QuickSetupPage() {
  const [credentials, setCredentials] = useState<Credentials | null>(null);
  const [loggingIn, setLoggingIn] = useState(false);
  const setup = useQuickSetup();
  const navigate = useNavigate();
  const busy = setup.isPending || loggingIn;

  const create = () =>
    setup.mutate(undefined, {
      onSuccess: (answer) => {
        setCredentials(answer.credentials);
        toast({ title: 'Account Created!', description: `Test account ${answer.credentials.email} is ready.` });
      },
      onError: () => toast({ title: 'Setup Failed', description: 'Could not create test account', variant: 'destructive' }),
    });

  const testLogin = async () => {
    if (!credentials) return;
    setLoggingIn(true);
    try {
      const user = await logIn(credentials);
      useUserStore.getState().setUser(user);
      toast({ title: 'Login Successful!', description: 'Redirecting to home page.' });
      setTimeout(() => void navigate('/'), TEST_LOGIN_REDIRECT_MS);
    } catch {
      toast({ title: 'Login Failed', description: 'Could not log in with test credentials', variant: 'destructive' });
      setLoggingIn(false);
    }
  };

  return (
    <DeveloperGate title="Quick account setup">
      <p>Creates the test account of this server run, with a new password each time the server starts.</p>
      <div className="devtools__buttons">
        <button type="button" className="button" disabled={busy} onClick={create}>
          Create test account
        </button>
        <button type="button" className="button button--ghost" disabled={busy || !credentials} onClick={() => void testLogin()}>
          Test login
        </button>
      </div>
      {credentials && (
        <dl className="devtools__state">
          <dt>E-mail</dt>
          <dd>{credentials.email}</dd>
          <dt>Password</dt>
          <dd>
            <code>{credentials.password}</code>
          </dd>
        </dl>
      )}
    </DeveloperGate>
  );
}

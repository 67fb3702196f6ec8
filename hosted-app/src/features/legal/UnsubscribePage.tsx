import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError, apiJson } from '../../lib/apiRequest';

type State = { kind: 'ready' } | { kind: 'sending' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

/** The page a trial e-mail's unsubscribe link opens: one button (a link alone must not unsubscribe: mail scanners open links). */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>({ kind: 'ready' });

  const unsubscribe = async () => {
    setState({ kind: 'sending' });
    try {
      const { message } = await apiJson<{ message: string }>('POST', `/api/email/unsubscribe?${new URLSearchParams({ token })}`);
      setState({ kind: 'done', message });
    } catch (error) {
      setState({ kind: 'failed', message: error instanceof ApiError ? error.serverMessage : 'No connection to Stillpoint. Please try again.' });
    }
  };

  return (
    <main id="main" tabIndex={-1} className="page page--narrow page--center">
      <h1>Trial e-mails</h1>
      {!token && <p role="alert">This link is missing its token. Open the link from the e-mail again.</p>}
      {token && state.kind !== 'done' && (
        <>
          <p>Stop the rest of the e-mails about your free trial? Your account stays as it is.</p>
          <button type="button" className="button" disabled={state.kind === 'sending'} onClick={() => void unsubscribe()}>
            Unsubscribe
          </button>
        </>
      )}
      {state.kind === 'done' && <p role="status">{state.message}</p>}
      {state.kind === 'failed' && <p role="alert">{state.message}</p>}
      <p>
        <Link to="/">Continue to Stillpoint</Link>
      </p>
    </main>
  );
}

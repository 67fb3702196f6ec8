import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/apiRequest';
import { useUnsubscribe } from './queries';

/** The page a trial e-mail's unsubscribe link opens: one button (a link alone must not unsubscribe: mail scanners open links). */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();

  return (
    <main id="main" tabIndex={-1} className="page page--narrow page--center">
      <h1>Trial e-mails</h1>
      {!token && <p role="alert">This link is missing its token. Open the link from the e-mail again.</p>}
      {token && !unsubscribe.isSuccess && (
        <>
          <p>Stop the rest of the e-mails about your free trial? Your account stays as it is.</p>
          <button type="button" className="button" disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
            Unsubscribe
          </button>
        </>
      )}
      {unsubscribe.isSuccess && <p role="status">{unsubscribe.data.message}</p>}
      {unsubscribe.error && <p role="alert">{unsubscribe.error instanceof ApiError ? unsubscribe.error.serverMessage : 'No connection to Stillpoint. Please try again.'}</p>}
      <p>
        <Link to="/">Continue to Stillpoint</Link>
      </p>
    </main>
  );
}

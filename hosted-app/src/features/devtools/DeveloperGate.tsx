import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { useDeveloperAccess } from './queries';
import './devtools.css';

/**
 * The developer pages of commercial.md §2, behind the API's own gate (GET /api/dev/access): open outside
 * production; in production only to a confirmed developer account, and the page says so to anyone else.
 */
export function DeveloperGate({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  const access = useDeveloperAccess();
  if (access.isPending) return <LoadingScreen />;
  return (
    <main id="main" tabIndex={-1} className="page page--narrow devtools">
      <p className="devtools__tag">Developer tools</p>
      <h1>{title}</h1>
      {access.data?.allowed ? (
        children
      ) : (
        <p role="alert" className="devtools__refused">
          {access.data?.reason ?? 'Developer tools could not be checked. Please try again.'} They are open outside production, and in production to confirmed developer accounts.
        </p>
      )}
      <p>
        <Link to="/">Back to App</Link>
      </p>
    </main>
  );
}

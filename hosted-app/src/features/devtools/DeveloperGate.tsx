import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { apiJson } from '../../lib/apiRequest';
import { queryClient } from '../../lib/queryClient';
import { LoadingScreen } from '../../ui/LoadingScreen';
import './devtools.css';

interface Access {
  readonly allowed: boolean;
  readonly reason: string;
}

/**
 * The developer pages of commercial.md §2, behind the API's own gate (GET /api/dev/access): open outside
 * production; in production only to a confirmed developer account, and the page says so to anyone else.
 */
export function DeveloperGate({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  const access = useQuery({ queryKey: ['/api/dev/access'], queryFn: () => apiJson<Access>('GET', '/api/dev/access'), staleTime: 0 }, queryClient);
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

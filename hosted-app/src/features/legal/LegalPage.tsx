import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Brand } from '../../ui/Brand';

/** A legal page: the brand, a heading, plain sections, and the way back. */
export function LegalPage({ title, updated, children }: { readonly title: string; readonly updated: string; readonly children: ReactNode }) {
  return (
    <main className="page page--narrow legal">
      <Link to="/" className="brand-link" aria-label="Stillpoint, home">
        <Brand />
      </Link>
      <h1>{title}</h1>
      <p className="muted">Last updated {updated}</p>
      {children}
      <p>
        <Link to="/">Back to Stillpoint</Link>
      </p>
    </main>
  );
}

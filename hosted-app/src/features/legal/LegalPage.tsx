import type { ReactNode } from 'react';
import { PublicPage } from '../public/PublicPage';

/** A legal page: a public page with its heading, the date it last changed, and plain sections. */
export function LegalPage({ title, updated, children }: { readonly title: string; readonly updated: string; readonly children: ReactNode }) {
  return (
    <PublicPage wide>
      <h1>{title}</h1>
      <p className="updated">Last updated {updated}</p>
      {children}
    </PublicPage>
  );
}

import type { ReactNode } from 'react';
import { PublicPage } from '../public/PublicPage';
import { EnglishOnlyNote } from './EnglishOnlyNote';

/** A legal page: a public page with its heading, the date it last changed, a note that it is in English only, and plain sections. */
export function LegalPage({ title, updated, children }: { readonly title: string; readonly updated: string; readonly children: ReactNode }) {
  return (
    <PublicPage wide>
      <h1>{title}</h1>
      <p className="updated">Last updated {updated}</p>
      <EnglishOnlyNote />
      {children}
    </PublicPage>
  );
}

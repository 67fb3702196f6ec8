import type { ReactNode } from 'react';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';
import './public.css';

/** A public page read like a document: the header, one readable column of prose, the footer, all over that column. */
export function PublicPage({ children, wide = false }: { readonly children: ReactNode; readonly wide?: boolean }) {
  return (
    <div className={`public-doc${wide ? ' public-doc--wide' : ''}`}>
      <PublicHeader />
      <main id="main" tabIndex={-1} className={`page public-page${wide ? ' public-page--wide' : ''}`}>
        <article className="prose">{children}</article>
      </main>
      <PublicFooter />
    </div>
  );
}

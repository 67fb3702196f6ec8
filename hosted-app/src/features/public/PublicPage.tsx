import type { ReactNode } from 'react';
import { useStaticPage } from '../../lib/pageHandle';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';
import { PRICE_SWAP } from './staticPageScripts';
import './public.css';

/**
 * A public page read like a document: the header, one readable column of prose, the footer, all over that column.
 * `priced`: the page names prices (PlanFigures); prerendered as a static page, it ends with the PRICE_SWAP that writes
 * them in the reader's currency.
 */
export function PublicPage({ children, wide = false, priced = false }: { readonly children: ReactNode; readonly wide?: boolean; readonly priced?: boolean }) {
  const isStatic = useStaticPage();
  return (
    <div className={`public-doc${wide ? ' public-doc--wide' : ''}`}>
      <PublicHeader />
      <main id="main" tabIndex={-1} className={`page public-page${wide ? ' public-page--wide' : ''}`}>
        <article className="prose">{children}</article>
      </main>
      <PublicFooter />
      {priced && isStatic ? <script dangerouslySetInnerHTML={{ __html: PRICE_SWAP }} /> : null}
    </div>
  );
}

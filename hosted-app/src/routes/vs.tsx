import { useLocation } from 'react-router';
import { ComparisonPage } from '../features/public/ComparisonPage';
import { COMPARISONS, type Comparison } from '../features/public/comparisons';
import { pageMeta } from '../lib/pageMeta';
import { STATIC_PAGE } from '../lib/pageHandle';

/** The comparison of a path (routes.ts gives this module exactly the two /vs/ paths). */
const comparisonOf = (pathname: string): Comparison => (pathname.toLowerCase().includes('headspace') ? COMPARISONS['headspace-alternative'] : COMPARISONS['calm-alternative']);

/** Links and text only: the prerendered page, with no app (lib/pageHandle.ts). */
export const handle = STATIC_PAGE;

export const meta = ({ location }: { location: { pathname: string } }) => {
  const comparison = comparisonOf(location.pathname);
  return pageMeta({
    title: comparison.title,
    description: comparison.description,
    keywords: `${comparison.product} alternative, minimalist meditation app, breathing timer, meditation timer, ${comparison.product.toLowerCase()} vs stillpoint`,
    path: `/vs/${comparison.slug}`,
  });
};

/** /vs/calm-alternative and /vs/headspace-alternative, one module (commercial.md §2, "Comparison and vision pages"). */
export default function Versus() {
  return <ComparisonPage comparison={comparisonOf(useLocation().pathname)} />;
}

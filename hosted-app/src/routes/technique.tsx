import { useLocation, type MetaArgs } from 'react-router';
import { NotFoundPage } from '../features/public/NotFoundPage';
import { techniqueMeta } from '../features/public/techniqueMeta';
import { TechniquePage } from '../features/public/TechniquePage';
import { techniquePageAt } from '../features/public/techniquePages';
import { STATIC_PAGE } from '../lib/pageHandle';

/** The prerendered page with no app (lib/pageHandle.ts): links, text, and Start, which runs the widget in place by itself (TechniquePage.tsx). */
export const handle = STATIC_PAGE;

/** One module for every technique page (routes.ts gives each its own route); the path names the technique. */
export const meta = ({ location }: MetaArgs) => {
  const page = techniquePageAt(location.pathname);
  return page ? techniqueMeta(page) : [];
};

export default function Technique() {
  const page = techniquePageAt(useLocation().pathname);
  return page ? <TechniquePage page={page} /> : <NotFoundPage />;
}

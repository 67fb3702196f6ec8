import { useLocation, type MetaArgs } from 'react-router';
import { NotFoundPage } from '../features/public/NotFoundPage';
import { notFoundMeta } from '../features/public/notFoundMeta';
import { languageOfPath } from '../features/public/publicLanguages';
import { englishPathOf } from '../features/public/translatedPath';
import { techniqueMeta } from '../features/public/techniqueMeta';
import { TechniquePage } from '../features/public/TechniquePage';
import { techniquePageAt } from '../features/public/techniquePages';
import { STATIC_PAGE } from '../lib/pageHandle';

/** The prerendered page with no app (lib/pageHandle.ts): links, text, and Start, which runs the widget in place by itself (TechniquePage.tsx). */
export const handle = STATIC_PAGE;

/** One module for every technique page in every language (routes.ts gives each its own route); the path names the technique and its language. */
export const meta = ({ location }: MetaArgs) => {
  const page = techniquePageAt(englishPathOf(location.pathname));
  return page ? techniqueMeta(page, languageOfPath(location.pathname)) : notFoundMeta();
};

export default function Technique() {
  const { pathname } = useLocation();
  const page = techniquePageAt(englishPathOf(pathname));
  return page ? <TechniquePage page={page} /> : <NotFoundPage />;
}

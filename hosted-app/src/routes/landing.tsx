import { useLocation, type MetaArgs } from 'react-router';
import { Landing } from '../features/public/Landing';
import { landingMeta } from '../features/public/landingMeta';
import { languageOfPath, pathIn } from '../features/public/publicLanguages';
import { landingWords } from '../features/public/words/landingWords';
import { STATIC_PAGE } from '../lib/pageHandle';
import { pageMeta } from '../lib/pageMeta';

/**
 * `/landing` is the landing for everyone, a signed-in user too (`/` is their home): the same page as /, so / is its
 * canonical address. /de/, /nl/, /fr/ and /es/ are the landing in that language, each its own canonical address.
 */
/** The prerendered page with no app (lib/pageHandle.ts), which the server answers a visitor's `/` with too. */
export const handle = STATIC_PAGE;

export const meta = ({ location }: MetaArgs) => {
  const language = languageOfPath(location.pathname);
  if (language === 'en') return landingMeta('/');
  const t = landingWords.wordsIn(language);
  return pageMeta({ title: t('meta.title'), description: t('meta.description'), keywords: t('meta.keywords'), path: pathIn('/', language), translationOf: '/' });
};

export default function LandingRoute() {
  const language = languageOfPath(useLocation().pathname);
  // The English landing's own address is /: the server answers a visitor's / with this page (react-router.config.ts).
  return <Landing path={pathIn('/', language)} />;
}

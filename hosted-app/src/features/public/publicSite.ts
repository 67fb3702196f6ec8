import { TECHNIQUE_PATHS } from './techniquePages';

/**
 * Every public page a search engine may index, in the order of the sitemap: the one list the build's
 * sitemap.xml is written from (react-router.config.ts). Signed-in screens, developer pages, /auth and the
 * not-found page are not in it, nor /landing, a copy of / whose canonical address is /.
 */
export const PUBLIC_PAGES = [
  '/',
  '/calmkit',
  ...TECHNIQUE_PATHS,
  '/meditation',
  '/start',
  '/why',
  '/philosophy',
  '/what-is-breathwork',
  '/what-is-meditation',
  '/minimalist-meditation-apps',
  '/about/vision',
  '/vs/calm-alternative',
  '/vs/headspace-alternative',
  '/privacy',
  '/terms',
  '/imprint',
] as const;

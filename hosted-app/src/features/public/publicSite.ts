import { pathIn, PUBLIC_LANGUAGES } from './publicLanguages';
import { TECHNIQUE_PATHS } from './techniquePages';
import { TRANSLATED_PAGES } from './translatedPages';

/** Every page written in every public language, by its English address: the landing, the guide, the timer, the start guide, each technique. */
export const TRANSLATED_PUBLIC_PAGES: readonly string[] = [...TRANSLATED_PAGES, ...TECHNIQUE_PATHS];

/**
 * Every public page a search engine may index, in the order of the sitemap: the one list the build's
 * sitemap.xml is written from (react-router.config.ts). Signed-in screens, developer pages, /auth and the
 * not-found page are not in it, nor /landing, a copy of / whose canonical address is /. The English pages
 * come first, then each translated page in each other language (/de/, /de/start…).
 */
export const PUBLIC_PAGES: readonly string[] = [
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
  ...PUBLIC_LANGUAGES.filter((language) => language !== 'en').flatMap((language) => TRANSLATED_PUBLIC_PAGES.map((path) => pathIn(path, language))),
];

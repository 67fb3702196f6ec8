import { languageOfPath } from './publicLanguages';

/*
 * What only the translated pages and the sitemap ask of an address, kept apart from publicLanguages.ts, which every
 * page's metadata and the document's `lang` need (the signed-in home's first load among them).
 */

/** The English address of a public page: "/de/start" → "/start", "/de" → "/". */
export function englishPathOf(pathname: string): string {
  const language = languageOfPath(pathname);
  return language === 'en' ? pathname : pathname.slice(language.length + 1) || '/';
}

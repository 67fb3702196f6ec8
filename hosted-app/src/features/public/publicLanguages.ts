import type { Locale } from '@stillpoint/sdk/catalog';

/** The languages a translated public page is written in: English at the plain address, the others under their prefix. */
export const PUBLIC_LANGUAGES: readonly Locale[] = ['en', 'de', 'nl', 'fr', 'es'];

/**
 * The language of a public page's address: its first segment when that names a language other than English, else
 * English (a plain address, or one of a page only written in English).
 */
export function languageOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1]?.toLowerCase() as Locale | undefined;
  return first && first !== 'en' && PUBLIC_LANGUAGES.includes(first) ? first : 'en';
}

/** The address of a translated page (named by its English address) in `language`: "/start" → "/de/start", "/" → "/de/". */
export const pathIn = (path: string, language: Locale): string => (language === 'en' ? path : `/${language}${path === '/' ? '/' : path}`);

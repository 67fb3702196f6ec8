/**
 * The public pages written in every public language, by English address: the landing, the guide, the
 * silent timer, the start guide, and every technique page (all of /techniques/, kept as a prefix here so the pages
 * that ask need not load the technique catalog). The others, the legal pages among them, are in English only.
 */
export const TRANSLATED_PAGES: readonly string[] = ['/', '/calmkit', '/meditation', '/start'];

export const isTranslated = (englishPath: string): boolean => TRANSLATED_PAGES.includes(englishPath) || englishPath.startsWith('/techniques/');

import { en, type Messages } from './en';
import type { Locale } from './formatMessage';

/**
 * The catalogs loaded so far. English is in every build; each other language is a chunk of its own,
 * fetched the first time a runner or an element asks for it, so a page in one language loads no other.
 */
const loaded = new Map<Locale, Messages>([['en', en]]);

/** A catalog already loaded, or undefined until loadMessages(locale) has brought it. */
export function loadedMessages(locale: Locale): Messages | undefined {
  return loaded.get(locale);
}

/** The catalog of `locale`, loading its chunk the first time. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const found = loaded.get(locale);
  if (found) return found;
  const catalog = await importCatalog(locale as Exclude<Locale, 'en'>);
  loaded.set(locale, catalog);
  return catalog;
}

// One import per language, each written out, so bundlers split each catalog into a chunk of its own.
async function importCatalog(locale: Exclude<Locale, 'en'>): Promise<Messages> {
  switch (locale) {
    case 'de':
      return (await import('./de')).de;
    case 'nl':
      return (await import('./nl')).nl;
    case 'fr':
      return (await import('./fr')).fr;
    case 'es':
      return (await import('./es')).es;
  }
}

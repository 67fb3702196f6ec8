import { areaCatalog } from '../../i18n/areaCatalog';
import { en } from './messages/en';

/** The builders' words: English in the builders' chunk, each other language fetched when asked for (areaCatalog). */
export const builderMessages = areaCatalog(en, {
  de: async () => (await import('./messages/de')).de,
  nl: async () => (await import('./messages/nl')).nl,
  fr: async () => (await import('./messages/fr')).fr,
  es: async () => (await import('./messages/es')).es,
});

// Their routes' titles come from these words: the module is ready when they are, in the reader's language.
await builderMessages.ready();

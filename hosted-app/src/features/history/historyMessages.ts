import { areaCatalog } from '../../i18n/areaCatalog';
import { en } from './messages/en';

/** History's words: English in its route's chunk, each other language fetched when asked for (areaCatalog). */
export const historyMessages = areaCatalog(en, {
  de: async () => (await import('./messages/de')).de,
  nl: async () => (await import('./messages/nl')).nl,
  fr: async () => (await import('./messages/fr')).fr,
  es: async () => (await import('./messages/es')).es,
});

// The screen shows in the reader's language from its first render, not in English until its words arrive.
await historyMessages.ready();

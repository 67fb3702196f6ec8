import { areaCatalog } from '../../i18n/areaCatalog';
import { en } from './messages/en';

/** Profile Settings' words: English in the dialog's chunk, each other language fetched when asked for (areaCatalog). */
export const profileMessages = areaCatalog(en, {
  de: async () => (await import('./messages/de')).de,
  nl: async () => (await import('./messages/nl')).nl,
  fr: async () => (await import('./messages/fr')).fr,
  es: async () => (await import('./messages/es')).es,
});

// The dialog opens in the reader's language, not in English until its words arrive: it waits for them (a lazy dialog).
await profileMessages.ready();

import { areaCatalog } from '../../i18n/areaCatalog';
import { en } from './dialogMessages/en';

/** The sign-in dialog's words: English in the dialog's chunk, each other language fetched when asked for (areaCatalog). */
export const authDialogMessages = areaCatalog(en, {
  de: async () => (await import('./dialogMessages/de')).de,
  nl: async () => (await import('./dialogMessages/nl')).nl,
  fr: async () => (await import('./dialogMessages/fr')).fr,
  es: async () => (await import('./dialogMessages/es')).es,
});

// The dialog opens in the reader's language, not in English until its words arrive: it waits for them (a lazy dialog).
await authDialogMessages.ready();

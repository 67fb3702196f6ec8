import { areaCatalog } from '../i18n/areaCatalog';
import { en } from './messages/en';

/** The signed-in app's shared words and the API's known errors: English with its chunk, other languages when asked. */
export const appMessages = areaCatalog(en, {
  de: async () => (await import('./messages/de')).de,
  nl: async () => (await import('./messages/nl')).nl,
  fr: async () => (await import('./messages/fr')).fr,
  es: async () => (await import('./messages/es')).es,
});

import { areaCatalog } from '../../i18n/areaCatalog';
import { en } from './messages/en';

/** A mood's recommendation in the reader's words (its toast): English with the recommendation's chunk, each other language fetched when asked for. */
export const recommendationMessages = areaCatalog(en, {
  de: async () => (await import('./messages/de')).de,
  nl: async () => (await import('./messages/nl')).nl,
  fr: async () => (await import('./messages/fr')).fr,
  es: async () => (await import('./messages/es')).es,
});

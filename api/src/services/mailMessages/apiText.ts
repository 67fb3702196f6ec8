import { formatMessage, type Locale, type MessageValues } from '@stillpoint/sdk/catalog';
import { de } from './de';
import { en, type ApiCatalog, type ApiMessageKey } from './en';
import { es } from './es';
import { fr } from './fr';
import { nl } from './nl';

/** Every language's catalog of what the API writes to a person (all loaded: the server sends in any of them). */
export const API_CATALOGS: Readonly<Record<Locale, ApiCatalog>> = { en, de, nl, fr, es };

/** The text of `key` in the account's language, with its placeholders filled (numbers through Intl in that language). */
export function apiText(locale: Locale, key: ApiMessageKey, values?: MessageValues): string {
  return formatMessage(locale, API_CATALOGS[locale][key], values);
}

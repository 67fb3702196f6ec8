import type { Locale } from '@stillpoint/sdk/catalog';

/**
 * Each language named in itself, as a language picker shows them: whoever cannot read the current language still
 * finds their own. The same in every catalog, so they are not catalog messages.
 */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  de: 'Deutsch',
  nl: 'Nederlands',
  fr: 'Français',
  es: 'Español',
};

import type { Locale } from '@stillpoint/sdk/catalog';
import { en, type GuideWords } from './words/en';

/**
 * The guide's own words in each language of the site (words/<language>.ts): each language's PDF is set from its
 * entry. A language whose file is not written yet is set in English.
 */
export const GUIDE_WORDS: Readonly<Record<Locale, GuideWords>> = {
  en,
  de: en,
  nl: en,
  fr: en,
  es: en,
};

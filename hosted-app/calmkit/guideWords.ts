import type { Locale } from '@stillpoint/sdk/catalog';
import { de } from './words/de';
import { en, type GuideWords } from './words/en';
import { es } from './words/es';
import { fr } from './words/fr';
import { nl } from './words/nl';

/** The guide's own words in each language of the site (words/<language>.ts): each language's PDF is set from its entry. */
export const GUIDE_WORDS: Readonly<Record<Locale, GuideWords>> = { en, de, nl, fr, es };

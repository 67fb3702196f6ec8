import { LOCALES, type Locale } from '@stillpoint/sdk/catalog';
import { describe, it } from 'vitest';
import type { AreaMessages } from '../../i18n/areaCatalog';
import { expectCatalogMatches } from '../../i18n/expectCatalogMatches';
import { de } from './messages/de';
import { en, type BuilderMessageKey } from './messages/en';
import { es } from './messages/es';
import { fr } from './messages/fr';
import { nl } from './messages/nl';

const CATALOGS: Record<Locale, AreaMessages<BuilderMessageKey>> = { en, de, nl, fr, es };

describe("the builders' catalogs", () => {
  it.each(LOCALES)('%s has every key of English, no other, none blank, with the same placeholders', (locale) => {
    expectCatalogMatches(locale, en, CATALOGS[locale]);
  });
});

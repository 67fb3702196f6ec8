import { LOCALES, type Locale } from '@stillpoint/sdk/catalog';
import { describe, expect, it } from 'vitest';
import type { AreaMessages } from '../../i18n/areaCatalog';
import { expectCatalogMatches } from '../../i18n/expectCatalogMatches';
import { libraryShelves } from './libraryShelves';
import { de } from './messages/de';
import { en, type LibraryMessageKey } from './messages/en';
import { es } from './messages/es';
import { fr } from './messages/fr';
import { nl } from './messages/nl';

const CATALOGS: Record<Locale, AreaMessages<LibraryMessageKey>> = { en, de, nl, fr, es };

describe("the library's catalogs", () => {
  it.each(LOCALES)('%s has every key of English, no other, none blank, with the same placeholders', (locale) => {
    expectCatalogMatches(locale, en, CATALOGS[locale]);
  });

  it("names every category of the SDK's library", () => {
    for (const shelf of libraryShelves()) expect(Object.keys(en), shelf.category).toContain(`category.${shelf.category}`);
  });
});

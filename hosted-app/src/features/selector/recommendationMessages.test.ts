import { describe, it } from 'vitest';
import { expectCatalogMatches } from '../../i18n/expectCatalogMatches';
import { de } from './messages/de';
import { en } from './messages/en';
import { es } from './messages/es';
import { fr } from './messages/fr';
import { nl } from './messages/nl';

describe("the recommendation's catalogs", () => {
  it.each(Object.entries({ de, nl, fr, es }))('%s has every key of English, no other, none blank, with the same placeholders', (language, catalog) => {
    expectCatalogMatches(language, en, catalog);
  });
});

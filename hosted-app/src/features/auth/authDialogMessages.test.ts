import { describe, it } from 'vitest';
import { expectCatalogMatches } from '../../i18n/expectCatalogMatches';
import { de } from './dialogMessages/de';
import { en } from './dialogMessages/en';
import { es } from './dialogMessages/es';
import { fr } from './dialogMessages/fr';
import { nl } from './dialogMessages/nl';

describe("the sign-in dialog's catalogs", () => {
  it.each(Object.entries({ de, nl, fr, es }))('%s has every key of English, no other, none blank, with the same placeholders', (language, catalog) => {
    expectCatalogMatches(language, en, catalog);
  });
});

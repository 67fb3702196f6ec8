import { LOCALES } from '@stillpoint/sdk/catalog';
import { describe, expect, it } from 'vitest';
import type { AppCatalog } from './en';
import { en } from './en';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { nl } from './nl';
import { expectCatalogMatches } from './expectCatalogMatches';
import { pseudoCatalog, PSEUDO_CLOSE, PSEUDO_OPEN } from './pseudoCatalog';

const CATALOGS: Record<(typeof LOCALES)[number], AppCatalog> = { en, de, nl, fr, es };
describe("the app's catalogs", () => {
  it.each(LOCALES)('%s has every key of English, no other, none blank, with the same placeholders', (locale) => {
    expectCatalogMatches(locale, en, CATALOGS[locale]);
  });

  it('marks every message in the pseudo-locale, placeholders and plural forms kept', () => {
    const pseudo = pseudoCatalog(en);
    expect(pseudo['home.lead']).toBe(`${PSEUDO_OPEN}Pick what fits, {firstName}: a session to match starts at once.${PSEUDO_CLOSE}`);
    expect(pseudo['complete.minutes']).toEqual({ one: `${PSEUDO_OPEN}{count} minute${PSEUDO_CLOSE}`, other: `${PSEUDO_OPEN}{count} minutes${PSEUDO_CLOSE}` });
  });
});

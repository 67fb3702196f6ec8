import { LOCALES, type Message } from '@stillpoint/sdk/catalog';
import { describe, expect, it } from 'vitest';
import type { AppCatalog } from './en';
import { en } from './en';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { nl } from './nl';
import { pseudoCatalog, PSEUDO_CLOSE, PSEUDO_OPEN } from './pseudoCatalog';

const CATALOGS: Record<(typeof LOCALES)[number], AppCatalog> = { en, de, nl, fr, es };
const forms = (message: Message) => (typeof message === 'string' ? [message] : Object.values(message));
const placeholders = (message: Message) => [...new Set(forms(message).flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1])))].sort();

describe("the app's catalogs", () => {
  it.each(LOCALES)('%s has every key of English, no other, none blank, with the same placeholders', (locale) => {
    const catalog = CATALOGS[locale];
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(en).sort());
    for (const [key, message] of Object.entries(en) as [keyof typeof en, Message][]) {
      const translated = catalog[key];
      for (const text of forms(translated)) expect(text.trim(), `${locale} ${key}`).not.toBe('');
      expect(placeholders(translated), `${locale} ${key}`).toEqual(placeholders(message));
      // A plural message stays one in every language (its `other` form is there).
      expect(typeof translated, `${locale} ${key}`).toBe(typeof message);
    }
  });

  it('marks every message in the pseudo-locale, placeholders and plural forms kept', () => {
    const pseudo = pseudoCatalog(en);
    expect(pseudo['home.lead']).toBe(`${PSEUDO_OPEN}Pick what fits, {firstName}: a session to match starts at once.${PSEUDO_CLOSE}`);
    expect(pseudo['complete.minutes']).toEqual({ one: `${PSEUDO_OPEN}{count} minute${PSEUDO_CLOSE}`, other: `${PSEUDO_OPEN}{count} minutes${PSEUDO_CLOSE}` });
  });
});

import { describe, expect, it } from 'vitest';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import type { Message } from './formatMessage';
import { LOCALES } from './formatMessage';
import { fr } from './fr';
import { nl } from './nl';

const CATALOGS: Readonly<Record<(typeof LOCALES)[number], Readonly<Record<string, Message>>>> = { en, de, nl, fr, es };

/** The placeholders of a message, in every plural form, sorted: a translation must fill in the same values. */
function placeholders(message: Message): string[] {
  const texts = typeof message === 'string' ? [message] : Object.values(message);
  return [...new Set(texts.flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!)))].sort();
}

describe('the SDK message catalogs', () => {
  it('are written for every language the SDK offers', () => {
    expect(Object.keys(CATALOGS).sort()).toEqual([...LOCALES].sort());
  });

  for (const locale of LOCALES.filter((tag) => tag !== 'en')) {
    describe(locale, () => {
      const catalog = CATALOGS[locale];
      it('has every key of the English catalog and no other', () => {
        expect(Object.keys(catalog).sort()).toEqual(Object.keys(en).sort());
      });
      it('fills in the same placeholders as English in every message', () => {
        for (const [key, message] of Object.entries(en)) {
          expect({ key, placeholders: placeholders(catalog[key]!) }).toEqual({ key, placeholders: placeholders(message) });
        }
      });
      it('gives a plural message its "other" form and only forms its language uses', () => {
        const categories = new Set<string>(new Intl.PluralRules(locale).resolvedOptions().pluralCategories);
        for (const [key, message] of Object.entries(catalog)) {
          if (typeof message === 'string') continue;
          expect({ key, other: typeof message.other }).toEqual({ key, other: 'string' });
          for (const form of Object.keys(message)) expect({ key, form, used: categories.has(form) }).toEqual({ key, form, used: true });
        }
      });
      it('is written, not copied: most messages differ from English', () => {
        const same = Object.keys(en).filter((key) => catalog[key] === en[key as keyof typeof en]);
        expect(same.length).toBeLessThan(Object.keys(en).length / 10);
      });
    });
  }
});

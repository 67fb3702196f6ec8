import { LOCALES } from '@stillpoint/sdk/catalog';
import { describe, expect, it } from 'vitest';
import { API_CATALOGS } from './apiText';
import { en } from './en';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe("the API's catalogs (e-mails, notifications)", () => {
  it.each(LOCALES)('%s has every key, none blank, with the same placeholders as English', (locale) => {
    const catalog = API_CATALOGS[locale];
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) {
      const translated = catalog[key as keyof typeof en];
      expect(translated.trim(), `${locale}.${key}`).not.toBe('');
      expect(placeholders(translated), `${locale}.${key}`).toEqual(placeholders(text));
    }
  });
});

import { describe, expect, it } from 'vitest';
import { GUIDE_WORDS } from './guideWords';
import { en } from './words/en';

/** The `{…}` placeholders of a text, sorted: what each language must keep as English writes them. */
const placeholders = (text: string) => [...text.matchAll(/\{[\w-]+\}/g)].map(([found]) => found).sort();

/** Every leaf of the words, by its path: `daily.dayPoints.2.1` → its text, `chapter` → a function. */
function leaves(words: unknown, path = ''): [string, unknown][] {
  if (typeof words === 'object' && words !== null) return Object.entries(words).flatMap(([key, value]) => leaves(value, path ? `${path}.${key}` : key));
  return [[path, words]];
}

describe("the guide's words in every language", () => {
  for (const [language, words] of Object.entries(GUIDE_WORDS)) {
    it(`${language}: has every text English has, none blank, with the same placeholders; counts said as numbers`, () => {
      for (const [key, english] of Object.entries(en)) {
        const own = (words as Record<string, unknown>)[key];
        expect(typeof own, key).toBe(typeof english);
      }
      for (const [path, text] of leaves(words)) {
        if (typeof text === 'function') {
          expect((text as (count: number) => string)(7), path).toContain('7');
          continue;
        }
        expect(typeof text, path).toBe('string');
        expect((text as string).trim(), path).not.toBe('');
      }
      // A list may have more or fewer points than English, but a point with a lead stays a pair.
      for (const [path] of leaves(words)) if (/Points\.\d+\.\d+$/.test(path)) expect(path, 'a [lead, text] pair').toMatch(/\.[01]$/);
      // A text (or a list, as a whole) that names a technique or style, a date or the site names the same ones.
      const texts = (catalog: object) =>
        Object.entries(catalog).flatMap(([key, value]): [string, string][] =>
          typeof value === 'string' ? [[key, value]] : Array.isArray(value) ? [[key, JSON.stringify(value)]] : typeof value === 'object' && value !== null ? texts(value).map(([inner, text]) => [`${key}.${inner}`, text]) : [],
        );
      const english = new Map(texts(en));
      for (const [path, text] of texts(words)) expect(placeholders(text), path).toEqual(placeholders(english.get(path) ?? ''));
    });
  }
});

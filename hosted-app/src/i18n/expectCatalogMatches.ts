import type { Message } from '@stillpoint/sdk/catalog';
import { expect } from 'vitest';

const forms = (message: Message) => (typeof message === 'string' ? [message] : Object.values(message));
const placeholders = (message: Message) => [...new Set(forms(message).flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1])))].sort();

/**
 * A test's check that `catalog` (one language of the app's or an area's words) has every key of `english`, no other,
 * none blank, with the same placeholders, and a plural message plural in every language.
 */
export function expectCatalogMatches(language: string, english: Readonly<Record<string, Message>>, catalog: Readonly<Record<string, Message>>): void {
  expect(Object.keys(catalog).sort(), language).toEqual(Object.keys(english).sort());
  for (const [key, message] of Object.entries(english)) {
    const translated = catalog[key];
    if (translated === undefined) continue; // a missing key failed above
    for (const text of forms(translated)) expect(text.trim(), `${language} ${key}`).not.toBe('');
    expect(placeholders(translated), `${language} ${key}`).toEqual(placeholders(message));
    expect(typeof translated, `${language} ${key}`).toBe(typeof message);
  }
}

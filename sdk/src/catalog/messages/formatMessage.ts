/**
 * The one formatter of every message catalog (the SDK's, the elements', the app's and the e-mails').
 * A message is a string with `{name}` placeholders, or, where the words follow a number, one string per
 * plural category of `Intl.PluralRules` (`other` always present) chosen by the value named `count`.
 * Numbers are written with `Intl.NumberFormat` in the message's locale; strings are inserted as they are.
 * Plain strings keep catalogs JSON: a host can override any message with its own wording.
 */
/** A message whose words follow a number: one text per plural category of `Intl.PluralRules`, `other` always present. */
export type PluralMessage = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
/** One message of a catalog: a text with `{name}` placeholders, or its plural forms. */
export type Message = string | PluralMessage;
/** The values a message's placeholders are filled with, by name (`count` also picks a plural form). */
export type MessageValues = Readonly<Record<string, string | number>>;

/** The languages every catalog is written in, English first: the fallback for every other. */
export const LOCALES = ['en', 'de', 'nl', 'fr', 'es'] as const;
/** One of the catalog languages (LOCALES). */
export type Locale = (typeof LOCALES)[number];

const PLACEHOLDER = /\{(\w+)\}/g;

/** `message` in `locale`, its placeholders filled from `values` (numbers written as the locale writes them). */
export function formatMessage(locale: string, message: Message, values: MessageValues = {}): string {
  const template = typeof message === 'string' ? message : pluralForm(locale, message, values['count']);
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? new Intl.NumberFormat(locale).format(value) : value;
  });
}

function pluralForm(locale: string, message: PluralMessage, count: string | number | undefined): string {
  if (typeof count !== 'number') return message.other;
  return message[new Intl.PluralRules(locale).select(count)] ?? message.other;
}

/**
 * The catalog language for a BCP 47 tag or a list of them (an element's `lang`, `navigator.languages`,
 * an account's setting): the first whose language subtag we write, else English. `de-AT` reads German.
 */
export function pickLocale(tags: string | readonly (string | null | undefined)[] | null | undefined): Locale {
  const list = typeof tags === 'string' ? [tags] : (tags ?? []);
  for (const tag of list) {
    const language = tag?.trim().toLowerCase().split(/[-_]/)[0];
    const found = LOCALES.find((locale) => locale === language);
    if (found) return found;
  }
  return 'en';
}

import { en, type MessageKey, type Messages } from './en';
import { formatMessage, type Locale, type Message, type MessageValues } from './formatMessage';

/** A host's own wording for some of the catalog's messages, by key (JSON, like the catalogs). */
export type MessageOverrides = Readonly<Partial<Record<MessageKey, Message>>>;

/** The words of one language, ready to use: what the runners and the elements say, in their reader's language. */
export interface Translator {
  /** The catalog language it speaks (pickLocale of what it was asked for). */
  readonly locale: Locale;
  /** The message of `key`, with its values filled in (numbers in the locale). */
  t(key: MessageKey, values?: MessageValues): string;
  /**
   * A text our English catalog wrote, in this language: a compiled plan's title, phase labels and guidance
   * prompts are English (plans are data, shared with the server); they show in the reader's language here.
   * A text the catalog did not write (a host's own plan or label) shows as it is.
   */
  text(english: string): string;
  /** A duration as it is spoken, in whole seconds rounded up: "1 minute 30 seconds", "1 Minute, 30 Sekunden". */
  duration(ms: number): string;
}

/** English texts without placeholders, by text: the keys `text()` looks up. */
const englishKeys = new Map<string, MessageKey>();
/** The titles made from a number ("10 min Meditation"), as patterns that give the number back. */
const englishTemplates: Array<{ readonly key: MessageKey; readonly pattern: RegExp; readonly names: readonly string[] }> = [];
for (const [key, message] of Object.entries(en) as Array<[MessageKey, Message]>) {
  if (typeof message !== 'string') continue;
  const names = [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  if (names.length === 0) {
    if (!englishKeys.has(message)) englishKeys.set(message, key);
  } else if (key.startsWith('title.')) {
    const source = message.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '(\\d+)');
    englishTemplates.push({ key, pattern: new RegExp(`^${source}$`), names });
  }
}

/**
 * The words of `locale` from its catalog, with a host's `overrides` taking the place of any message.
 * A message missing from a catalog (a host's partial catalog) falls back to English.
 */
export function createTranslator(locale: Locale, catalog: Messages = en, overrides: MessageOverrides = {}): Translator {
  const message = (key: MessageKey): Message => overrides[key] ?? catalog[key] ?? en[key];
  const t = (key: MessageKey, values?: MessageValues) => formatMessage(locale, message(key), values);
  const unit = (name: 'minute' | 'second', count: number) => new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'long' }).format(count);
  return {
    locale,
    t,
    text(english) {
      const key = englishKeys.get(english);
      if (key) return t(key);
      for (const template of englishTemplates) {
        const match = template.pattern.exec(english);
        if (match) return t(template.key, Object.fromEntries(template.names.map((name, index) => [name, Number(match[index + 1])])));
      }
      return english;
    },
    duration(ms) {
      const total = Math.max(0, Math.ceil(ms / 1000));
      const minutes = Math.floor(total / 60);
      const seconds = total % 60;
      const parts: string[] = [];
      if (minutes) parts.push(unit('minute', minutes));
      if (seconds || !minutes) parts.push(unit('second', seconds));
      return new Intl.ListFormat(locale, { type: 'unit', style: 'narrow' }).format(parts);
    },
  };
}

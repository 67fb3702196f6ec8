import { useEffect, useMemo, useState } from 'react';
import { createTranslator, type MessageOverrides, type Translator } from '../catalog/messages/createTranslator';
import type { Messages } from '../catalog/messages/en';
import { pickLocale } from '../catalog/messages/formatMessage';
import { loadedMessages, loadMessages } from '../catalog/messages/loadMessages';
import { useValue } from './useValue';

/** The language options every runner takes. */
export interface RunnerLanguageOptions {
  /**
   * The language of the runner's words, a BCP 47 tag or a list of them (`"de"`, `"fr-CA"`, `navigator.languages`):
   * the first of English, German, Dutch, French and Spanish found, else English. Another language's words load
   * on first use (English shows until they come; `loadMessages(locale)` from `@stillpoint/sdk/catalog` loads them ahead).
   */
  locale?: string | readonly string[];
  /** A host's own wording for some messages, by key (see the catalog's English messages for the keys). */
  messages?: MessageOverrides;
}

/** The words of `locale`, with the host's `messages` over them; its catalog loads once, on first use. */
export function useTranslator({ locale, messages }: RunnerLanguageOptions): Translator {
  const language = pickLocale(locale);
  const [catalogs, setCatalogs] = useState<Readonly<Partial<Record<string, Messages>>>>({});
  const catalog = loadedMessages(language) ?? catalogs[language];
  useEffect(() => {
    if (catalog) return;
    let current = true;
    void loadMessages(language).then((loaded) => {
      if (current) setCatalogs((previous) => ({ ...previous, [language]: loaded }));
    });
    return () => {
      current = false;
    };
  }, [language, catalog]);
  // Hosts often pass a fresh overrides object with the same contents on every render.
  const overrides = useValue(messages);
  return useMemo(() => (catalog ? createTranslator(language, catalog, overrides) : createTranslator('en', undefined, overrides)), [language, catalog, overrides]);
}

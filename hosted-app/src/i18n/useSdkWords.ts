import { createTranslator, en, loadedMessages, loadMessages, type Locale, type Messages, type Translator } from '@stillpoint/sdk/catalog';
import { useEffect, useMemo, useState } from 'react';
import { intlLocale, useAppLocaleStore } from './appLocaleStore';

/**
 * The SDK's words in the app's language (the names of techniques, styles, phases and segments, a meditation's
 * automatic name): its catalog of that language, fetched once; English until it has arrived.
 */
export function useSdkWords(): Translator {
  const locale = intlLocale(useAppLocaleStore((state) => state.locale));
  const [arrived, setArrived] = useState<{ readonly locale: Locale; readonly messages: Messages } | null>(null);
  useEffect(() => {
    let current = true;
    loadMessages(locale).then(
      (messages) => current && setArrived({ locale, messages }),
      (error: unknown) => console.warn(`[i18n] the SDK's words could not be loaded in ${locale}`, error),
    );
    return () => {
      current = false;
    };
  }, [locale]);
  const messages = (arrived?.locale === locale ? arrived.messages : loadedMessages(locale)) ?? en;
  return useMemo(() => createTranslator(locale, messages), [locale, messages]);
}

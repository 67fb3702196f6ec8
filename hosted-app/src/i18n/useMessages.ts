import type { MessageValues } from '@stillpoint/sdk/catalog';
import { formatMessage } from '@stillpoint/sdk/catalog';
import { useCallback } from 'react';
import { intlLocale, useAppLocaleStore } from './appLocaleStore';
import type { AppMessageKey } from './en';

/** The app's language as a BCP 47 tag, for `Intl` (dates, times, numbers) and `lang`. */
export function useLocale() {
  return intlLocale(useAppLocaleStore((state) => state.locale));
}

/** `t(key, values)`: a catalog message in the app's language, re-rendered when the language changes. */
export function useMessages() {
  const locale = useAppLocaleStore((state) => state.locale);
  const messages = useAppLocaleStore((state) => state.messages);
  return useCallback((key: AppMessageKey, values?: MessageValues) => formatMessage(intlLocale(locale), messages[key], values), [locale, messages]);
}

import { formatMessage, pickLocale, type Locale, type MessageValues } from '@stillpoint/sdk/catalog';
import { useCallback } from 'react';
import { intlLocale, useAppLocaleStore } from './appLocaleStore';
import type { AppMessageKey } from './en';

/**
 * The tag dates, times and numbers are written with: the browser's own variant of the app's language where it has
 * one (en-GB writes 24-hour times, de-CH its own numbers), else the language itself.
 */
export function regionalTag(locale: Locale): string {
  if (typeof navigator === 'undefined') return locale;
  return navigator.languages.find((tag) => pickLocale(tag) === locale) ?? locale;
}

/** The app's language as a BCP 47 tag for `Intl` (dates, times, numbers): see regionalTag. */
export function useLocale(): string {
  return regionalTag(intlLocale(useAppLocaleStore((state) => state.locale)));
}

/** `t(key, values)`: a catalog message in the app's language, re-rendered when the language changes. */
export function useMessages() {
  const locale = useAppLocaleStore((state) => state.locale);
  const messages = useAppLocaleStore((state) => state.messages);
  return useCallback((key: AppMessageKey, values?: MessageValues) => formatMessage(regionalTag(intlLocale(locale)), messages[key], values), [locale, messages]);
}

import { useEffect } from 'react';
import { intlLocale, useAppLocaleStore } from './appLocaleStore';

/**
 * `<html lang>` follows the app's language while a screen in it is shown (screen readers pick their voice by it,
 * browsers their hyphenation); a public page, written in English, has its prerendered `lang="en"` back after.
 */
export function useDocumentLanguage(): void {
  const locale = intlLocale(useAppLocaleStore((state) => state.locale));
  useEffect(() => {
    document.documentElement.lang = locale;
    return () => {
      document.documentElement.lang = 'en';
    };
  }, [locale]);
}

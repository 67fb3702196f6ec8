import { useEffect } from 'react';
import { languageOfPath } from '../features/public/publicLanguages';
import { intlLocale, useAppLocaleStore } from './appLocaleStore';

/**
 * `<html lang>` follows the app's language while a screen in it is shown (screen readers pick their voice by it,
 * browsers their hyphenation); a public page has its prerendered `lang` back after, its address's language.
 */
export function useDocumentLanguage(): void {
  const locale = intlLocale(useAppLocaleStore((state) => state.locale));
  useEffect(() => {
    document.documentElement.lang = locale;
    return () => {
      document.documentElement.lang = languageOfPath(window.location.pathname);
    };
  }, [locale]);
}

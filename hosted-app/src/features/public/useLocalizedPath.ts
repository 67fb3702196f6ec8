import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { languageOfPath, pathIn } from './publicLanguages';
import { isTranslated } from './translatedPages';

/** Where a public page's link leads in the page's language: a translated page in that language, any other page as it is. */
export function useLocalizedPath(): (englishPath: string) => string {
  const language = languageOfPath(useLocation().pathname);
  return useCallback((englishPath: string) => (isTranslated(englishPath) ? pathIn(englishPath, language) : englishPath), [language]);
}

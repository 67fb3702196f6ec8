import type { MetaDescriptor } from 'react-router';
import { pageMeta } from '../../lib/pageMeta';
import { notFoundMeta } from './notFoundMeta';
import type { Words } from './pageWords';
import { languageOfPath, pathIn } from './publicLanguages';
import { namesNoLanguage } from './translatedPath';

type MetaKey = 'meta.title' | 'meta.description' | 'meta.keywords';

/**
 * `meta` of a page written in every public language, at `pathname` (/start, /de/start): its title, description and
 * keywords in the address's language, its canonical address there, and its other languages linked (pageMeta's
 * translationOf). The not-found page's for a language segment that names no language (that address shows that page).
 */
export function translatedMeta(
  englishPath: string,
  pathname: string,
  lang: string | undefined,
  wordsIn: (language: ReturnType<typeof languageOfPath>) => Words<MetaKey>,
  more: { readonly structuredData?: Record<string, unknown> } = {},
): MetaDescriptor[] {
  if (namesNoLanguage(lang)) return notFoundMeta();
  const language = languageOfPath(pathname);
  const t = wordsIn(language);
  return pageMeta({ title: t('meta.title'), description: t('meta.description'), keywords: t('meta.keywords'), path: pathIn(englishPath, language), translationOf: englishPath, ...more });
}

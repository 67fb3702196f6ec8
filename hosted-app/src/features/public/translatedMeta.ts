import type { MetaDescriptor } from 'react-router';
import { pageMeta } from '../../lib/pageMeta';
import type { Words } from './pageWords';
import { languageOfPath, pathIn } from './publicLanguages';

type MetaKey = 'meta.title' | 'meta.description' | 'meta.keywords';

/**
 * `meta` of a page written in every public language, at `pathname` (/start, /de/start): its title, description and
 * keywords in the address's language, its canonical address there, and its other languages linked (pageMeta's
 * translationOf).
 */
export function translatedMeta(
  englishPath: string,
  pathname: string,
  wordsIn: (language: ReturnType<typeof languageOfPath>) => Words<MetaKey>,
  more: { readonly structuredData?: Record<string, unknown> } = {},
): MetaDescriptor[] {
  const language = languageOfPath(pathname);
  const t = wordsIn(language);
  return pageMeta({ title: t('meta.title'), description: t('meta.description'), keywords: t('meta.keywords'), path: pathIn(englishPath, language), translationOf: englishPath, ...more });
}

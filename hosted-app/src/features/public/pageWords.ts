import { formatMessage, type Locale, type MessageValues } from '@stillpoint/sdk/catalog';
import { use, useMemo } from 'react';
import { useLocation } from 'react-router';
import type { AreaLoaders, AreaMessages } from '../../i18n/areaCatalog';
import { languageOfPath, PUBLIC_LANGUAGES } from './publicLanguages';

export type Words<Key extends string> = (key: Key, values?: MessageValues) => string;

export interface PageWords<Key extends string> {
  /** The page's words in its address's language; a language not loaded yet suspends the render until it is. */
  readonly useWords: () => Words<Key>;
  /** The words in `language` (English until that language has loaded): for a route's `meta`. */
  readonly wordsIn: (language: Locale) => Words<Key>;
  /** The messages themselves in `language` (English until it has loaded): for words a page's inline script formats. */
  readonly messagesIn: (language: Locale) => AreaMessages<Key>;
  /** Loads `language`'s words (once). */
  readonly load: (language: Locale) => Promise<void>;
}

/**
 * The words of a public page, whose language is its address's (/de/… German), not the app's: English comes with the
 * page's own chunk, each other language is a chunk of its own. Prerendering loads every language; in the browser the
 * page's module waits for the language of the address it hydrates (`await words.load(…)`, see `loadForThisPage`), and
 * a page reached by a link suspends until its language's words are here, so a page never shows two languages.
 */
export function pageWords<Key extends string>(en: AreaMessages<Key>, loaders: AreaLoaders<Key>): PageWords<Key> {
  const loaded = new Map<Locale, AreaMessages<Key>>([['en', en]]);
  const loading = new Map<Locale, Promise<void>>();
  const load = (language: Locale): Promise<void> => {
    if (language === 'en' || loaded.has(language)) return Promise.resolve();
    let known = loading.get(language);
    if (!known) {
      known = loaders[language]().then((messages) => void loaded.set(language, messages));
      known.catch(() => loading.delete(language));
      loading.set(language, known);
    }
    return known;
  };
  const messagesIn = (language: Locale): AreaMessages<Key> => loaded.get(language) ?? en;
  const wordsIn = (language: Locale): Words<Key> => {
    const messages = messagesIn(language);
    return (key, values) => formatMessage(language, messages[key], values);
  };
  return {
    load,
    wordsIn,
    messagesIn,
    useWords() {
      const language = languageOfPath(useLocation().pathname);
      if (!loaded.has(language)) use(load(language));
      return useMemo(() => wordsIn(language), [language]);
    },
  };
}

/**
 * What a public page's module waits for before the page renders: every language when prerendering (one build writes
 * them all), else the language of the address the browser opened.
 */
export function loadForThisPage(...catalogs: readonly Pick<PageWords<never>, 'load'>[]): Promise<unknown> {
  const languages = import.meta.env.SSR || typeof window === 'undefined' ? PUBLIC_LANGUAGES : [languageOfPath(window.location.pathname)];
  return Promise.all(catalogs.flatMap((catalog) => languages.map((language) => catalog.load(language))));
}

import { formatMessage, type Locale, type Message, type MessageValues } from '@stillpoint/sdk/catalog';
import { Subscribable } from '@stillpoint/sdk/core';
import { useCallback, useSyncExternalStore } from 'react';
import { intlLocale, registerAreaLoader, useAppLocaleStore, type AppLocale } from './appLocaleStore';
import { regionalTag } from './useMessages';

/** One area's words in one language: every key of the area's English catalog. */
export type AreaMessages<Key extends string> = Readonly<Record<Key, Message>>;

/** How an area's other languages arrive: each its own chunk, fetched when that language is asked for. */
export type AreaLoaders<Key extends string> = Readonly<Record<Exclude<Locale, 'en'>, () => Promise<AreaMessages<Key>>>>;

export interface AreaCatalog<Key extends string> {
  /** `t(key, values)` in the app's language, re-rendered when the language changes or the area's words arrive. */
  readonly useMessages: () => (key: Key, values?: MessageValues) => string;
  /** The same text outside React (a toast raised by a call's answer). */
  readonly text: (key: Key, values?: MessageValues) => string;
  /**
   * Resolves once the area's words are here in the language the app is asked to show (at once in English; never
   * rejects: words that cannot be fetched leave the area in English). A route whose `meta` names the page from the area
   * awaits it at the top of its catalog's module, so the title is in the reader's language from the first render.
   */
  readonly ready: () => Promise<void>;
}

/**
 * The words of one part of the app (builders, library, billing…), kept out of the home's first load: English
 * comes with the area's own chunk, the other languages load when asked for. The app's language changes only once
 * every area already loaded has its words in the new language (appLocaleStore's `want`), so a screen never shows
 * two languages at once; an area first opened in another language shows English only until its words arrive (unless its module awaits `ready`).
 */
export function areaCatalog<Key extends string>(en: AreaMessages<Key>, loaders: AreaLoaders<Key>): AreaCatalog<Key> {
  const loaded = new Map<AppLocale, AreaMessages<Key>>([['en', en]]);
  const loading = new Map<AppLocale, Promise<void>>();
  const arrivals = new Subscribable();

  function load(locale: AppLocale): Promise<void> {
    if (locale === 'en' || loaded.has(locale)) return Promise.resolve();
    const known = loading.get(locale);
    if (known) return known;
    // The pseudo-locale's marks come in their own chunk, as the app's own catalog fetches them (appLocaleStore), so no
    // area's chunk holds them and the first load's import of that chunk needs nothing else.
    const fetched = locale === 'pseudo' ? import('./pseudoCatalog').then(({ pseudoCatalog }) => pseudoCatalog(en)) : loaders[locale]();
    const done = fetched.then(
      (messages) => {
        loaded.set(locale, messages);
        arrivals.notify();
      },
      (error: unknown) => {
        loading.delete(locale);
        throw error;
      },
    );
    loading.set(locale, done);
    return done;
  }

  registerAreaLoader(load);
  const wanted = useAppLocaleStore.getState().wanted;
  if (wanted !== 'en') load(wanted).catch((error: unknown) => console.warn(`[i18n] words of an area could not be loaded in ${wanted}`, error));

  const messagesOf = (locale: AppLocale) => loaded.get(locale) ?? en;
  const format = (locale: AppLocale, key: Key, values?: MessageValues) => formatMessage(regionalTag(intlLocale(locale)), messagesOf(locale)[key], values);

  return {
    useMessages() {
      const locale = useAppLocaleStore((state) => state.locale);
      const messages = useSyncExternalStore(arrivals.subscribe, () => messagesOf(locale), () => en);
      return useCallback((key: Key, values?: MessageValues) => formatMessage(regionalTag(intlLocale(locale)), messages[key], values), [locale, messages]);
    },
    text: (key, values) => format(useAppLocaleStore.getState().locale, key, values),
    ready: () => load(useAppLocaleStore.getState().wanted).catch(() => undefined),
  };
}

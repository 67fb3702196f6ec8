import { formatMessage, type Locale, type MessageValues } from '@stillpoint/sdk/catalog';
import { create } from 'zustand';
import { en, type AppCatalog, type AppMessageKey } from './en';

/**
 * A catalog the app can show: one of the five languages, or the pseudo-locale that marks every catalog string
 * (the test that finds English left behind turns it on: pseudoLocale.ts).
 */
export type AppLocale = Locale | 'pseudo';

/**
 * English is in the first load; every other language is its own chunk, fetched when asked for, so the home's
 * first load does not grow with the languages.
 */
const LOADERS: Readonly<Record<Exclude<AppLocale, 'en'>, () => Promise<AppCatalog>>> = {
  de: async () => (await import('./de')).de,
  nl: async () => (await import('./nl')).nl,
  fr: async () => (await import('./fr')).fr,
  es: async () => (await import('./es')).es,
  pseudo: async () => (await import('./pseudoCatalog')).pseudoCatalog(en),
};

interface AppLocaleState {
  /** The language the app shows now (its catalog is loaded). */
  readonly locale: AppLocale;
  readonly messages: AppCatalog;
  /** The language asked for last; shown once its catalog has loaded. */
  readonly wanted: AppLocale;
  /**
   * Shows `locale` once its catalog is here (at once for English or one loaded before); a later ask wins. Resolves
   * when it is shown (or a later ask took over), so what follows a change, its toast, speaks the new language.
   */
  want(locale: AppLocale): Promise<void>;
}

const loaded = new Map<AppLocale, Promise<AppCatalog>>([['en', Promise.resolve(en)]]);

/** The areas' own catalogs (areaCatalog.ts), each loaded with the app's before the language changes. */
const areaLoaders = new Set<(locale: AppLocale) => Promise<void>>();

/** How an area's catalog joins a change of language: `want` waits for its words too. */
export function registerAreaLoader(load: (locale: AppLocale) => Promise<void>): void {
  areaLoaders.add(load);
}

/** The catalog of `locale`, fetched once; a failed fetch is asked again next time. */
function catalogOf(locale: AppLocale): Promise<AppCatalog> {
  const known = loaded.get(locale);
  if (known) return known;
  const loading = LOADERS[locale as Exclude<AppLocale, 'en'>]();
  loaded.set(locale, loading);
  loading.catch(() => loaded.delete(locale));
  return loading;
}

/**
 * The app's language. It starts in English, as the prerendered pages are, so hydration matches them; the language
 * it follows (the account's, else the browser's: AppLocaleFollower) is asked for after the first render.
 */
export const useAppLocaleStore = create<AppLocaleState>()((set, get) => ({
  locale: 'en',
  messages: en,
  wanted: 'en',
  want: async (locale) => {
    set({ wanted: locale });
    try {
      const [messages] = await Promise.all([catalogOf(locale), ...[...areaLoaders].map((load) => load(locale))]);
      if (get().wanted === locale && get().locale !== locale) set({ locale, messages });
    } catch (error) {
      console.warn(`[i18n] the ${locale} catalog could not be loaded; the app stays in ${get().locale}`, error);
    }
  },
}));

/** The BCP 47 tag for `Intl` and `lang`: the pseudo-locale formats as English. */
export const intlLocale = (locale: AppLocale): Locale => (locale === 'pseudo' ? 'en' : locale);

/** A catalog message in the app's language now, for code outside React (toasts raised by a call's answer). */
export function appText(key: AppMessageKey, values?: MessageValues): string {
  const { locale, messages } = useAppLocaleStore.getState();
  return formatMessage(intlLocale(locale), messages[key], values);
}

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
  /** Shows `locale` once its catalog is here (at once for English or one loaded before); a later ask wins. */
  want(locale: AppLocale): void;
}

const loaded = new Map<AppLocale, AppCatalog>([['en', en]]);

/**
 * The app's language. It starts in English, as the prerendered pages are, so hydration matches them; the language
 * it follows (the account's, else the browser's: AppLocaleFollower) is asked for after the first render.
 */
export const useAppLocaleStore = create<AppLocaleState>()((set, get) => ({
  locale: 'en',
  messages: en,
  wanted: 'en',
  want: (locale) => {
    if (get().wanted === locale && get().locale === locale) return;
    set({ wanted: locale });
    const ready = loaded.get(locale);
    if (ready) {
      set({ locale, messages: ready });
      return;
    }
    LOADERS[locale as Exclude<AppLocale, 'en'>]().then(
      (messages) => {
        loaded.set(locale, messages);
        if (get().wanted === locale) set({ locale, messages });
      },
      (error: unknown) => console.warn(`[i18n] the ${locale} catalog could not be loaded; the app stays in ${get().locale}`, error),
    );
  },
}));

/** The BCP 47 tag for `Intl` and `lang`: the pseudo-locale formats as English. */
export const intlLocale = (locale: AppLocale): Locale => (locale === 'pseudo' ? 'en' : locale);

/** A catalog message in the app's language now, for code outside React (toasts raised by a call's answer). */
export function appText(key: AppMessageKey, values?: MessageValues): string {
  const { locale, messages } = useAppLocaleStore.getState();
  return formatMessage(intlLocale(locale), messages[key], values);
}

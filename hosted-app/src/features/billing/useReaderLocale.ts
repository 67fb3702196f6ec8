import { useSyncExternalStore } from 'react';
import { PRERENDER_LOCALE } from './planPrices';

const never = () => () => {};

/**
 * The reader's locale, the browser's first language, to write prices in. PRERENDER_LOCALE while prerendering and
 * hydrating (the page is hydrated as it was prerendered), then React writes the reader's.
 */
export function useReaderLocale(): string {
  return useSyncExternalStore(never, () => navigator.language || PRERENDER_LOCALE, () => PRERENDER_LOCALE);
}

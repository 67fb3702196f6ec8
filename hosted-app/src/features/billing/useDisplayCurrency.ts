import { currencyFor, type Currency } from '@stillpoint/api/contract';
import { useSyncExternalStore } from 'react';
import { useUserStore } from '../auth/userStore';

/** The browser's zone; an engine that names none counts as outside Europe. */
const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';

/**
 * The currency a reader's prices are written in, by the contract's one rule (currencyFor): a signed-in user's own
 * time zone, the zone the API's `status.currency` and the checkout use, so the FAQ and the plans cannot disagree;
 * a visitor's browser zone otherwise. Null while prerendering and hydrating (a prerendered page has no zone):
 * the page is hydrated as it was prerendered, then React writes the reader's currency.
 */
export function useDisplayCurrency(): Currency | null {
  return useSyncExternalStore(
    useUserStore.subscribe,
    () => currencyFor(useUserStore.getState().user?.timeZone ?? browserTimeZone()),
    () => null,
  );
}

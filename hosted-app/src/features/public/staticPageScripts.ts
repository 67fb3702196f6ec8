import type { Currency } from '@stillpoint/api/contract';
import { LAST_USER_KEY } from '../auth/userStore';

/** The two texts of an element whose words depend on the reader's currency (a price, the note on prices): PRICE_SWAP chooses. */
export const byZone = (texts: Readonly<Record<Currency, string>>) => ({ 'data-eur': texts.EUR, 'data-usd': texts.USD });

/**
 * A static public page's prices in the reader's currency (commercial.md §9, the contract's `currencyFor`: EUR where the
 * browser's time zone starts with `Europe/`, USD elsewhere). The page is prerendered in euros, saying which currency
 * applies where; each text that names a price carries both versions (`byZone`), and this writes the reader's, then marks
 * `<html data-currency>`. Inline at the page's end (the server allows it by its hash, as every inline script), a few
 * hundred bytes; without JavaScript the prerendered text stays, and it is true.
 */
export const PRICE_SWAP = `(()=>{const usd=!/^Europe\\//.test(Intl.DateTimeFormat().resolvedOptions().timeZone||'');
for(const e of document.querySelectorAll('[data-usd]'))e.textContent=usd?e.dataset.usd:e.dataset.eur;
document.documentElement.dataset.currency=usd?'USD':'EUR'})();`;

/**
 * The landing's parts for a connection and for none (commercial.md §6): offline, the free practices that run without one
 * (`data-offline`) take the bundles' place (`data-online`), and back online the bundles return. At `/`, a signed-in user
 * who opens the app offline (its start_url is `/`, and the service worker has only the landing's copy of it) goes on to
 * their home, `/app`: the app remembers the last user for that (features/auth/userStore.ts, LAST_USER_KEY).
 */
export const CONNECTION_SWAP = `(()=>{
if(!navigator.onLine&&location.pathname==='/'){try{if(localStorage.getItem(${JSON.stringify(LAST_USER_KEY)})){location.replace('/app');return}}catch{}}
const show=()=>{for(const e of document.querySelectorAll('[data-online]'))e.hidden=!navigator.onLine;
for(const e of document.querySelectorAll('[data-offline]'))e.hidden=navigator.onLine};
show();addEventListener('online',show);addEventListener('offline',show)})();`;

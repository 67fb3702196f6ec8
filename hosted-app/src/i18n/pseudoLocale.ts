/**
 * The switch of the pseudo-locale (every catalog string marked, pseudoCatalog.ts): set in this browser's storage by
 * the test that fails on any visible text that bypassed the catalog. Nobody else sets it; with it off nothing changes.
 */
export const PSEUDO_LOCALE_KEY = 'stillpoint:pseudo-locale';

export function pseudoLocaleOn(): boolean {
  try {
    return window.localStorage.getItem(PSEUDO_LOCALE_KEY) === 'on';
  } catch {
    return false;
  }
}

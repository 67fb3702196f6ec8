const ASKED_KEY = 'stillpoint:storage-persist-asked';

/**
 * Asks the browser once to keep the app's storage (navigator.storage.persist) when the user has saved
 * something worth keeping: a completion waiting to be sent, or sessions cached for offline. Without it a
 * browser short of space may clear IndexedDB. The answer changes nothing in the app: a refusal only means
 * the browser may evict under pressure, so it is only logged.
 */
export function keepStorage(): void {
  try {
    if (!navigator.storage?.persist || window.localStorage.getItem(ASKED_KEY)) return;
    window.localStorage.setItem(ASKED_KEY, new Date().toISOString());
  } catch {
    return;
  }
  navigator.storage.persist().then(
    (granted) => granted || console.info('[offline] the browser keeps the right to clear this app’s storage'),
    (error: unknown) => console.warn('[offline] persistent storage could not be asked for', error),
  );
}

import { LAST_REFRESH_KEY } from './refreshRule';

/** Records now as the last refresh (Refresh, Later and close all do: the prompt then rests for an hour). */
export function recordRefresh(now = Date.now()): void {
  try {
    window.localStorage.setItem(LAST_REFRESH_KEY, String(now));
  } catch (error) {
    console.warn('[refresh] the time could not be recorded', error);
  }
}

export function lastRefresh(): number | null {
  try {
    const value = window.localStorage.getItem(LAST_REFRESH_KEY);
    return value === null ? null : Number(value);
  } catch {
    return null;
  }
}

/**
 * commercial.md §4: unregisters the service workers, clears every cache, records the time and reloads. A
 * failure on the way is only logged: the page reloads all the same.
 */
export async function refreshApp(): Promise<void> {
  try {
    const registrations = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistrations() : [];
    await Promise.all(registrations.map((registration) => registration.unregister()));
    if ('caches' in window) await Promise.all((await caches.keys()).map((name) => caches.delete(name)));
  } catch (error) {
    console.warn('[refresh] the cache refresh failed', error);
  }
  recordRefresh();
  window.location.reload();
}

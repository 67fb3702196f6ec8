/** Where the worker is served (vite.config.ts writes it there), registered for the whole origin. */
export const SERVICE_WORKER_URL = '/service-worker.js';

/**
 * Registers /service-worker.js once the page has loaded (commercial.md §7), so that installing it (it
 * precaches the whole app) never competes with the first screen. Browsers without service workers, and
 * plain http origins other than localhost, simply go without.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () =>
    void navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch((error: unknown) => console.warn('[offline] the service worker did not register', error));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

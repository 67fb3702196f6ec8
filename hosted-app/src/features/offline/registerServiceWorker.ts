/**
 * Registers /service-worker.js once the page has loaded (commercial.md §7), so that installing it (it
 * precaches the whole app) never competes with the first screen. Browsers without service workers, and
 * plain http origins other than localhost, simply go without.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () =>
    void navigator.serviceWorker.register('/service-worker.js', { scope: '/' }).catch((error: unknown) => console.warn('[offline] the service worker did not register', error));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

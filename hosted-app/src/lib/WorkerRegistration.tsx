import { SERVICE_WORKER_URL } from '../features/offline/registerServiceWorker';

/**
 * The few bytes a public page runs by itself: once the page has loaded, register the service worker, as the app does
 * (features/offline/registerServiceWorker.ts). A visitor who only read a page is then offline-ready by their next
 * visit: the worker precaches the prerendered pages, the app and the widget code, so the free sessions run offline.
 * Inline (the server's policy allows it by its hash, as every inline script), so it costs no request of its own.
 */
export const REGISTER_WORKER = `if('serviceWorker'in navigator)addEventListener('load',()=>navigator.serviceWorker.register(${JSON.stringify(SERVICE_WORKER_URL)},{scope:'/'}).catch((error)=>console.warn('[offline] the service worker did not register',error)),{once:true})`;

/**
 * REGISTER_WORKER as the page renders it (the public footer, on every public page): it runs where the prerendered HTML
 * is parsed; a script React inserts later, on a page the app renders in the browser, never runs (the app registers).
 */
export function WorkerRegistration() {
  return <script dangerouslySetInnerHTML={{ __html: REGISTER_WORKER }} />;
}

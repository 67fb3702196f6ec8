/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { VISITOR_HOME } from '../lib/visitorHome';
import { listenForPush } from './pushEvents';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

/**
 * The app's service worker (/service-worker.js, built by vite-plugin-pwa's injectManifest from this file
 * after the prerendering: vite.config.ts). It precaches the whole client build (shell, every route's chunks,
 * the prerendered pages, the SPA fallback, the sounds, the widget code), so the app opens and navigates offline.
 *
 * No skipWaiting of its own: a new version waits until no tab runs the old one. A tab in the middle of a session
 * keeps loading its own chunks from its own precache; the next visit (every tab closed, then opened) gets the new
 * one, unless the user asks for it sooner: the app offers the waiting version as "Update", which sends
 * SKIP_WAITING (features/offline/waitingWorker.ts), and reloads once it has taken over.
 */
const SPA_FALLBACK = '/__spa-fallback.html';

/**
 * The precached page for a navigation: a prerendered page (`/why` is `/why/index.html`; `/` the visitors' landing, as
 * the server answers it: lib/visitorHome.ts, whose own script sends a signed-in reader on to /app), else the SPA fallback.
 */
async function offlinePage(url: URL): Promise<Response> {
  const path = url.pathname.replace(/\/+$/, '').toLowerCase();
  const prerendered = await matchPrecache(path === '' ? `/${VISITOR_HOME}` : `${path}/index.html`);
  return prerendered ?? (await matchPrecache(SPA_FALLBACK)) ?? Response.error();
}

const network = new NetworkOnly({ networkTimeoutSeconds: 4 });

/**
 * Pages come from the network while it answers (the server picks the page and its security headers, and a
 * new version shows at once), from the precache when it does not: offline, or after 4 s without an answer.
 */
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await network.handle(options);
      } catch {
        return offlinePage(options.url);
      }
    },
    { denylist: [/^\/api\//] },
  ),
);

// After the navigation route, so that pages go to it first; every other precached file is served from the cache.
precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/.*/] });
cleanupOutdatedCaches();
// Once active (the first install, or a new version after every old tab closed), it takes the open pages at once:
// the first visit is offline-ready without a reload.
clientsClaim();

// "Update", pressed in a page: this waiting version takes over now.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Reminders and test pushes become notifications; a click brings the app forward.
listenForPush(self);

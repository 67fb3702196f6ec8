/**
 * A new version of the app's service worker that waits: installed while a page runs the old one (the worker does
 * not skip waiting on its own, src/sw/serviceWorker.ts). `found` is called with it, whether it was waiting already
 * or finishes installing while this page is open; the answer stops watching.
 */
export function watchWaitingWorker(found: (worker: ServiceWorker) => void): () => void {
  if (!('serviceWorker' in navigator)) return () => {};
  let stopped = false;
  let stopWatching = () => {};
  // Waiting only matters where an old version controls the page: a first install takes the page at once.
  const report = (worker: ServiceWorker | null) => !stopped && worker && navigator.serviceWorker.controller && found(worker);
  void navigator.serviceWorker.ready.then((registration) => {
    if (stopped) return;
    report(registration.waiting);
    const installing = () => {
      const worker = registration.installing;
      worker?.addEventListener('statechange', () => worker.state === 'installed' && report(worker));
    };
    registration.addEventListener('updatefound', installing);
    stopWatching = () => registration.removeEventListener('updatefound', installing);
  });
  return () => {
    stopped = true;
    stopWatching();
  };
}

/** What the page asks a waiting worker to do: take over now (the worker's message listener). */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;

/** Brings the waiting version in: it takes over, and the page reloads on it. */
export function activateWaitingWorker(worker: ServiceWorker): void {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  worker.postMessage(SKIP_WAITING_MESSAGE);
}

import { keyBytes } from './pushSupport';

/** How long to wait for the app's service worker to be active before giving up on subscribing. */
const WORKER_WAIT_MS = 4_000;

/**
 * The app's service worker registration (it receives the pushes), or null when none becomes active in time: the
 * worker is registered on page load, and a browser without one (a private window that refuses it) cannot subscribe.
 */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  const existing = await navigator.serviceWorker.getRegistration();
  if (existing?.active) return existing;
  return Promise.race([navigator.serviceWorker.ready, new Promise<null>((resolve) => setTimeout(() => resolve(null), WORKER_WAIT_MS))]);
}

/** This browser's current push subscription, if it has one (without waiting for a worker that is not there). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const existing = await navigator.serviceWorker.getRegistration();
  return existing ? existing.pushManager.getSubscription() : null;
}

/** Subscribes this browser with the API's VAPID key; throws when the worker, the push service or the browser refuses. */
export async function subscribeDevice(publicKey: string): Promise<PushSubscriptionJSON> {
  const worker = await registration();
  if (!worker) throw new Error('No active service worker to receive notifications');
  const subscription = await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
  return subscription.toJSON();
}

/** Ends this browser's subscription; answers its endpoint (for the API to forget), or null when there was none. */
export async function unsubscribeDevice(): Promise<string | null> {
  const subscription = await currentSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}

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

/**
 * How long the browser's push service has to answer a subscription. A browser that cannot reach it (a network that
 * blocks it, a Chromium without Google's services) may never settle the request: the button must not spin forever.
 */
export const PUSH_SUBSCRIBE_TIMEOUT_MS = 20_000;

/** The browser's push service did not answer in time: nothing was subscribed. */
export class PushServiceUnreachable extends Error {
  constructor() {
    super('The browser’s push service did not answer');
    this.name = 'PushServiceUnreachable';
  }
}

/**
 * Subscribes this browser with the API's VAPID key; throws when the worker, the push service or the browser refuses,
 * and PushServiceUnreachable when the push service does not answer in time. A subscription that arrives after that
 * is ended at once, so the device never holds one the API does not know.
 */
export async function subscribeDevice(publicKey: string): Promise<PushSubscriptionJSON> {
  const worker = await registration();
  if (!worker) throw new Error('No active service worker to receive notifications');
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const asked = worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
  const tooLate = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      timedOut = true;
      reject(new PushServiceUnreachable());
    }, PUSH_SUBSCRIBE_TIMEOUT_MS);
  });
  asked.then(
    (late) => timedOut && void late.unsubscribe().catch((error: unknown) => console.warn('[push] a late subscription could not be ended', error)),
    () => {},
  );
  try {
    return (await Promise.race([asked, tooLate])).toJSON();
  } finally {
    clearTimeout(timer);
  }
}

/** Ends this browser's subscription; answers its endpoint (for the API to forget), or null when there was none. */
export async function unsubscribeDevice(): Promise<string | null> {
  const subscription = await currentSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}

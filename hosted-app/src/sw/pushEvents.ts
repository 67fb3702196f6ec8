import { NOTIFICATION_ICON } from '@stillpoint/api/contract';

/**
 * The service worker's side of web push: a push becomes a notification, and a click on it brings the app forward.
 * serviceWorker.ts calls `listenForPush(self)`. The app's program is typed for the DOM, not lib.webworker, so the
 * parts of the worker's scope used here are named structurally: the real ServiceWorkerGlobalScope fits them.
 */

/** What showNotification is given (NotificationOptions of the DOM library, which lacks nothing used here). */
export interface PushNotification {
  readonly title: string;
  readonly options: NotificationOptions & { readonly data: { readonly url: string } };
}

/** The fallback when a push carries no readable message: still a notification (userVisibleOnly promises one). */
const FALLBACK = { title: 'Stillpoint', body: 'Time for a quiet minute.', tag: 'stillpoint', url: '/app' };

const text = (value: unknown, fallback: string, max: number) => (typeof value === 'string' && value.trim() ? value.slice(0, max) : fallback);

/** A same-origin path to open on click; anything else (another origin, a `javascript:` URL) opens the app. */
function safePath(value: unknown): string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : FALLBACK.url;
}

/** Pure: the notification a push payload (the API's PushMessage as JSON text) shows, with the app's icon. */
export function notificationOf(payload: string | null): PushNotification {
  let message: Record<string, unknown> = {};
  try {
    const parsed: unknown = payload ? JSON.parse(payload) : {};
    if (parsed && typeof parsed === 'object') message = parsed as Record<string, unknown>;
  } catch {
    // Not JSON: the fallback's words, as a notification must still be shown.
  }
  return {
    title: text(message.title, FALLBACK.title, 100),
    options: {
      body: text(message.body, FALLBACK.body, 300),
      tag: text(message.tag, FALLBACK.tag, 64),
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_ICON,
      data: { url: safePath(message.url) },
    },
  };
}

interface PushEventLike extends Event {
  readonly data: { text(): string } | null;
  waitUntil(promise: Promise<unknown>): void;
}

interface NotificationEventLike extends Event {
  readonly notification: { readonly data?: unknown; close(): void };
  waitUntil(promise: Promise<unknown>): void;
}

interface WindowClientLike {
  readonly url: string;
  focus(): Promise<unknown>;
  navigate?(url: string): Promise<unknown>;
}

/** The parts of ServiceWorkerGlobalScope this module uses. */
export interface ServiceWorkerGlobalScope {
  readonly location: { readonly origin: string };
  readonly registration: { showNotification(title: string, options?: NotificationOptions): Promise<void> };
  readonly clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEventLike) => void): void;
}

/** push → showNotification (icon, title, body, tag); notificationclick → focus an open window of the app, else open one. */
export function listenForPush(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('push', (event) => {
    const { title, options } = notificationOf(event.data ? event.data.text() : null);
    event.waitUntil(scope.registration.showNotification(title, options));
  });

  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | undefined;
    const url = new URL(safePath(data?.url), scope.location.origin).href;
    event.waitUntil(
      (async () => {
        const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const open = windows.find((client) => new URL(client.url).origin === scope.location.origin);
        if (!open) return scope.clients.openWindow(url);
        await open.focus();
        return open.url === url || !open.navigate ? undefined : open.navigate(url);
      })(),
    );
  });
}

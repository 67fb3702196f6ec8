import type { LogEntryBody } from '@stillpoint/api/contract';
import { get, update } from 'idb-keyval';
import { ApiError, apiRequest } from '../../lib/apiRequest';

/** A completed session waiting to be stored by the API (the body carries its client id: a retry cannot double it). */
export interface OutboxItem {
  readonly body: LogEntryBody & { readonly id: string };
}

const outboxKey = (userId: string) => `stillpoint:outbox:${userId}`;

export async function pendingEntries(userId: string): Promise<OutboxItem[]> {
  return (await get<OutboxItem[]>(outboxKey(userId))) ?? [];
}

/** Keeps a completed session until the API has it (IndexedDB: a reload or a lost connection loses nothing). */
export function enqueueEntry(userId: string, body: OutboxItem['body']): Promise<void> {
  return update<OutboxItem[]>(outboxKey(userId), (items = []) => [...items.filter((item) => item.body.id !== body.id), { body }]);
}

/** A 4xx other than these means the entry itself is refused: sending it again would not help. */
const RETRIABLE = new Set([401, 403, 408, 409, 425, 429]);
const inFlight = new Map<string, Promise<number>>();

/**
 * Sends the user's pending sessions to POST /api/sessions/log, oldest first, and forgets each the API
 * stored (201) or already had (200). A failure that may pass later (offline, 5xx, signed out) keeps the
 * rest for the next flush; one flush at a time per user. Answers how many were stored.
 */
export function flushOutbox(userId: string): Promise<number> {
  const running = inFlight.get(userId);
  if (running) return running;
  const flush = (async () => {
    let stored = 0;
    for (const item of await pendingEntries(userId)) {
      try {
        await apiRequest('POST', '/api/sessions/log', item.body);
        stored += 1;
      } catch (error) {
        const status = error instanceof ApiError ? error.status : undefined;
        if (status === undefined || status >= 500 || RETRIABLE.has(status)) break;
        console.warn('[outbox] the API refused a session entry; it is dropped', item.body, error);
      }
      await update<OutboxItem[]>(outboxKey(userId), (items = []) => items.filter((known) => known.body.id !== item.body.id));
    }
    return stored;
  })().finally(() => inFlight.delete(userId));
  inFlight.set(userId, flush);
  return flush;
}

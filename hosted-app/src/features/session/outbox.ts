import type { LogEntryBody } from '@stillpoint/api/contract';
import { del, get, update } from 'idb-keyval';
import { ApiError, apiRequest } from '../../lib/apiRequest';
import { oneRunAtATime } from '../../lib/oneRunAtATime';
import { afterFailedSend } from './outboxRetry';

/** A completed session waiting to be stored by the API (the body carries its client id: a retry cannot double it). */
export interface OutboxItem {
  readonly body: LogEntryBody & { readonly id: string };
}

/** How long a completion's POST may go unanswered before the flush gives it up (kept for the next), ms. */
const SEND_TIMEOUT_MS = 15_000;

const outboxKey = (userId: string) => `stillpoint:outbox:${userId}`;

/** Fired on window whenever the outbox changes (the offline banner's count follows it). */
export const OUTBOX_CHANGED = 'stillpoint:outbox-changed';
const changed = () => window.dispatchEvent(new Event(OUTBOX_CHANGED));

/**
 * Entries the browser refused to store (storage full, or IndexedDB not allowed): kept in memory and sent with
 * the rest while this page lives, so that a refused storage loses no completion the page can still send. Only
 * closing the page would lose them: while there are any, the browser asks before it unloads the page.
 */
const unstored = new Map<string, OutboxItem[]>();

/** Asks "Leave site?" (the browser's own words) while a completion exists only in this page's memory. */
function askBeforeUnload(event: BeforeUnloadEvent) {
  event.preventDefault();
  // Older browsers ask only when returnValue is set.
  event.returnValue = '';
}

/** Keeps unstored's entries and the unload question in step (a listener only while needed: it costs the back-forward cache). */
function setUnstored(userId: string, items: OutboxItem[]) {
  if (items.length > 0) unstored.set(userId, items);
  else unstored.delete(userId);
  if (unstored.size > 0) window.addEventListener('beforeunload', askBeforeUnload);
  else window.removeEventListener('beforeunload', askBeforeUnload);
}

/** How many of the user's completions are kept only in this page's memory (the banner says so). */
export const unstoredCount = (userId: string) => unstored.get(userId)?.length ?? 0;

/** Storage refused a completed session: the app says so (it is kept in memory and sent while the page is open). */
export class StorageRefusedError extends Error {
  constructor(cause: unknown) {
    super('This device did not let Stillpoint keep the session', { cause });
  }
}

/** Tries again to store what storage refused before (space may have been freed since); what it still refuses stays in memory. */
async function storeUnstored(userId: string): Promise<void> {
  const inMemory = unstored.get(userId);
  if (!inMemory?.length) return;
  try {
    await update<OutboxItem[]>(outboxKey(userId), (items = []) => [...items.filter((item) => !inMemory.some((kept) => kept.body.id === item.body.id)), ...inMemory]);
    setUnstored(userId, (unstored.get(userId) ?? []).filter((item) => !inMemory.includes(item)));
    changed();
  } catch {
    // Still refused: they stay in memory, the page still guarded.
  }
}

export async function pendingEntries(userId: string): Promise<OutboxItem[]> {
  let stored: OutboxItem[] = [];
  try {
    stored = (await get<OutboxItem[]>(outboxKey(userId))) ?? [];
  } catch (error) {
    console.warn('[outbox] IndexedDB could not be read', error);
  }
  const inMemory = (unstored.get(userId) ?? []).filter((item) => !stored.some((known) => known.body.id === item.body.id));
  return [...stored, ...inMemory];
}

/**
 * Keeps a completed session until the API has it (IndexedDB: a reload or a lost connection loses nothing).
 * When the browser refuses to store it, it is kept in memory and the call fails with StorageRefusedError.
 */
export async function enqueueEntry(userId: string, body: OutboxItem['body']): Promise<void> {
  try {
    await update<OutboxItem[]>(outboxKey(userId), (items = []) => [...items.filter((item) => item.body.id !== body.id), { body }]);
  } catch (error) {
    setUnstored(userId, [...(unstored.get(userId) ?? []).filter((item) => item.body.id !== body.id), { body }]);
    throw new StorageRefusedError(error);
  } finally {
    changed();
  }
}

async function forget(userId: string, id: string): Promise<void> {
  const inMemory = unstored.get(userId);
  if (inMemory) setUnstored(userId, inMemory.filter((item) => item.body.id !== id));
  try {
    await update<OutboxItem[]>(outboxKey(userId), (items = []) => items.filter((known) => known.body.id !== id));
  } catch (error) {
    // The API has it (its client id makes a second send harmless): nothing is lost if it stays.
    console.warn('[outbox] a sent entry could not be removed', error);
  }
  changed();
}

/**
 * Sends the user's pending sessions to POST /api/sessions/log, oldest first, and forgets each the API
 * stored (201) or already had (200). A failure that may pass later (offline, 5xx, signed out) keeps the
 * rest for the next flush. One flush at a time per user; a call during one is answered by the next, so an entry
 * queued while another flush was sending is sent too. Answers how many were stored.
 */
export const flushOutbox = oneRunAtATime(async (userId: string): Promise<number> => {
  let stored = 0;
  await storeUnstored(userId);
  for (const item of await pendingEntries(userId)) {
    try {
      // Its client id makes a second send harmless: a send with no answer is given up, and tried again later.
      await apiRequest('POST', '/api/sessions/log', item.body, { timeoutMs: SEND_TIMEOUT_MS });
      stored += 1;
    } catch (error) {
      if (afterFailedSend(error instanceof ApiError ? error.status : undefined) === 'keep') break;
      console.warn('[outbox] the API refused a session entry; it is dropped', item.body, error);
    }
    await forget(userId, item.body.id);
  }
  return stored;
});

/**
 * Sends the user's pending sessions (flushOutbox) and answers whether the one with client id `id` has left the
 * outbox, whichever flush sent it: a flush the app began a moment before (the page opened, shown again, back
 * online) may have read it first, and then this call's own run finds nothing to send and answers 0.
 */
export async function sendEntry(userId: string, id: string): Promise<boolean> {
  await flushOutbox(userId);
  return !(await pendingEntries(userId)).some((item) => item.body.id === id);
}

/**
 * Removes the user's outbox from this browser (sign-out): with `unsent: 'keep'` only once it holds nothing to
 * send, so a completion still waiting stays until it is sent; with 'drop' (the account is deleted) whatever it holds.
 */
export async function forgetOutbox(userId: string, { unsent }: { readonly unsent: 'keep' | 'drop' }): Promise<void> {
  if (unsent === 'drop') setUnstored(userId, []);
  if (unsent === 'drop' || (await pendingEntries(userId)).length === 0) await del(outboxKey(userId));
}

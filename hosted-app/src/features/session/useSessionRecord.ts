import { MIN_LOGGED_PARTIAL_SECONDS, type User } from '@stillpoint/api/contract';
import { useRef } from 'react';
import { askAgain } from '../../lib/queryClient';
import { queryKeys } from '../../lib/queryKeys';
import { addLocalLogEntry, finishLocalLogEntry, removeLocalLogEntry } from './localLog';
import { dismissToast, toast } from '../../ui/toastStore';
import { keepStorage } from '../offline/keepStorage';
import { enqueueEntry, OUTBOX_CHANGED, sendEntry, StorageRefusedError, unstoredCount, type OutboxItem } from './outbox';
import type { SessionEnd } from './SessionRunner';
import { techniqueOf, titleOf, type SessionRequest } from './sessionRequest';
import { sessionMessages } from './sessionMessages';

/**
 * Said when the browser would not store a completion (full or refused storage). It is kept in this page's
 * memory and sent as soon as the API can be reached; only closing the page first would lose it, which the
 * toast says and the browser's "Leave site?" question guards (outbox.ts). It stays until dismissed, or until no
 * completion is left only in memory (then it is no longer true). In the app's language as it is said.
 */
export const storageRefusedToast = () =>
  ({
    title: sessionMessages.text('session.storageRefused'),
    description: sessionMessages.text('session.storageRefusedDetail'),
    variant: 'destructive',
    durationMs: Infinity,
  }) as const;

/** The local log is a convenience: a browser refusing to store it must not stop the completion on its way to the API. */
const logFailure = (error: unknown) => console.warn('[session] the local log could not be written', error);

/** Keeps the entry in the outbox until the API has it, saying so when the browser refuses to store it. */
async function send(userId: string, body: OutboxItem['body']): Promise<void> {
  try {
    await enqueueEntry(userId, body);
    keepStorage();
  } catch (error) {
    if (!(error instanceof StorageRefusedError)) throw error;
    const shown = toast(storageRefusedToast());
    const whenKept = () => {
      if (unstoredCount(userId) > 0) return;
      dismissToast(shown);
      window.removeEventListener(OUTBOX_CHANGED, whenKept);
    };
    window.addEventListener(OUTBOX_CHANGED, whenKept);
  }
  // The streak Session Complete shows is asked for once the API has this entry, whichever flush sent it.
  if (await sendEntry(userId, body.id)) await Promise.all([askAgain(queryKeys.log), askAgain(queryKeys.stats)]);
}

/**
 * What a signed-in user's session leaves behind (core-app.md §4): an entry in the local log when it starts, and
 * when it ends the entry as it ended, stored once by the API through the outbox. A session completed is logged
 * with its length; one ended early with the seconds practised beside those planned (`completed: false`: the time
 * sat is practice, and counts in the minutes). One ended in its first minute is not logged, here or by the API.
 */
export function useSessionRecord(user: User, request: SessionRequest, resumed?: { readonly id: string; readonly startedAt: string }) {
  // A session carried on after a reload keeps its client id and start: its log entry is the one it began.
  const id = useRef(resumed?.id ?? crypto.randomUUID()).current;
  const startedAt = useRef<string | null>(resumed?.startedAt ?? null);
  const planned = useRef(0);

  const started = (plannedMs: number) => {
    planned.current = Math.round(plannedMs / 1000);
    // A session carried on after a reload has had its log entry since it first started.
    if (resumed) return;
    startedAt.current = new Date().toISOString();
    void addLocalLogEntry(user.id, {
      id,
      session_type: request.kind,
      technique: techniqueOf(request),
      title: titleOf(request),
      duration: planned.current,
      planned_duration: planned.current,
      timestamp: startedAt.current,
      mood_tag: request.moodTag ?? null,
      completed: false,
    }).catch(logFailure);
  };

  const ended = async ({ completed, detail }: SessionEnd) => {
    const duration = Math.round(detail.elapsed / 1000);
    if (!completed && duration < MIN_LOGGED_PARTIAL_SECONDS) {
      await removeLocalLogEntry(user.id, id).catch(logFailure);
      return;
    }
    await finishLocalLogEntry(user.id, id, { completed, duration }).catch(logFailure);
    await send(user.id, {
      id,
      session_type: request.kind,
      technique: techniqueOf(request),
      title: titleOf(request),
      duration,
      planned_duration: planned.current,
      completed,
      mood_tag: request.moodTag ?? null,
      timestamp: startedAt.current ?? new Date().toISOString(),
    });
  };

  return { id, started, ended };
}

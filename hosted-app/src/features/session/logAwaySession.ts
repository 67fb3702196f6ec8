import { queryClient } from '../../lib/queryClient';
import { queryKeys } from '../../lib/queryKeys';
import { practisedFor } from './completionText';
import { addLocalLogEntry } from './localLog';
import { enqueueEntry, flushOutbox, StorageRefusedError } from './outbox';
import type { KeptSession } from './runningSession';
import { techniqueOf } from './sessionRequest';

/** A sit shorter than this that ended with its page is not logged (as a sit ended early is not). */
export const SHORTEST_LOGGED_SECONDS = 60;

/** The session's name in the away line: "meditation", "breathing session", or its own name. */
const nameOf = (kept: KeptSession) => kept.request.title ?? (kept.request.kind === 'breathing' ? 'breathing session' : 'meditation');

/**
 * The one calm line that says what became of a session whose page was lost and which could not carry
 * on: logged in full (its planned end passed), logged as the time sat, or too short to log.
 */
export function awayLine(kept: KeptSession, sat: number, completed: boolean): string {
  const name = nameOf(kept);
  if (completed) return `Your ${name} ran to its end while the page was closed. It is in your history.`;
  if (sat >= SHORTEST_LOGGED_SECONDS) return `Your ${name} stopped when the page closed. The ${practisedFor(sat * 1000)} you sat are in your history.`;
  return `Your ${name} stopped when the page closed, too soon to log.`;
}

/**
 * Logs a session that ended while its page was gone, under its own client id (a second try, or the
 * push job's log of the same sit, cannot double it): completed with its planned length, or the time
 * sat when it could not carry on (from a minute on). Answers whether it was logged.
 */
export async function logAwaySession(userId: string, kept: KeptSession, sat: number, completed: boolean): Promise<boolean> {
  if (!completed && sat < SHORTEST_LOGGED_SECONDS) return false;
  const entry = {
    id: kept.id,
    session_type: kept.request.kind,
    technique: techniqueOf(kept.request),
    duration: sat,
    completed,
    mood_tag: kept.request.moodTag ?? null,
    timestamp: new Date(kept.startedAt).toISOString(),
  };
  await addLocalLogEntry(userId, entry).catch((error: unknown) => console.warn('[session] the local log could not be written', error));
  try {
    await enqueueEntry(userId, entry);
  } catch (error) {
    // Refused storage keeps it in this page's memory, and the flush below still sends it.
    if (!(error instanceof StorageRefusedError)) throw error;
  }
  if ((await flushOutbox(userId)) > 0) {
    void queryClient.invalidateQueries({ queryKey: queryKeys.log });
    void queryClient.invalidateQueries({ queryKey: queryKeys.stats });
  }
  return true;
}

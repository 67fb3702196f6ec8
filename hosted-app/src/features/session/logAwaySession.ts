import { askAgain } from '../../lib/queryClient';
import { queryKeys } from '../../lib/queryKeys';
import { appText } from '../../i18n/appLocaleStore';
import { addLocalLogEntry } from './localLog';
import { enqueueEntry, sendEntry, StorageRefusedError } from './outbox';
import type { KeptSession } from './runningSession';
import { techniqueOf } from './sessionRequest';
import { sessionMessages } from './sessionMessages';

/** A sit shorter than this that ended with its page is not logged (as a sit ended early is not). */
export const SHORTEST_LOGGED_SECONDS = 60;

const t = sessionMessages.text;

/** The session's name in the away line: "meditation", "breathing session", or its own name. */
const nameOf = (kept: KeptSession) => kept.request.title ?? t(kept.request.kind === 'breathing' ? 'session.awayName.breathing' : 'session.awayName.meditation');

/**
 * The one calm line that says what became of a session whose page was lost and which could not carry
 * on: logged in full (its planned end passed), logged as the time sat (to the nearest minute), or too short to log.
 * In the app's language.
 */
export function awayLine(kept: KeptSession, sat: number, completed: boolean): string {
  const name = nameOf(kept);
  if (completed) return t('session.away.completed', { name });
  if (sat >= SHORTEST_LOGGED_SECONDS) return t('session.away.stopped', { name, duration: appText('complete.minutes', { count: Math.round(sat / 60) }) });
  return t('session.away.tooShort', { name });
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
  if (await sendEntry(userId, entry.id)) await Promise.all([askAgain(queryKeys.log), askAgain(queryKeys.stats)]);
  return true;
}

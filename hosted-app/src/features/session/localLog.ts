import { del, get, update } from 'idb-keyval';

/** core-app.md §9: the local session log keeps the latest 100 entries. */
export const LOCAL_LOG_LIMIT = 100;

/** A local session log entry (core-app.md §3), with the client id its server copy carries. */
export interface LocalLogEntry {
  readonly id: string;
  readonly session_type: 'breathing' | 'meditation';
  readonly technique: string;
  /** The session's own name ("My morning 4-2-6"), when it has one (entries written before names were have none). */
  readonly title?: string | null;
  /** Seconds: planned while it runs, then the time it really lasted. */
  readonly duration: number;
  /** The seconds planned (History says "12 of 20 min" of a sit ended early); not on entries written before. */
  readonly planned_duration?: number;
  /** When it started (ISO 8601). */
  readonly timestamp: string;
  readonly mood_tag: string | null;
  readonly completed: boolean;
  /** Set once it ended, completed or not: an entry without it is still running, or its page closed mid-way. */
  readonly ended?: true;
}

/** Each signed-in user's log is their own (one browser may be shared). */
const logKey = (userId: string) => `stillpoint:log:${userId}`;

/** The user's local log, newest first. */
export async function readLocalLog(userId: string): Promise<LocalLogEntry[]> {
  return (await get<LocalLogEntry[]>(logKey(userId))) ?? [];
}

/** Removes the user's local log from this browser (sign-out). */
export const forgetLocalLog = (userId: string) => del(logKey(userId));

/** Writes a started session (not completed yet), keeping the newest 100. */
export function addLocalLogEntry(userId: string, entry: LocalLogEntry): Promise<void> {
  return update<LocalLogEntry[]>(logKey(userId), (log = []) => [entry, ...log.filter((known) => known.id !== entry.id)].slice(0, LOCAL_LOG_LIMIT));
}

/** Forgets a session (one ended in its first minute is not logged). */
export function removeLocalLogEntry(userId: string, id: string): Promise<void> {
  return update<LocalLogEntry[]>(logKey(userId), (log = []) => log.filter((entry) => entry.id !== id));
}

/** Records how a session ended: completed or not, and how long it lasted. */
export function finishLocalLogEntry(userId: string, id: string, end: { completed: boolean; duration: number }): Promise<void> {
  return update<LocalLogEntry[]>(logKey(userId), (log = []) => log.map((entry) => (entry.id === id ? { ...entry, ...end, ended: true } : entry)));
}

import type { SessionRequest, SessionSource } from './sessionRequest';

/** How many of the last sessions run the home offers again. */
export const RECENT_RUNS_KEPT = 3;

/** A session run lately: the request as it was started (kind, config, title, source, technique), with what its tile says. */
export interface RecentRun {
  readonly request: SessionRequest;
  /** Its name as it ran ("Box Breathing", "Custom Breathing", a saved session's name). */
  readonly title: string;
  /** Its planned length in seconds. */
  readonly seconds: number;
}

const SOURCES: readonly SessionSource[] = ['preset', 'library', 'mood', 'builder', 'saved', 'featured', 'recommendation'];

/** Each account's runs are its own (one browser may be shared). */
const runsKey = (userId: string) => `stillpoint:recent-runs:${userId}`;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether a stored value still has a run's shape. Its config is checked by the catalog's schemas when it runs
 * again (the runner says why it cannot start one that no longer passes); the home, whose first screen this is,
 * does not load them.
 */
function isRecentRun(value: unknown): value is RecentRun {
  if (!isRecord(value) || typeof value.title !== 'string' || typeof value.seconds !== 'number' || !Number.isFinite(value.seconds)) return false;
  const request = value.request;
  return (
    isRecord(request) &&
    (request.kind === 'breathing' || request.kind === 'meditation') &&
    isRecord(request.config) &&
    SOURCES.includes(request.source as SessionSource) &&
    ['title', 'technique', 'moodTag'].every((field) => request[field] === undefined || typeof request[field] === 'string')
  );
}

/** The same session: what runs and what it is called and logged as (where it was started from aside). */
const sameSession = (a: SessionRequest, b: SessionRequest) =>
  JSON.stringify([a.kind, a.config, a.title, a.technique, a.moodTag]) === JSON.stringify([b.kind, b.config, b.title, b.technique, b.moodTag]);

/** The account's last sessions run on this device, newest first; nothing when storage is refused or holds something unreadable. */
export function readRecentRuns(userId: string): RecentRun[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(runsKey(userId)) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isRecentRun).slice(0, RECENT_RUNS_KEPT) : [];
  } catch {
    return [];
  }
}

/** Keeps a session that has just started at the head of the account's runs, once, with the 3 newest. */
export function rememberRun(userId: string, run: RecentRun): void {
  const runs = [run, ...readRecentRuns(userId).filter((known) => !sameSession(known.request, run.request))].slice(0, RECENT_RUNS_KEPT);
  try {
    window.localStorage.setItem(runsKey(userId), JSON.stringify(runs));
  } catch {
    // Storage refused: the home then offers nothing again, as for a new account; the session itself is unaffected.
  }
}

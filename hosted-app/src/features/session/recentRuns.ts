import { RECENT_RUNS_KEPT, storedRecentRuns } from './recentRunsKept';
import type { SessionRequest, SessionSource } from './sessionRequest';

/** A session run lately: the request as it was started (kind, config, title, source, technique), with what its tile says. */
export interface RecentRun {
  readonly request: SessionRequest;
  /** Its name as it ran ("Box Breathing", "Custom Breathing", a saved session's name). */
  readonly title: string;
  /** Its planned length in seconds. */
  readonly seconds: number;
}

const SOURCES: readonly SessionSource[] = ['preset', 'library', 'mood', 'builder', 'saved', 'featured', 'recommendation'];

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

/** The account's last sessions run on this device, newest first, each still a run; nothing when storage is refused. */
export const readRecentRuns = (userId: string): RecentRun[] => storedRecentRuns(userId).filter(isRecentRun).slice(0, RECENT_RUNS_KEPT);

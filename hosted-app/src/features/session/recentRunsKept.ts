/** How many of the last sessions run the home offers again. */
export const RECENT_RUNS_KEPT = 3;

/** Where an account's last runs are kept on the device: each account's are its own (one browser may be shared). */
export const recentRunsKey = (userId: string) => `stillpoint:recent-runs:${userId}`;

/** What the device keeps of the account's last runs, unchecked (recentRuns.ts checks each); nothing when unreadable. */
export function storedRecentRuns(userId: string): unknown[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(recentRunsKey(userId)) ?? '[]');
    return Array.isArray(stored) ? stored : [];
  } catch {
    return [];
  }
}

/**
 * How many runs the home will offer, read before their code has loaded: the home's first screen keeps their room
 * so nothing moves when they come.
 */
export const recentRunsCount = (userId: string) => Math.min(storedRecentRuns(userId).length, RECENT_RUNS_KEPT);

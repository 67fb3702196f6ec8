import type { RecentRun } from './recentRuns';
import { RECENT_RUNS_KEPT, recentRunsKey, storedRecentRuns } from './recentRunsKept';
import type { SessionRequest } from './sessionRequest';

/** The same session: what runs and what it is called and logged as (where it was started from aside). */
const sessionKey = (request: SessionRequest) => JSON.stringify([request.kind, request.config, request.title, request.technique, request.moodTag]);

/** Keeps a session that has just started at the head of the account's runs, once, with the 3 newest. */
export function rememberRun(userId: string, run: RecentRun): void {
  const key = sessionKey(run.request);
  // What is kept is checked when read (recentRuns.ts): here only the same session, in whatever shape, gives way.
  const sameSession = (known: unknown) => {
    const request = (known as { request?: unknown } | null)?.request;
    return typeof request === 'object' && request !== null && sessionKey(request as SessionRequest) === key;
  };
  const others = storedRecentRuns(userId).filter((known) => !sameSession(known));
  try {
    window.localStorage.setItem(recentRunsKey(userId), JSON.stringify([run, ...others].slice(0, RECENT_RUNS_KEPT)));
  } catch {
    // Storage refused: the home then offers nothing again, as for a new account; the session itself is unaffected.
  }
}

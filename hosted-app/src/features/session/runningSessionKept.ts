/**
 * Where the session running on this device is kept (runningSession.ts reads and checks it), apart from the code
 * that reads it: signing out forgets it without loading the plan compiler and the schemas.
 */
const RUNNING_PREFIX = 'stillpoint:running:';

/** Where a user's running session is kept: each account's is its own (one browser may be shared). */
export const runningSessionKey = (userId: string) => `${RUNNING_PREFIX}${userId}`;

/** Drops every user's kept session (sign-out: nothing of a session stays on a shared device). */
export function forgetRunningSessions(): void {
  try {
    const keys = Array.from({ length: window.localStorage.length }, (_, i) => window.localStorage.key(i));
    for (const key of keys) if (key?.startsWith(RUNNING_PREFIX)) window.localStorage.removeItem(key);
  } catch {
    // Nothing can be kept where storage is refused.
  }
}

import type { RateLimit } from '../config';
import { limitReached } from './rateLimiter';
import type { Clock } from './clock';

/** Counts an account's writes against its allowance; throws 429 (RateLimitedError) once it is spent. */
export interface WriteAllowance {
  spend(userId: string, limit: RateLimit): void;
}

/**
 * Fixed windows counted in this process's memory. Unlike sign-in attempts (counted in PostgreSQL, since
 * an attacker spreads them over every process), this limit keeps one account from flooding the
 * database with writes of its own: N API processes allow it N times the writes, still bounded, and it
 * costs no round trip (counting in PostgreSQL cost a second row write on every save). Windows that
 * ended are dropped as they are met, and all of them once the map grows large.
 */
export function createWriteAllowance(clock: Clock, maxTracked = 100_000): WriteAllowance {
  const windows = new Map<string, { startedAt: number; count: number }>();
  return {
    spend(userId, limit) {
      const now = clock.now().getTime();
      const length = limit.windowSeconds * 1000;
      let window = windows.get(userId);
      if (!window || now - window.startedAt >= length) {
        if (windows.size >= maxTracked) for (const [key, old] of windows) if (now - old.startedAt >= length) windows.delete(key);
        window = { startedAt: now, count: 0 };
        windows.set(userId, window);
      }
      window.count += 1;
      if (window.count > limit.max) throw limitReached(window.startedAt, limit, now);
    },
  };
}

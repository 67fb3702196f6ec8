import { QueryTypes, type Sequelize } from 'sequelize';
import type { RateLimit } from '../config';
import { RateLimitedError } from '../errors';
import type { Clock } from './clock';

export interface RateLimiter {
  /** Counts one attempt under `key`; throws 429 with Retry-After once the window's allowance is spent. */
  hit(key: string, limit: RateLimit): Promise<void>;
}

function waitText(seconds: number): string {
  if (seconds < 90) return `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/**
 * Counts one attempt under `:key` in a window of `:window` seconds at `:now` and returns the row's
 * `count` and `window_started_at`: fixed-window counters in PostgreSQL, one row per key, incremented
 * atomically by an upsert, so every API process counts against the same numbers and a burst of
 * parallel requests cannot slip past the limit.
 */
const COUNT_ATTEMPT_SQL = `INSERT INTO rate_limit_counters (key, window_started_at, count) VALUES (:key, CAST(:now AS timestamptz), 1)
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN rate_limit_counters.window_started_at <= CAST(:now AS timestamptz) - make_interval(secs => CAST(:window AS float8))
                        THEN 1 ELSE rate_limit_counters.count + 1 END,
           window_started_at = CASE WHEN rate_limit_counters.window_started_at <= CAST(:now AS timestamptz) - make_interval(secs => CAST(:window AS float8))
                        THEN CAST(:now AS timestamptz) ELSE rate_limit_counters.window_started_at END
         RETURNING count, window_started_at`;

/** The 429 of every limit whose window began at `windowStartedAtMs`: when it ends, in words and in Retry-After. */
export function limitReached(windowStartedAtMs: number, limit: RateLimit, nowMs: number): RateLimitedError {
  const retryAfter = Math.max(1, Math.ceil((windowStartedAtMs + limit.windowSeconds * 1000 - nowMs) / 1000));
  return new RateLimitedError(`Too many attempts. Please try again in ${waitText(retryAfter)}.`, retryAfter);
}

export function createRateLimiter(sequelize: Sequelize, clock: Clock): RateLimiter {
  return {
    async hit(key, limit) {
      const now = clock.now();
      const [row] = await sequelize.query<{ count: number; window_started_at: Date }>(COUNT_ATTEMPT_SQL, {
        replacements: { key, now, window: limit.windowSeconds },
        type: QueryTypes.SELECT,
      });
      if (row && row.count > limit.max) throw limitReached(new Date(row.window_started_at).getTime(), limit, now.getTime());
    },
  };
}

import { createHash } from 'node:crypto';
import { QueryTypes, type Sequelize } from 'sequelize';
import type { RateLimit } from '../config';
import { RateLimitedError } from '../errors';
import type { Clock } from './clock';

// Raw SQL (docs/how-to.md): rate_limit_counters has no model; a count is one upsert answering its window (INSERT … ON CONFLICT … RETURNING).

/** A counter's state in its current window. */
export interface Count {
  readonly count: number;
  readonly windowStartedAt: Date;
}

export interface RateLimiter {
  /** Counts one attempt under `key`; throws 429 with Retry-After once the window's allowance is spent. */
  hit(key: string, limit: RateLimit): Promise<void>;
  /** Counts one attempt under `key` and says how many the window holds now (this one included); never throws 429. */
  count(key: string, limit: RateLimit): Promise<Count>;
  /** Forgets the attempts counted under `key` (a correct password clears its client's failures). */
  clear(key: string): Promise<void>;
  /** Deletes the counters whose window began more than `longestWindowSeconds` ago: no limit reads them again. Returns how many. */
  purgeExpired(longestWindowSeconds: number): Promise<number>;
}

function waitText(seconds: number): string {
  if (seconds < 90) return `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/**
 * What is stored for a key: its SHA-256. A key holds what a client sent (an e-mail address, up to the
 * body's limit before validation ever could refuse it): hashed, every key is 43 characters, fits the
 * primary key's index whatever was sent, and the table keeps no address in the clear.
 */
const storedKey = (key: string) => createHash('sha256').update(key).digest('base64url');

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

/** The 429 for a window that holds more attempts than the limit allows. */
export const tooMany = (count: Count, limit: RateLimit, now: Date) => limitReached(count.windowStartedAt.getTime(), limit, now.getTime());

export function createRateLimiter(sequelize: Sequelize, clock: Clock): RateLimiter {
  const count = async (key: string, limit: RateLimit): Promise<Count> => {
    const [row] = await sequelize.query<{ count: number; window_started_at: Date }>(COUNT_ATTEMPT_SQL, {
      replacements: { key: storedKey(key), now: clock.now(), window: limit.windowSeconds },
      type: QueryTypes.SELECT,
    });
    return { count: row!.count, windowStartedAt: new Date(row!.window_started_at) };
  };
  return {
    count,
    async hit(key, limit) {
      const counted = await count(key, limit);
      if (counted.count > limit.max) throw tooMany(counted, limit, clock.now());
    },
    async clear(key) {
      await sequelize.query('DELETE FROM rate_limit_counters WHERE key = :key', { replacements: { key: storedKey(key) } });
    },
    async purgeExpired(longestWindowSeconds) {
      return sequelize.query(
        'DELETE FROM rate_limit_counters WHERE window_started_at <= CAST(:now AS timestamptz) - make_interval(secs => CAST(:window AS float8))',
        { replacements: { now: clock.now(), window: longestWindowSeconds }, type: QueryTypes.BULKDELETE },
      );
    },
  };
}

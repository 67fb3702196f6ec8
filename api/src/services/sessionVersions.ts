import type pg from 'pg';
import { boundedBatches, type BoundedBatchesOptions } from './boundedBatches';

/** Reads the version of users' saved sessions, which every change to them raises (saved_session_counts). */
export interface SessionVersions {
  /** The user's version as it is now ("0" before their first save). */
  of(userId: string): Promise<string>;
}

const VERSIONS = { name: 'saved-sessions-versions', text: 'SELECT user_id, version FROM saved_session_counts WHERE user_id = ANY (CAST($1 AS uuid[]))' };

/**
 * Versions read in batches: every list request reads its user's version, and those that come together are
 * read by one statement (boundedBatches). Each read still goes out after its request came in, so it sees
 * every change committed before.
 */
export function createSessionVersions(pool: pg.Pool, options: BoundedBatchesOptions = {}): SessionVersions {
  const loader = boundedBatches<string, string>(async (userIds) => {
    const { rows } = await pool.query<{ user_id: string; version: string }>({ ...VERSIONS, values: [userIds] });
    const versions = new Map(rows.map((row) => [row.user_id, row.version]));
    return userIds.map((userId) => versions.get(userId) ?? '0');
  }, options);
  return { of: (userId) => loader.load(userId) };
}

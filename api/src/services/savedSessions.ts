import { describeErrors, parseBreathingConfig, parseMeditationConfig } from '@stillpoint/sdk/catalog';
import { ConflictError, InvalidInputError, NotFoundError } from '../errors';
import { savedSessionsFull, writeLimitsOf } from './writeLimits';
import type { ServiceDeps } from './deps';
import { SESSION_NOT_FOUND } from '../contract/messages';

export type SessionType = 'breathing' | 'meditation';

/** Checks a config with the same catalog schema the builders use; unknown settings are refused, not dropped. */
export function validateConfig(type: SessionType, config: unknown): object {
  const result = type === 'breathing' ? parseBreathingConfig(config) : parseMeditationConfig(config);
  if (!result.ok) throw new InvalidInputError(`config: ${describeErrors(result.errors)}`);
  return result.value as object;
}

/** Where a page of the list ends: the last row's creation time (to the microsecond, as stored) and id. */
export interface ListPosition {
  readonly createdAt: string;
  readonly id: string;
}

const POSITION_TEXT = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6})_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** An opaque cursor for the client: the position, base64url-encoded. */
export const encodeCursor = (position: ListPosition) => Buffer.from(`${position.createdAt}_${position.id}`).toString('base64url');

/** The position a cursor names, or undefined when it is not one this API made. */
export function decodeCursor(cursor: string): ListPosition | undefined {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) return undefined;
  const match = POSITION_TEXT.exec(Buffer.from(cursor, 'base64url').toString('latin1'));
  if (!match || Number.isNaN(Date.parse(`${match[1]}Z`))) return undefined;
  return { createdAt: match[1]!, id: match[2]! };
}

/** A session as the client sees it, written by PostgreSQL: its times as `Date#toISOString` writes them (UTC, milliseconds, "Z"). */
const SESSION_JSON = (table: string) => `row_to_json((SELECT answer FROM (SELECT ${table}.id, ${table}.name, ${table}.type, ${table}.config, ${table}.state,
           to_char(${table}.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
           to_char(${table}.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt") answer))::text`;

/** A listed session: its JSON as the client gets it, and where it sits in the list. */
interface ListedRow {
  json: string;
  id: string;
  position: string;
}

const LIST_SQL = (after: boolean) => `SELECT ${SESSION_JSON('s')} AS json, s.id,
         to_char(s.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') AS position
    FROM saved_sessions s
   WHERE s.user_id = $1${after ? ` AND (s.created_at, s.id) < (CAST($3 AS timestamp) AT TIME ZONE 'UTC', CAST($4 AS uuid))` : ''}
   ORDER BY s.created_at DESC, s.id DESC
   LIMIT $2`;

/**
 * One page of the user's saved sessions, newest first, in one round trip (keyset: rows after `after`,
 * the id breaking ties between equal times); `next` is there when more rows follow. The page comes as
 * the JSON array the client gets: PostgreSQL writes each session's JSON, so no row is parsed here and
 * written out again (on a page of 20 that parsing and writing cost more CPU than the rest of the request).
 */
export async function listSessions(deps: ServiceDeps, userId: string, page: { limit: number; after?: ListPosition | undefined }) {
  const { rows } = await deps.pool.query<ListedRow>(
    LIST_SQL(page.after !== undefined),
    page.after ? [userId, page.limit + 1, page.after.createdAt, page.after.id] : [userId, page.limit + 1],
  );
  const more = rows.length > page.limit;
  const shown = more ? rows.slice(0, page.limit) : rows;
  const last = shown.at(-1);
  const next = more && last ? { createdAt: last.position, id: last.id } : undefined;
  return { json: `[${shown.map((row) => row.json).join(',')}]`, next };
}

/**
 * Checks the cap and inserts in one statement (one round trip). The count is taken in the statement's
 * snapshot, so requests of one account racing in parallel may each see room for one more: the cap can
 * be passed by as many as race, never more. The new session comes back as its JSON (see SESSION_JSON),
 * or null when the account was full.
 */
const CREATE_SQL = `WITH stored AS (SELECT count(*)::int AS n FROM (SELECT 1 FROM saved_sessions WHERE user_id = $1 LIMIT $5) kept),
  inserted AS (
    INSERT INTO saved_sessions (user_id, name, type, config)
    SELECT $1, $2, $3, CAST($4 AS jsonb) FROM stored WHERE stored.n < $5
    RETURNING id, name, type, config, state, created_at, updated_at)
  SELECT CASE WHEN inserted.id IS NULL THEN NULL ELSE ${SESSION_JSON('inserted')} END AS json FROM stored LEFT JOIN inserted ON true`;

/** Saves a session (its config checked as the builders check it); answers its JSON as the client gets it. */
export async function createSession(deps: ServiceDeps, userId: string, input: { name: string; type: SessionType; config: unknown }): Promise<string> {
  const config = validateConfig(input.type, input.config);
  const cap = writeLimitsOf(deps.config).savedSessionsPerAccount;
  const {
    rows: [row],
  } = await deps.pool.query<{ json: string | null }>(CREATE_SQL, [userId, input.name, input.type, JSON.stringify(config), cap]);
  if (!row) throw new Error('the insert statement answered no row');
  if (row.json === null) throw new ConflictError(savedSessionsFull(cap));
  return row.json;
}

const RENAME_SQL = `UPDATE saved_sessions SET name = $3, updated_at = now() WHERE id = $2 AND user_id = $1 RETURNING ${SESSION_JSON('saved_sessions')} AS json`;

/** Renames one of the user's own sessions; answers its JSON as the client gets it. Another user's id answers exactly like a missing one. */
export async function renameSession(deps: ServiceDeps, userId: string, id: string, name: string): Promise<string> {
  const {
    rows: [renamed],
  } = await deps.pool.query<{ json: string }>(RENAME_SQL, [userId, id, name]);
  if (!renamed) throw new NotFoundError(SESSION_NOT_FOUND);
  return renamed.json;
}

/** Deletes one of the user's own sessions; another user's id answers exactly like a missing one. */
export async function deleteSession(deps: ServiceDeps, userId: string, id: string): Promise<void> {
  const deleted = await deps.models.SavedSession.destroy({ where: { id, userId } });
  if (deleted === 0) throw new NotFoundError(SESSION_NOT_FOUND);
}

import { QueryTypes } from 'sequelize';
import { describeErrors, parseBreathingConfig, parseMeditationConfig } from '@stillpoint/sdk/catalog';
import { ConflictError, InvalidInputError, NotFoundError } from '../errors';
import { savedSessionsFull, writeLimitsOf } from './writeLimits';
import type { ServiceDeps } from './deps';
import { SESSION_NOT_FOUND } from '../contract/messages';
import type { SessionType, TypedConfig } from '../contract/sessions';

/** Checks a config with the same catalog schema the builders use; unknown settings are refused, not dropped. */
export function validateConfig(type: SessionType, config: unknown): object {
  const result = type === 'breathing' ? parseBreathingConfig(config) : parseMeditationConfig(config);
  if (!result.ok) throw new InvalidInputError(`config: ${describeErrors(result.errors)}`);
  return result.value;
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

/** A saved session as the service hands it to routes: plain data, its config as stored. */
export type SavedSessionRow = {
  readonly id: string;
  readonly name: string;
  readonly state: string;
  readonly createdAt: Date;
  readonly updatedAt: Date;
} & TypedConfig;

const COLUMNS = 'id, name, type, config, state, created_at AS "createdAt", updated_at AS "updatedAt"';

/**
 * A page of the list in SQL: a model cannot say the row-value comparison of keyset pagination, nor the position of
 * each row as a cursor names it (its creation time to the microsecond; a Date holds milliseconds).
 */
const listSql = (after: boolean) =>
  `SELECT ${COLUMNS}, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') AS position FROM saved_sessions
    WHERE user_id = :userId${after ? ` AND (created_at, id) < (CAST(:createdAt AS timestamp) AT TIME ZONE 'UTC', CAST(:id AS uuid))` : ''}
    ORDER BY created_at DESC, id DESC
    LIMIT :limit`;

/** A page of the list, and where the next page starts when more rows follow. */
export interface SessionPage {
  readonly sessions: readonly SavedSessionRow[];
  readonly next: ListPosition | undefined;
}

/**
 * One page of the user's saved sessions, newest first, read by the index on (user_id, created_at): keyset
 * pagination (rows after `after`, the id breaking ties between equal times); `next` is there when more rows follow.
 */
export async function listSessions(deps: ServiceDeps, userId: string, page: { limit: number; after?: ListPosition | undefined }): Promise<SessionPage> {
  // A model cannot say the row-value comparison (created_at, id) < (…) of a keyset page.
  const rows = await deps.sequelize.query<SavedSessionRow & { position: string }>(listSql(page.after !== undefined), {
    replacements: { userId, limit: page.limit + 1, ...page.after },
    type: QueryTypes.SELECT,
  });
  const more = rows.length > page.limit;
  const shown = more ? rows.slice(0, page.limit) : rows;
  const last = shown.at(-1);
  // A route writes out only the contract's fields (savedSessionAnswerOf): the rows may keep their `position`.
  return { sessions: shown, next: more && last ? { createdAt: last.position, id: last.id } : undefined };
}

/**
 * Checks the cap and inserts in one statement, which a model cannot say. The account's count (saved_session_counts,
 * kept by triggers on every insert and delete, whoever writes) is read and locked until the statement commits, and
 * the statement's own trigger raises it: saves racing in parallel are counted one after another, so the cap holds
 * exactly. An account that never saved has no count row, and nothing to lock; it has room for far more than one save.
 */
const CREATE = `WITH counted AS (SELECT stored FROM saved_session_counts WHERE user_id = :userId FOR UPDATE)
                INSERT INTO saved_sessions (user_id, name, type, config)
                SELECT :userId, :name, :type, CAST(:config AS jsonb) WHERE coalesce((SELECT stored FROM counted), 0) < :cap
                RETURNING ${COLUMNS}`;

/** Saves a session (its config checked as the builders check it); a save over the account's cap is refused. */
export async function createSession(deps: ServiceDeps, userId: string, input: { name: string; type: SessionType; config: unknown }): Promise<SavedSessionRow> {
  const config = validateConfig(input.type, input.config);
  const cap = writeLimitsOf(deps.config).savedSessionsPerAccount;
  // A model cannot say the insert and its cap check in one statement.
  const [created] = await deps.sequelize.query<SavedSessionRow>(CREATE, {
    replacements: { userId, name: input.name, type: input.type, config: JSON.stringify(config), cap },
    type: QueryTypes.SELECT,
  });
  if (!created) throw new ConflictError(savedSessionsFull(cap));
  return created;
}

/** Renames one of the user's own sessions. Another user's id answers exactly like a missing one. */
export async function renameSession(deps: ServiceDeps, userId: string, id: string, name: string): Promise<SavedSessionRow> {
  const [, [renamed]] = await deps.models.SavedSession.update({ name }, { where: { id, userId }, returning: true });
  if (!renamed) throw new NotFoundError(SESSION_NOT_FOUND);
  return renamed.get({ plain: true }) as SavedSessionRow;
}

/** Deletes one of the user's own sessions; another user's id answers exactly like a missing one. */
export async function deleteSession(deps: ServiceDeps, userId: string, id: string): Promise<void> {
  const deleted = await deps.models.SavedSession.destroy({ where: { id, userId } });
  if (deleted === 0) throw new NotFoundError(SESSION_NOT_FOUND);
}

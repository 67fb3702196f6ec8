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

/**
 * A saved session's row as the hot statements read it: its config as the JSON text PostgreSQL stores, its
 * times as microseconds since 1970 (exact; int8 comes as text). Nothing in it is parsed to be written out
 * again, and PostgreSQL formats no JSON: on a page of 20 either cost more than the rest of the request.
 */
export interface SessionRow {
  id: string;
  name: string;
  type: SessionType;
  config: string;
  state: string;
  created_us: string;
  updated_us: string;
}

export const SESSION_COLUMNS = `id, name, type, config::text AS config, state,
  (extract(epoch FROM created_at) * 1000000)::int8 AS created_us, (extract(epoch FROM updated_at) * 1000000)::int8 AS updated_us`;

/** The milliseconds and the microseconds after them of a time read as microseconds since 1970. */
const splitMicros = (micros: string) => {
  const value = Number(micros);
  const ms = Math.floor(value / 1000);
  return { ms, extra: String(value - ms * 1000).padStart(3, '0') };
};

const isoOf = (micros: string) => new Date(splitMicros(micros).ms).toISOString();

/** A session as the client gets it: its times as `Date#toISOString` writes them (UTC, milliseconds, "Z"). */
const sessionJson = (row: SessionRow) =>
  `{"id":"${row.id}","name":${JSON.stringify(row.name)},"type":"${row.type}","config":${row.config},"state":${JSON.stringify(row.state)},"createdAt":"${isoOf(row.created_us)}","updatedAt":"${isoOf(row.updated_us)}"}`;

/** Where a row sits in the list: its creation time to the microsecond, as a cursor names it. */
function positionOf(row: SessionRow): ListPosition {
  const { ms, extra } = splitMicros(row.created_us);
  return { createdAt: `${new Date(ms).toISOString().slice(0, 23)}${extra}`, id: row.id };
}

/**
 * The statements on every hot path are prepared once per connection (named), so PostgreSQL parses and
 * plans them once rather than on every request.
 */
const listStatement = (after: boolean) => ({
  name: after ? 'saved-sessions-page-after' : 'saved-sessions-page',
  text: `SELECT ${SESSION_COLUMNS} FROM saved_sessions
          WHERE user_id = $1${after ? ` AND (created_at, id) < (CAST($3 AS timestamp) AT TIME ZONE 'UTC', CAST($4 AS uuid))` : ''}
          ORDER BY created_at DESC, id DESC
          LIMIT $2`,
});
const LIST = { first: listStatement(false), after: listStatement(true) };

/** A page of the list: the JSON array the client gets, and where the next page starts when more rows follow. */
export interface SessionPage {
  readonly json: string;
  readonly next: ListPosition | undefined;
}

async function readPage(deps: ServiceDeps, userId: string, page: { limit: number; after?: ListPosition | undefined }): Promise<SessionPage> {
  const { rows } = await deps.pool.query<SessionRow>({
    ...(page.after ? LIST.after : LIST.first),
    values: page.after ? [userId, page.limit + 1, page.after.createdAt, page.after.id] : [userId, page.limit + 1],
  });
  const more = rows.length > page.limit;
  const shown = more ? rows.slice(0, page.limit) : rows;
  const last = shown.at(-1);
  return { json: `[${shown.map(sessionJson).join(',')}]`, next: more && last ? positionOf(last) : undefined };
}

/**
 * One page of the user's saved sessions, newest first (keyset: rows after `after`, the id breaking ties
 * between equal times); `next` is there when more rows follow. A first page this process answered before
 * is answered again while the user's version is unchanged: one row read by its key instead of a page of
 * rows read, parsed and written out. The version is read before the page: a change committed between the
 * two is in the page but raised the version past the one it is kept with, so the next request reads the
 * page again. A kept page is never answered for a version other than the one read before it.
 */
export async function listSessions(deps: ServiceDeps, userId: string, page: { limit: number; after?: ListPosition | undefined }): Promise<SessionPage> {
  if (page.after) return readPage(deps, userId, page);
  const version = await deps.sessionVersions.of(userId);
  const kept = deps.sessionPages.get(userId, page.limit);
  if (kept?.version === version) return kept.page;
  const read = await readPage(deps, userId, page);
  deps.sessionPages.put(userId, page.limit, { version, page: read, size: read.json.length });
  return read;
}

/**
 * Saves a session (its config checked as the builders check it); answers its JSON as the client gets it.
 * Saves that come together are written together (sessionSaves.ts); a save over the account's cap is refused.
 */
export async function createSession(deps: ServiceDeps, userId: string, input: { name: string; type: SessionType; config: unknown }): Promise<string> {
  const config = validateConfig(input.type, input.config);
  const row = await deps.sessionSaves.save({ userId, name: input.name, type: input.type, config: JSON.stringify(config) });
  if (!row) throw new ConflictError(savedSessionsFull(writeLimitsOf(deps.config).savedSessionsPerAccount));
  return sessionJson(row);
}

const RENAME = {
  name: 'saved-sessions-rename',
  text: `UPDATE saved_sessions SET name = $3, updated_at = now() WHERE id = $2 AND user_id = $1 RETURNING ${SESSION_COLUMNS}`,
};

/** Renames one of the user's own sessions; answers its JSON as the client gets it. Another user's id answers exactly like a missing one. */
export async function renameSession(deps: ServiceDeps, userId: string, id: string, name: string): Promise<string> {
  const {
    rows: [renamed],
  } = await deps.pool.query<SessionRow>({ ...RENAME, values: [userId, id, name] });
  if (!renamed) throw new NotFoundError(SESSION_NOT_FOUND);
  return sessionJson(renamed);
}

/** Deletes one of the user's own sessions; another user's id answers exactly like a missing one. */
export async function deleteSession(deps: ServiceDeps, userId: string, id: string): Promise<void> {
  const deleted = await deps.models.SavedSession.destroy({ where: { id, userId } });
  if (deleted === 0) throw new NotFoundError(SESSION_NOT_FOUND);
}

import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { boundedBatches, type BoundedBatchesOptions } from './boundedBatches';
import { SESSION_COLUMNS, type SessionRow, type SessionType } from './savedSessions';

/** A save as it is written: its config already checked, as JSON text. */
export interface NewSession {
  readonly userId: string;
  readonly name: string;
  readonly type: SessionType;
  readonly config: string;
}

/** Writes saves, several at a time when they come together. */
export interface SessionSaves {
  /** Writes one save; answers its row, or undefined when its account already holds `cap` sessions. */
  save(session: NewSession): Promise<SessionRow | undefined>;
}

/** A save with the id its row will have, made here, so that each save finds its own row among those its statement returns. */
type Queued = NewSession & { readonly id: string };

/**
 * Checks the cap and inserts in one statement, for any number of saves. Each account's count
 * (saved_session_counts, kept by triggers) is read and locked until the statement commits, in the order of
 * the accounts' ids (so two statements never wait on each other), and a save is written only while its
 * account has room, counting the saves before it in the statement: saves racing in parallel cannot pass the
 * cap. Each row's times are taken after the saves are put in the order they came, so an account's sessions
 * saved together are listed newest first as they would have been one by one. Only the rows written come back.
 */
const CREATE = {
  name: 'saved-sessions-create',
  text: `WITH wanted AS (
           SELECT * FROM unnest(CAST($1 AS uuid[]), CAST($2 AS uuid[]), CAST($3 AS text[]), CAST($4 AS text[]), CAST($5 AS jsonb[]))
                    WITH ORDINALITY AS w (id, user_id, name, type, config, arrival)
         ), counted AS (
           SELECT user_id, stored FROM saved_session_counts WHERE user_id = ANY (CAST($2 AS uuid[])) ORDER BY user_id FOR UPDATE
         ), placed AS (
           SELECT wanted.*, coalesce(counted.stored, 0) + row_number() OVER (PARTITION BY wanted.user_id ORDER BY arrival) AS place
             FROM wanted LEFT JOIN counted USING (user_id)
         )
         INSERT INTO saved_sessions (id, user_id, name, type, config, created_at, updated_at)
         SELECT id, user_id, name, type, config, at, at FROM (SELECT *, clock_timestamp() AS at FROM placed WHERE place <= $6 ORDER BY arrival) room
         RETURNING ${SESSION_COLUMNS}`,
};

/**
 * SQLSTATE classes of errors that belong to one save rather than to the database: integrity (its account
 * was deleted meanwhile) and a transaction rolled back (a deadlock). A timeout or a lost connection is the
 * database's, and trying each save again would only make its requests wait twice.
 */
const SAVE_OWN_ERROR = /^(23|40)/;

/**
 * Saves written in batches (group commit): a save goes out at once while fewer than `inFlight` statements
 * are writing, and the saves that come meanwhile go out together in the next one. Under load one statement,
 * one commit and one run of the counts' triggers serve many saves, which is where PostgreSQL's time went;
 * alone, a save waits for nothing. When a statement of several saves fails for a reason of one save's own,
 * each is tried again alone, so that save fails and the others are kept.
 */
export function createSessionSaves(pool: pg.Pool, cap: number, options: BoundedBatchesOptions = {}): SessionSaves {
  const write = async (saves: readonly Queued[]): Promise<(SessionRow | null)[]> => {
    const { rows } = await pool.query<SessionRow>({
      ...CREATE,
      values: [saves.map((s) => s.id), saves.map((s) => s.userId), saves.map((s) => s.name), saves.map((s) => s.type), saves.map((s) => s.config), cap],
    });
    const written = new Map(rows.map((row) => [row.id, row]));
    return saves.map((s) => written.get(s.id) ?? null);
  };
  const writeEachAlone = (saves: readonly Queued[]) =>
    Promise.all(
      saves.map((s) =>
        write([s]).then(
          ([row]) => row ?? null,
          (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
        ),
      ),
    );

  const loader = boundedBatches<Queued, SessionRow | null>(async (saves) => {
    try {
      return await write(saves);
    } catch (error) {
      if (saves.length > 1 && SAVE_OWN_ERROR.test(String((error as { code?: unknown }).code))) return writeEachAlone(saves);
      throw error;
    }
  }, options);
  return {
    save: async (session) => (await loader.load({ ...session, id: randomUUID() })) ?? undefined,
  };
}

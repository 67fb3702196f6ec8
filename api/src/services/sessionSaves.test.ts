import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useCountedDatabase } from '../../test/testDatabase';
import { breathingConfig, insertAccount, seedSavedSessions } from '../../test/testApp';
import { waitFor } from '../../test/waitFor';
import { createSessionSaves, type NewSession } from './sessionSaves';

const databases = useCountedDatabase();

/** The save statements logged since the log held `from` statements. */
const saveStatementsSince = (from: number) => databases.statements.slice(from).filter((sql) => sql.includes('INSERT INTO saved_sessions'));

const session = (userId: string, name: string): NewSession => ({ userId, name, type: 'breathing', config: JSON.stringify(breathingConfig) });

async function namesNewestFirst(userId: string): Promise<string[]> {
  const { rows } = await databases.db.pool.query<{ name: string }>('SELECT name FROM saved_sessions WHERE user_id = $1 ORDER BY created_at DESC, id DESC', [userId]);
  return rows.map((row) => row.name);
}

/** Holds saved_session_counts locked (every save waits on it) until `release`. */
async function lockCounts(): Promise<{ release(): Promise<void> }> {
  const client = await databases.db.pool.connect();
  await client.query('BEGIN');
  await client.query('LOCK TABLE saved_session_counts IN ACCESS EXCLUSIVE MODE');
  return {
    async release() {
      await client.query('ROLLBACK');
      client.release();
    },
  };
}

/** The server processes of save statements waiting on a lock in this database. */
async function blockedSaves(): Promise<number[]> {
  const { rows } = await databases.db.pool.query<{ pid: number }>(
    `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE 'WITH wanted%'`,
  );
  return rows.map((row) => row.pid);
}

describe('saved sessions written together', () => {
  it('writes saves made together in one statement, each answered with its own row', async () => {
    const saves = createSessionSaves(databases.counted.pool, 500);
    const accounts = await Promise.all([insertAccount(databases.db), insertAccount(databases.db), insertAccount(databases.db)]);
    const from = databases.statements.length;
    const wanted = accounts.flatMap((userId, a) => [session(userId, `Account ${a} first`), session(userId, `Account ${a} second`)]);
    const rows = await Promise.all(wanted.map((save) => saves.save(save)));
    expect(saveStatementsSince(from)).toHaveLength(1);
    expect(rows.map((row) => row?.name)).toEqual(wanted.map((save) => save.name));
    for (const [a, userId] of accounts.entries()) expect(await namesNewestFirst(userId)).toEqual([`Account ${a} second`, `Account ${a} first`]);
  });

  it('sends the saves that come while statements are running together, in the next one', async () => {
    const saves = createSessionSaves(databases.counted.pool, 500, { inFlight: 1 });
    const userId = await insertAccount(databases.db);
    const from = databases.statements.length;
    // The first statement waits on this lock until every later save has come, each in a turn of its own.
    const locker = await lockCounts();
    const first = saves.save(session(userId, 'Alone'));
    const later: Promise<unknown>[] = [];
    for (let i = 0; i < 5; i += 1) {
      await new Promise((resolve) => setImmediate(resolve));
      later.push(saves.save(session(userId, `Later ${i}`)));
    }
    expect(saveStatementsSince(from)).toHaveLength(1);
    await locker.release();
    await Promise.all([first, ...later]);
    expect(saveStatementsSince(from)).toHaveLength(2);
    expect(await namesNewestFirst(userId)).toEqual(['Later 4', 'Later 3', 'Later 2', 'Later 1', 'Later 0', 'Alone']);
  });

  it("gives an account's saves written together the times they came in, so its list shows them newest first", async () => {
    const saves = createSessionSaves(databases.counted.pool, 500);
    const userId = await insertAccount(databases.db);
    const rows = await Promise.all(['One', 'Two', 'Three'].map((name) => saves.save(session(userId, name))));
    const times = rows.map((row) => BigInt(row!.created_us));
    expect(times[0]! < times[1]! && times[1]! < times[2]!).toBe(true);
    expect(rows.every((row) => row!.created_us === row!.updated_us)).toBe(true);
    expect(await namesNewestFirst(userId)).toEqual(['Three', 'Two', 'One']);
  });

  it('fills the room left under the cap in the order the saves came, and answers nothing for the rest', async () => {
    const saves = createSessionSaves(databases.counted.pool, 3);
    const userId = await insertAccount(databases.db);
    await seedSavedSessions(databases.db, userId, 1);
    const rows = await Promise.all(['A', 'B', 'C', 'D'].map((name) => saves.save(session(userId, name))));
    expect(rows.map((row) => row?.name)).toEqual(['A', 'B', undefined, undefined]);
    expect(await namesNewestFirst(userId)).toEqual(['B', 'A', 'Seeded']);
  });

  it('fails only the save that cannot be written (its account deleted meanwhile); the others saved with it are kept', async () => {
    const saves = createSessionSaves(databases.counted.pool, 500);
    const [kept, alsoKept] = await Promise.all([insertAccount(databases.db), insertAccount(databases.db)]);
    const deleted = randomUUID();
    const from = databases.statements.length;
    const answers = await Promise.allSettled([saves.save(session(kept!, 'Kept')), saves.save(session(deleted, 'Orphan')), saves.save(session(alsoKept!, 'Also kept'))]);
    expect(answers.map((answer) => answer.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(((answers[1] as PromiseRejectedResult).reason as { code?: string }).code).toBe('23503');
    // The statement of all three, then each alone.
    expect(saveStatementsSince(from)).toHaveLength(4);
    expect(await namesNewestFirst(kept!)).toEqual(['Kept']);
    expect(await namesNewestFirst(alsoKept!)).toEqual(['Also kept']);
  });

  it('fails every save of a statement the database cancelled, without trying each again (that would make them wait twice)', async () => {
    const saves = createSessionSaves(databases.counted.pool, 500);
    const userId = await insertAccount(databases.db);
    const locker = await lockCounts();
    try {
      const from = databases.statements.length;
      const answers = Promise.allSettled(['X', 'Y', 'Z'].map((name) => saves.save(session(userId, name))));
      await waitFor(async () => (await blockedSaves()).length === 1);
      await databases.db.pool.query('SELECT pg_cancel_backend($1)', [(await blockedSaves())[0]]);
      const settled = await answers;
      expect(settled.map((answer) => answer.status)).toEqual(['rejected', 'rejected', 'rejected']);
      expect(settled.map((answer) => ((answer as PromiseRejectedResult).reason as { code?: string }).code)).toEqual(['57014', '57014', '57014']);
      expect(saveStatementsSince(from)).toHaveLength(1);
    } finally {
      await locker.release();
    }
    expect(await namesNewestFirst(userId)).toEqual([]);
  });
});

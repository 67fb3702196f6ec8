import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWorkerDatabase } from '../../test/testDatabase';
import { seedSavedSessions, uniqueEmail } from '../../test/testApp';
import { openDatabase, type Database } from '../db/database';
import { createSessionVersions } from './sessionVersions';

let db: Database;
let counted: Database;
let statements: string[] = [];

beforeAll(async () => {
  let url: string;
  ({ db, url } = await openWorkerDatabase());
  // The same database through a pool that records every statement.
  counted = await openDatabase(url, { logSql: (sql) => statements.push(sql) });
});
afterAll(async () => {
  await counted.close();
  await db.close();
});

async function newAccount(): Promise<string> {
  const [[row]] = (await db.sequelize.query(
    `INSERT INTO users (email, first_name, last_name, password_hash, trial_started_at, trial_ends_at)
     VALUES (:email, 'Ada', 'Lovelace', 'not a hash', now(), now() + interval '14 days') RETURNING id`,
    { replacements: { email: uniqueEmail('versions') } },
  )) as unknown as [[{ id: string }]];
  return row.id;
}

describe('versions of saved sessions', () => {
  it('reads the versions asked for together in one statement, each user their own ("0" before a first save)', async () => {
    const versions = createSessionVersions(counted.pool);
    const [saved, savedTwice, never] = await Promise.all([newAccount(), newAccount(), newAccount()]);
    await seedSavedSessions(db, saved!, 1);
    await seedSavedSessions(db, savedTwice!, 1);
    await seedSavedSessions(db, savedTwice!, 1);
    statements = [];
    const read = await Promise.all([saved!, savedTwice!, never!, saved!].map((userId) => versions.of(userId)));
    expect(statements).toHaveLength(1);
    expect(read).toEqual(['1', '2', '0', '1']);
  });

  it('sees every change committed before it was asked', async () => {
    const versions = createSessionVersions(counted.pool);
    const userId = await newAccount();
    expect(await versions.of(userId)).toBe('0');
    await seedSavedSessions(db, userId, 3);
    expect(await versions.of(userId)).toBe('1');
    await db.pool.query(`UPDATE saved_sessions SET name = 'Renamed by hand' WHERE user_id = $1`, [userId]);
    expect(await versions.of(userId)).toBe('2');
  });
});

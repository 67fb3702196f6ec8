import { describe, expect, it } from 'vitest';
import { statementsDuring, useCountedDatabase } from '../../test/testDatabase';
import { insertAccount, seedSavedSessions } from '../../test/testApp';
import { createSessionVersions } from './sessionVersions';

const databases = useCountedDatabase();

describe('versions of saved sessions', () => {
  it('reads the versions asked for together in one statement, each user their own ("0" before a first save)', async () => {
    const versions = createSessionVersions(databases.counted.pool);
    const [saved, savedTwice, never] = await Promise.all([insertAccount(databases.db), insertAccount(databases.db), insertAccount(databases.db)]);
    await seedSavedSessions(databases.db, saved!, 1);
    await seedSavedSessions(databases.db, savedTwice!, 1);
    await seedSavedSessions(databases.db, savedTwice!, 1);
    let read: string[] = [];
    const sql = await statementsDuring(databases.statements, async () => {
      read = await Promise.all([saved!, savedTwice!, never!, saved!].map((userId) => versions.of(userId)));
    });
    expect(sql).toHaveLength(1);
    expect(read).toEqual(['1', '2', '0', '1']);
  });

  it('sees every change committed before it was asked', async () => {
    const versions = createSessionVersions(databases.counted.pool);
    const userId = await insertAccount(databases.db);
    expect(await versions.of(userId)).toBe('0');
    await seedSavedSessions(databases.db, userId, 3);
    expect(await versions.of(userId)).toBe('1');
    await databases.db.pool.query(`UPDATE saved_sessions SET name = 'Renamed by hand' WHERE user_id = $1`, [userId]);
    expect(await versions.of(userId)).toBe('2');
  });
});

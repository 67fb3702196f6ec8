import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabaseIfMissing, urlOf, workerDatabaseName } from '../../test/testDatabase';
import { browser, buildTestApp, signUp, uniqueEmail } from '../../test/testApp';
import type { StillpointApp } from '../app';
import { openDatabase, type Database } from '../db/database';
import type { AccountMails } from '../services/accountMails';

// Its own file: it opens the database with a statement log, and a process holds one set of models.
const statements: string[] = [];
let db: Database;
let app: StillpointApp;
// The e-mail asked for is held back (the queue's insert runs on pg-boss's own pool anyway), so only the work before the answer is seen.
const held: AccountMails = { queue: async () => {}, idle: async () => {} };

beforeAll(async () => {
  await createDatabaseIfMissing(workerDatabaseName());
  db = await openDatabase(urlOf(workerDatabaseName()), { logSql: (sql) => statements.push(sql) });
  app = buildTestApp({ db, accountMails: held });
});
afterAll(() => db.close());

/** A literal (an address, a rate-limit key, a time) is what may differ; the statements themselves may not. */
const shape = (sql: string) => sql.replace(/'(?:[^']|'')*'/g, "'…'");

async function workBeforeAnswer(email: string): Promise<string[]> {
  statements.length = 0;
  const response = await browser(app).post('/api/forgot-password').send({ email });
  expect(response.status).toBe(200);
  return statements.map(shape);
}

describe('POST /api/forgot-password', () => {
  it('does the same database work before answering whether or not the address has an account (its time tells nothing)', async () => {
    const { email } = await signUp(app);
    const known = await workBeforeAnswer(email);
    const unknown = await workBeforeAnswer(uniqueEmail('nobody'));
    expect(known.length).toBeGreaterThan(0);
    expect(unknown).toEqual(known);
  });
});

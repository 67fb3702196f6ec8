import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { eventually } from '@stillpoint/test-support/eventually';
import { openDatabase, type Database } from '../src/db/database';

export function adminUrl(): string {
  return inject('adminUrl');
}

/** The URL of a database on the run's server, with the same credentials as the admin URL. */
export function urlOf(database: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${database}`;
  return url.toString();
}

export async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** This worker's database name: one per worker, created on first use, dropped by the global teardown. */
export function workerDatabaseName(): string {
  return `${inject('databasePrefix')}_w${process.env.VITEST_POOL_ID ?? '0'}`;
}

export async function createDatabaseIfMissing(name: string): Promise<void> {
  await withAdmin(async (client) => {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return;
    try {
      await client.query(`CREATE DATABASE "${name}"`);
    } catch (error) {
      if ((error as { code?: string }).code !== '42P04') throw error; // created meanwhile by a sibling
    }
  });
}

/** Opens (and migrates) this worker's database. */
export async function openWorkerDatabase(): Promise<{ db: Database; name: string; url: string }> {
  const name = workerDatabaseName();
  await createDatabaseIfMissing(name);
  const url = urlOf(name);
  return { db: await openDatabase(url), name, url };
}

/**
 * A database of one test file's own on the run's server (`<worker's name>_<suffix>`), for a file whose background
 * jobs must meet only its own: on the worker's shared database, pg-boss would also hold the jobs other files left
 * due or retrying, and their users' trial e-mails would fall due on this file's clock.
 */
export async function openOwnDatabase(suffix: string): Promise<{ db: Database; name: string; url: string }> {
  const name = `${workerDatabaseName()}_${suffix}`;
  await createDatabaseIfMissing(name);
  const url = urlOf(name);
  return { db: await openDatabase(url), name, url };
}

/** This worker's database, and the same database through a pool that logs every statement it runs to `statements` (in order, never emptied). */
async function openCountedDatabase(): Promise<{ db: Database; counted: Database; statements: readonly string[] }> {
  const { db, url } = await openWorkerDatabase();
  const statements: string[] = [];
  const counted = await openDatabase(url, { logSql: (sql) => statements.push(sql) });
  return { db, counted, statements };
}

/** The statements of `statements` logged while `work` ran. */
export async function statementsDuring(statements: readonly string[], work: () => Promise<unknown>): Promise<string[]> {
  const from = statements.length;
  await work();
  return statements.slice(from);
}

/** For a test file: opens the counted databases before its tests (openCountedDatabase) and closes them after. */
export function useCountedDatabase(): { readonly db: Database; readonly counted: Database; readonly statements: readonly string[] } {
  const opened = {} as { db: Database; counted: Database; statements: readonly string[] };
  beforeAll(async () => {
    Object.assign(opened, await openCountedDatabase());
  });
  afterAll(async () => {
    await opened.counted.close();
    await opened.db.close();
  });
  return opened;
}

/**
 * Runs `read` until a run of it logs no statement to `statements()` (bounded at 2 s): what it reads is in the session
 * cache. A read that overlapped any change notice (an earlier write heard late) is rightly not kept (sessionCache.ts).
 */
export function untilCached(statements: () => readonly string[], read: () => Promise<unknown>): Promise<true> {
  return eventually(
    async () => {
      await read();
      return (await statementsDuring(statements(), read)).length === 0;
    },
    { withinMs: 2_000, what: 'a read from the session cache' },
  );
}

import pg from 'pg';
import { inject } from 'vitest';
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

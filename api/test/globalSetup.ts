import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedServer } from '../src/db/embeddedPostgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A URL with the right to create and drop databases. */
    adminUrl: string;
    /** Every database this run creates starts with it; the teardown drops them all. */
    databasePrefix: string;
  }
}

/**
 * With DATABASE_URL (CI: the local server) the run uses that server; otherwise it starts an embedded
 * PostgreSQL in a temporary folder for the run. Each test worker creates its own database (see
 * testDatabase.ts); the teardown drops every database of the run and stops the embedded server.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedServer | undefined;
  let folder: string | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    folder = mkdtempSync(join(tmpdir(), 'stillpoint-api-test-'));
    // The server runs as its own system user (we are root here), which must be able to enter the folder.
    chmodSync(folder, 0o755);
    embedded = await startEmbeddedPostgres(folder, { database: 'postgres' });
    adminUrl = embedded.url;
  }
  const databasePrefix = `api_test_${process.pid}_${Date.now().toString(36)}`;
  project.provide('adminUrl', adminUrl);
  project.provide('databasePrefix', databasePrefix);

  return async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${databasePrefix}%`]);
      for (const row of rows) await client.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
    } finally {
      await client.end();
    }
    if (embedded) await embedded.stop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  };
}

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { removeEmbeddedPostgres, startEmbeddedPostgres, type EmbeddedServer } from '../src/db/embeddedPostgres';
import { EmbeddedPostgresError } from '../src/db/embeddedPostgresError';

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
    // Private (0700), as mkdtemp makes it: as root the server keeps its data outside (see placePostgres).
    folder = mkdtempSync(join(tmpdir(), 'stillpoint-api-test-'));
    try {
      embedded = await startEmbeddedPostgres(folder, { database: 'postgres' });
    } catch (error) {
      // Its message says what to do in one line; the runner would print a stack under it, so print it alone.
      if (!(error instanceof EmbeddedPostgresError)) throw error;
      removeEmbeddedPostgres(folder);
      console.error(`[test] could not start the embedded PostgreSQL: ${error.message}`);
      process.exit(1);
    }
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
    if (folder) removeEmbeddedPostgres(folder);
  };
}

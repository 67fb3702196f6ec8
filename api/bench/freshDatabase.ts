import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { removeEmbeddedPostgres, startEmbeddedPostgres, type EmbeddedServer } from '../src/db/embeddedPostgres';

/**
 * A new, empty database for one bench run: on DATABASE_URL's server when set, else on an embedded
 * PostgreSQL in a temporary folder; `cleanup` drops it (or stops and removes the embedded server).
 */
export async function freshDatabase(prefix: string): Promise<{ url: string; cleanup: () => Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}`;
  if (process.env.DATABASE_URL) {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      cleanup: async () => {
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const folder = mkdtempSync(join(tmpdir(), 'stillpoint-api-bench-'));
  const embedded: EmbeddedServer = await startEmbeddedPostgres(folder, { database: name });
  return {
    url: embedded.url,
    cleanup: async () => {
      await embedded.stop();
      removeEmbeddedPostgres(folder);
    },
  };
}

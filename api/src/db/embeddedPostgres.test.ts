import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { removeEmbeddedPostgres, startEmbeddedPostgres } from './embeddedPostgres';
import { findPostgresBinaries } from './postgresBinaries';
import { initCluster } from './postgresProcess';
import { placePostgres } from './placePostgres';

// A private folder, as `mktemp -d` makes and as /root is: as root, the postgres system user cannot enter it.
const folder = mkdtempSync(join(tmpdir(), 'stillpoint-embedded-private-'));
const dir = join(folder, 'postgres');
afterAll(() => {
  removeEmbeddedPostgres(dir);
  rmSync(folder, { recursive: true, force: true });
});

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('startEmbeddedPostgres', () => {
  it('runs with its data inside a private (0700) folder, keeps the data across a restart, and leaves the folder private', { timeout: 120_000 }, async () => {
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    const notices: string[] = [];
    const first = await startEmbeddedPostgres(dir, { database: 'kept', onNotice: (line) => notices.push(line) });
    // As root the server runs as the postgres system user, who cannot enter the folder: its data is kept outside.
    if (process.getuid?.() === 0) expect(notices).toContainEqual(expect.stringContaining(`the postgres system user cannot enter ${dir}: the database is kept in /var/lib/stillpoint/clusters/`));
    expect(() => process.kill(first.pid, 0)).not.toThrow();
    await query(first.url, 'CREATE TABLE notes (text text); INSERT INTO notes VALUES (\'still here\')');
    await first.stop();
    expect(() => process.kill(first.pid, 0)).toThrow();

    const second = await startEmbeddedPostgres(dir, { database: 'kept' });
    expect(second.url).toBe(first.url);
    expect(await query(second.url, 'SELECT text FROM notes')).toEqual([{ text: 'still here' }]);
    await second.stop();
    expect(statSync(folder).mode & 0o777).toBe(0o700);
  });

  it('makes a random superuser password once per cluster, kept 0600 beside it, and reuses it; the old constant opens nothing', { timeout: 120_000 }, async () => {
    const own = join(folder, 'password-new');
    const first = await startEmbeddedPostgres(own);
    const passwordFile = join(own, 'password');
    const password = readFileSync(passwordFile, 'utf8').trim();
    expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
    expect(password).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new URL(first.url).password).toBe(password);
    await expect(query(first.url.replace(password, 'stillpoint-local'), 'SELECT 1')).rejects.toThrow(/password authentication failed/);
    await first.stop();
    const second = await startEmbeddedPostgres(own);
    expect(second.url).toBe(first.url);
    await second.stop();
    removeEmbeddedPostgres(own);
  });

  it('moves a cluster made with the old constant password to a random one on its first start, and goes on working', { timeout: 120_000 }, async () => {
    const old = join(folder, 'password-old');
    // A cluster as earlier versions made it: superuser password 'stillpoint-local', no password file.
    mkdirSync(old);
    await initCluster(placePostgres(old, await findPostgresBinaries()), 'postgres', 'stillpoint-local');
    expect(existsSync(join(old, 'password'))).toBe(false);
    const server = await startEmbeddedPostgres(old);
    const password = readFileSync(join(old, 'password'), 'utf8').trim();
    expect(password).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await query(server.url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
    await expect(query(server.url.replace(password, 'stillpoint-local'), 'SELECT 1')).rejects.toThrow(/password authentication failed/);
    await server.stop();
    removeEmbeddedPostgres(old);
  });
});

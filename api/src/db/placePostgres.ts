import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, chownSync, cpSync, existsSync, mkdirSync, readFileSync, realpathSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { canReach, statChain } from './canReach';
import { EmbeddedPostgresError } from './embeddedPostgresError';
import type { PostgresBinaries } from './postgresBinaries';
import { ensurePostgresUser, type SystemUser } from './postgresUser';

/** Where the server runs from, where its data lives, and as whom. */
export interface Placement {
  /** The `native/` folder whose `bin/initdb` and `bin/postgres` are run. */
  readonly nativeDir: string;
  readonly dataDir: string;
  /** Set when we are root: the server runs as this user instead. */
  readonly runAs?: SystemUser;
  /** One line for each place moved out of the project's folders, saying where and why. */
  readonly notices: readonly string[];
}

/** Root's places for what the postgres system user cannot reach in the project: outside any private folder. */
const SHARED = '/var/lib/stillpoint';

/** The file in the project's `dir`, next to `port`, that names a data folder kept in SHARED. */
export const dataLocationFile = (dir: string) => join(dir, 'data-location');

export function recordedDataDir(dir: string): string | undefined {
  const file = dataLocationFile(dir);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
}

/** Makes SHARED and a folder in it, root's and open to all (0755) whatever the umask: each is a way through. */
function sharedFolder(name = ''): string {
  const path = join(SHARED, name);
  mkdirSync(path, { recursive: true });
  chmodSync(SHARED, 0o755);
  chmodSync(path, 0o755);
  return path;
}

/**
 * A copy of the binaries' `native/` tree in SHARED, made once per package version. It is copied under a name of
 * its own, then renamed: a copy that exists is complete, and processes starting at once each make theirs and
 * keep the first that lands. Its symlinks (the libraries' versioned names) are kept as they are, relative.
 */
function sharedCopy(binaries: PostgresBinaries): string {
  const target = join(SHARED, `postgres-${binaries.id}`);
  if (existsSync(target)) return target;
  sharedFolder();
  const partial = `${target}.partial-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    cpSync(binaries.nativeDir, partial, { recursive: true, verbatimSymlinks: true });
    chmodSync(partial, 0o755);
    renameSync(partial, target);
  } catch (error) {
    if (!existsSync(target)) throw error;
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
  return target;
}

/** A data folder of the user's own, which PostgreSQL wants private (0700). Only a new, empty one changes owner. */
function ownedDataDir(path: string, user: SystemUser) {
  mkdirSync(path, { recursive: true, mode: 0o700 });
  if (!existsSync(join(path, 'PG_VERSION'))) {
    chownSync(path, user.uid, user.gid);
    chmodSync(path, 0o700);
  }
}

/**
 * Decides where the embedded server of the project folder `dir` runs from and keeps its data. As a normal user:
 * the binaries where npm installed them, the data in `dir/data`. As root it runs as the postgres system user,
 * which cannot pass a private folder (a clone under /root or in `mktemp -d`); whatever of the two it cannot reach
 * moves to SHARED: the binaries to a copy, the data to a folder of its own, named after `dir`'s real path and
 * recorded in `dir` so a restart finds the same cluster. The project's own folders keep their permissions.
 */
export function placePostgres(dir: string, binaries: PostgresBinaries): Placement {
  const recorded = recordedDataDir(dir);
  if (process.getuid?.() !== 0) {
    if (recorded) {
      throw new EmbeddedPostgresError(
        `the database of ${dir} was kept in ${recorded} when run as root: run as root again, or delete ${dataLocationFile(dir)} to start an empty database`,
      );
    }
    return { nativeDir: binaries.nativeDir, dataDir: join(dir, 'data'), notices: [] };
  }

  const user = ensurePostgresUser();
  const notices: string[] = [];
  let nativeDir = binaries.nativeDir;
  if (!canReach(statChain(nativeDir), user, 'rx')) {
    nativeDir = sharedCopy(binaries);
    notices.push(`the postgres system user cannot reach ${binaries.nativeDir}: running a copy of the PostgreSQL binaries from ${nativeDir}`);
  }

  let dataDir = recorded ?? join(dir, 'data');
  if (!recorded && !canReach(statChain(dir), user)) {
    const name = createHash('sha256').update(realpathSync(dir)).digest('hex').slice(0, 16);
    dataDir = join(sharedFolder('clusters'), name);
    writeFileSync(dataLocationFile(dir), `${dataDir}\n`);
  }
  if (dataDir !== join(dir, 'data')) {
    notices.push(`the postgres system user cannot enter ${dir}: the database is kept in ${dataDir} (named in ${dataLocationFile(dir)})`);
  }
  ownedDataDir(dataDir, user);

  for (const [what, path, need] of [['binaries', nativeDir, 'rx'], ['data folder', dirname(dataDir), 'x']] as const) {
    if (!canReach(statChain(path), user, need)) {
      throw new EmbeddedPostgresError(`the postgres system user cannot reach the PostgreSQL ${what} in ${path}: open the folders on the way to it (chmod o+x), run as a normal user, or set DATABASE_URL`);
    }
  }
  return { nativeDir, dataDir, runAs: user, notices };
}

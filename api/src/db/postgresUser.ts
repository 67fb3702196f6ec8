import { execFileSync } from 'node:child_process';
import type { Account } from './canReach';
import { EmbeddedPostgresError } from './embeddedPostgresError';

export interface SystemUser extends Account {
  /** Its primary group. Node's spawn with a uid drops supplementary groups, so `gids` is this one alone. */
  readonly gid: number;
}

const NAME = 'postgres';

function lookUp(): SystemUser | undefined {
  try {
    const id = (flag: string) => execFileSync('id', [flag, NAME], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const gid = Number(id('-g'));
    return { uid: Number(id('-u')), gid, gids: [gid] };
  } catch {
    return undefined;
  }
}

/**
 * The `postgres` system user the embedded server runs as when we are root (PostgreSQL refuses to run as root),
 * created on first use. Several processes may start at once (a test run does): when our groupadd or useradd
 * loses such a race, the user the winner made is found on the second look.
 */
export function ensurePostgresUser(): SystemUser {
  const found = lookUp();
  if (found) return found;
  try {
    execFileSync('groupadd', ['--system', NAME], { stdio: 'ignore' });
  } catch {
    // Already there (another process made it), or groupadd is missing: useradd below decides.
  }
  try {
    execFileSync('useradd', ['--system', '--gid', NAME, '--no-create-home', '--home-dir', '/nonexistent', '--shell', '/usr/sbin/nologin', NAME], { stdio: 'ignore' });
  } catch {
    // Judged by the look below.
  }
  const made = lookUp();
  if (made) return made;
  throw new EmbeddedPostgresError(
    `running as root, the embedded PostgreSQL needs a "${NAME}" system user and could not create one (groupadd/useradd failed): create it (e.g. \`useradd --system ${NAME}\`), run as a normal user, or set DATABASE_URL`,
  );
}

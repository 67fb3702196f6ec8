import { realpathSync, statSync } from 'node:fs';
import { dirname } from 'node:path';

/** Who asks: a user id and every group id the user belongs to. */
export interface Account {
  readonly uid: number;
  readonly gids: readonly number[];
}

/** What the permission check reads of a file or folder. */
export interface Entry {
  readonly mode: number;
  readonly uid: number;
  readonly gid: number;
}

const READ = 4;
const SEARCH = 1;

/** The permission bits (rwx, 0-7) that apply to `account` for `entry`: owner's, else group's, else others'. */
function bitsFor(entry: Entry, account: Account): number {
  if (entry.uid === account.uid) return (entry.mode >> 6) & 7;
  if (account.gids.includes(entry.gid)) return (entry.mode >> 3) & 7;
  return entry.mode & 7;
}

/**
 * Whether `account` (not root, which passes every check) can reach the last of `chain`, the folders from `/`
 * down to a target, and use it as `need` says: every folder on the way must be searchable (x), the target must
 * grant `need` ('rx' to read a folder's files or run a binary, 'x' to only pass through). Plain mode bits, as
 * the kernel checks them without ACLs; an ACL could only grant more, so a `false` may be pessimistic, never a
 * `true` wrong.
 */
export function canReach(chain: readonly Entry[], account: Account, need: 'rx' | 'x' = 'x'): boolean {
  if (chain.length === 0) return false;
  const last = chain.length - 1;
  return chain.every((entry, index) => {
    const bits = bitsFor(entry, account);
    const wanted = index === last && need === 'rx' ? READ | SEARCH : SEARCH;
    return (bits & wanted) === wanted;
  });
}

/** `/`, then each folder down to `path` (which must exist) on its real path: the folders the kernel walks through. */
export function statChain(path: string): Entry[] {
  const chain: Entry[] = [];
  for (let current = realpathSync(path); ; current = dirname(current)) {
    const { mode, uid, gid } = statSync(current);
    chain.unshift({ mode, uid, gid });
    if (dirname(current) === current) return chain;
  }
}

import { describe, expect, it } from 'vitest';
import { canReach, type Entry } from './canReach';

const ROOT = 0;
const postgres = { uid: 101, gids: [104, 103] };
const folder = (mode: number, uid = ROOT, gid = ROOT): Entry => ({ mode: 0o040000 | mode, uid, gid });

describe('canReach', () => {
  it('passes through folders that let others search them (0755, 0711)', () => {
    expect(canReach([folder(0o755), folder(0o711), folder(0o755)], postgres, 'rx')).toBe(true);
  });

  it('stops at a private folder on the way, as mktemp -d and /root are (0700)', () => {
    expect(canReach([folder(0o755), folder(0o700), folder(0o755)], postgres)).toBe(false);
  });

  it('uses the owner bits for the owner, even when others have more', () => {
    expect(canReach([folder(0o755), folder(0o077, postgres.uid)], postgres)).toBe(false);
    expect(canReach([folder(0o755), folder(0o700, postgres.uid)], postgres, 'rx')).toBe(true);
  });

  it('uses the group bits for any of the groups the user is in, the other bits otherwise', () => {
    expect(canReach([folder(0o755), folder(0o750, ROOT, 103)], postgres)).toBe(true);
    expect(canReach([folder(0o755), folder(0o750, ROOT, 50)], postgres)).toBe(false);
    expect(canReach([folder(0o755), folder(0o705, ROOT, 103)], postgres)).toBe(false);
  });

  it('needs read as well on the target when asked to read it, search only on the way', () => {
    const chain = [folder(0o755), folder(0o711), folder(0o711)];
    expect(canReach(chain, postgres, 'x')).toBe(true);
    expect(canReach(chain, postgres, 'rx')).toBe(false);
    expect(canReach([folder(0o755), folder(0o744), folder(0o755)], postgres, 'rx')).toBe(false);
  });

  it('reaches nothing through an empty chain', () => {
    expect(canReach([], postgres)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { SessionCache, type CachedSession } from './sessionCache';

const session = (userId: string | null): CachedSession => ({ data: { userId }, expiresAt: Date.now() + 60_000, userId, user: userId ? { id: userId } : null });

function readyCache(options: ConstructorParameters<typeof SessionCache>[0] = {}) {
  const cache = new SessionCache(options);
  cache.setReady(true);
  return cache;
}

describe('the in-process session cache', () => {
  it('keeps nothing while it is not ready (no listener), and forgets everything when it stops being ready', () => {
    const cache = new SessionCache();
    cache.put('a', session('u1'), cache.epoch);
    expect(cache.get('a')).toBeUndefined();
    cache.setReady(true);
    cache.put('a', session('u1'), cache.epoch);
    expect(cache.get('a')?.userId).toBe('u1');
    cache.setReady(false);
    expect(cache.get('a')).toBeUndefined();
    cache.setReady(true);
    expect(cache.get('a')).toBeUndefined();
  });

  it('is bounded: past maxEntries the least recently used session goes', () => {
    const cache = readyCache({ maxEntries: 2 });
    cache.put('a', session('u1'), cache.epoch);
    cache.put('b', session('u2'), cache.epoch);
    cache.get('a');
    cache.put('c', session('u3'), cache.epoch);
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
  });

  it('reads again after the TTL even without a change notice (the safety net)', () => {
    let now = 0;
    const cache = readyCache({ ttlMs: 1000, now: () => now });
    cache.put('a', session('u1'), cache.epoch);
    now = 999;
    expect(cache.get('a')).toBeDefined();
    now = 1001;
    expect(cache.get('a')).toBeUndefined();
  });

  it('evicts every session of a user on a user notice, one session on a session notice, everything on an unknown one', () => {
    const cache = readyCache();
    cache.put('a', session('u1'), cache.epoch);
    cache.put('b', session('u1'), cache.epoch);
    cache.put('c', session('u2'), cache.epoch);
    cache.handleNotice('user:u1');
    expect([cache.get('a'), cache.get('b'), cache.get('c')?.userId]).toEqual([undefined, undefined, 'u2']);
    cache.put('d', session('u3'), cache.epoch);
    cache.handleNotice('session:c');
    expect([cache.get('c'), cache.get('d')?.userId]).toEqual([undefined, 'u3']);
    cache.handleNotice('something else');
    expect(cache.size).toBe(0);
  });

  it('does not store a value read while a change was evicting (a read that raced a write cannot bring the old row back)', () => {
    const cache = readyCache();
    const epochBeforeRead = cache.epoch;
    cache.handleNotice('user:u1');
    cache.put('a', session('u1'), epochBeforeRead);
    expect(cache.get('a')).toBeUndefined();
  });
});

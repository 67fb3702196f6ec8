/** A first page of a user's saved sessions as answered, and the version of their saved sessions it shows. */
export interface CachedPage<Page> {
  readonly version: string;
  readonly page: Page;
  /** What the page holds in memory, roughly (its JSON's length). */
  readonly size: number;
}

/**
 * The first pages of saved-session lists this process answered, kept until their total size passes
 * `maxSize` (the least recently used go first). A page is only ever answered again while the user's
 * version, read from PostgreSQL on every request, is still the one it was read at (savedSessions.ts), so
 * what is kept here can be dropped at any time but never shows an old list.
 */
export interface SessionPages<Page> {
  get(userId: string, limit: number): CachedPage<Page> | undefined;
  put(userId: string, limit: number, entry: CachedPage<Page>): void;
}

export function createSessionPages<Page>(maxSize = 8 * 1024 * 1024): SessionPages<Page> {
  const entries = new Map<string, CachedPage<Page>>();
  let total = 0;
  return {
    get(userId, limit) {
      const key = `${userId}:${limit}`;
      const entry = entries.get(key);
      if (entry) {
        // Most recently used last: the Map keeps insertion order.
        entries.delete(key);
        entries.set(key, entry);
      }
      return entry;
    },
    put(userId, limit, entry) {
      const key = `${userId}:${limit}`;
      const old = entries.get(key);
      if (old) total -= old.size;
      entries.delete(key);
      if (entry.size > maxSize) return;
      entries.set(key, entry);
      total += entry.size;
      for (const [oldest, value] of entries) {
        if (total <= maxSize) break;
        entries.delete(oldest);
        total -= value.size;
      }
    },
  };
}

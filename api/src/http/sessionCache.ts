/** What one cached sign-in holds: the session's data and expiry, and its user's row as plain values. */
export interface CachedSession {
  readonly data: Readonly<Record<string, unknown>>;
  /** Epoch milliseconds, compared with the app's clock as the database row's `expires_at` is. */
  readonly expiresAt: number;
  readonly userId: string | null;
  /** The user's attribute values, frozen: handed to requests for reading only (see sessionStore.ts). */
  readonly user: Readonly<Record<string, unknown>> | null;
}

interface Entry {
  readonly session: CachedSession;
  readonly storedAt: number;
}

export interface SessionCacheOptions {
  /** At most this many sessions are kept; the least recently used goes first. */
  readonly maxEntries?: number;
  /** A safety net: an entry older than this is read again even without a change notice. */
  readonly ttlMs?: number;
  /** A monotonic clock for the TTL (the app's clock may be a test clock that jumps back). */
  readonly now?: () => number;
}

export const SESSION_CACHE_MAX_ENTRIES = 10_000;
export const SESSION_CACHE_TTL_MS = 60_000;

/**
 * Signed-in sessions and their users, kept in this process so that a signed-in read needs no round trip
 * to PostgreSQL. Keyed by the session row id (the hash of the cookie's id).
 *
 * It is only used while `ready`: while the change listener is connected and so hears every change any
 * process commits. Going down or up clears it. Every eviction moves the `epoch` on, and a value read from
 * the database is only stored when the epoch did not move while it was being read: a read that raced a
 * change cannot put the old row back after the change evicted it.
 */
export class SessionCache {
  readonly #entries = new Map<string, Entry>();
  readonly #byUser = new Map<string, Set<string>>();
  readonly #maxEntries: number;
  readonly #ttlMs: number;
  readonly #now: () => number;
  #ready = false;
  #epoch = 0;

  constructor(options: SessionCacheOptions = {}) {
    this.#maxEntries = options.maxEntries ?? SESSION_CACHE_MAX_ENTRIES;
    this.#ttlMs = options.ttlMs ?? SESSION_CACHE_TTL_MS;
    this.#now = options.now ?? (() => performance.now());
  }

  get epoch(): number {
    return this.#epoch;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Switches the cache on (the listener connected) or off (it lost its connection); either way it starts empty. */
  setReady(ready: boolean): void {
    this.clear();
    this.#ready = ready;
  }

  get(key: string): CachedSession | undefined {
    if (!this.#ready) return undefined;
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (this.#now() - entry.storedAt > this.#ttlMs) {
      this.#remove(key, entry);
      return undefined;
    }
    // Most recently used last: Map keeps insertion order, so the first key is the one to drop.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.session;
  }

  /** Stores what was read from the database, unless the cache is off or anything was evicted since `epochBefore`. */
  put(key: string, session: CachedSession, epochBefore: number): void {
    if (!this.#ready || epochBefore !== this.#epoch) return;
    const previous = this.#entries.get(key);
    if (previous) this.#remove(key, previous);
    this.#entries.set(key, { session, storedAt: this.#now() });
    if (session.userId) {
      let keys = this.#byUser.get(session.userId);
      if (!keys) this.#byUser.set(session.userId, (keys = new Set()));
      keys.add(key);
    }
    if (this.#entries.size > this.#maxEntries) {
      const [oldestKey, oldest] = this.#entries.entries().next().value!;
      this.#remove(oldestKey, oldest);
    }
  }

  evictSession(key: string): void {
    this.#epoch += 1;
    const entry = this.#entries.get(key);
    if (entry) this.#remove(key, entry);
  }

  /** Evicts every session of the user: their row changed, or their sessions were signed out. */
  evictUser(userId: string): void {
    this.#epoch += 1;
    for (const key of this.#byUser.get(userId) ?? []) {
      const entry = this.#entries.get(key);
      if (entry) this.#remove(key, entry);
    }
  }

  clear(): void {
    this.#epoch += 1;
    this.#entries.clear();
    this.#byUser.clear();
  }

  /** A change notice from PostgreSQL (see migrations/0003_change_notices.ts); an unknown one clears everything. */
  handleNotice(payload: string): void {
    if (payload.startsWith('user:')) this.evictUser(payload.slice('user:'.length));
    else if (payload.startsWith('session:')) this.evictSession(payload.slice('session:'.length));
    else this.clear();
  }

  #remove(key: string, entry: Entry): void {
    this.#entries.delete(key);
    const userId = entry.session.userId;
    if (!userId) return;
    const keys = this.#byUser.get(userId);
    keys?.delete(key);
    if (keys?.size === 0) this.#byUser.delete(userId);
  }
}

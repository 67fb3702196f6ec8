import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import { QueryTypes } from 'sequelize';
import type { Models, UserValues } from '../db/models';
import type { Clock } from '../services/clock';
import type { CachedSession, SessionCache } from './sessionCache';

/** The cookie carries a random id; the table keeps only its hash, so a database leak holds no live session ids. */
const rowId = (key: string) => createHash('sha256').update(key).digest('base64url');

export const newSessionId = () => randomBytes(32).toString('base64url');

interface SessionData {
  userId?: unknown;
  [key: string]: unknown;
}

interface SessionRow {
  data: SessionData;
  expires_at: Date;
  [userColumn: `user.${string}`]: unknown;
}

/**
 * koa-session's external store, in PostgreSQL: every API process sees the same sessions, and deleting
 * a user deletes their sessions with them (the user_id column cascades).
 *
 * Reading a session also reads its user, in the same query, into `ctx.state.userValues`: nearly every
 * signed-in request needs both. What was read is kept in `cache` (sessionCache.ts), so a signed-in
 * request usually needs no round trip at all; any change to the session or the user, by any process,
 * evicts it (a trigger's NOTIFY, heard by db/changeListener.ts). Requests share the cached values,
 * frozen, in `ctx.state.userValues`; a request that changes the user gets a `User` of its own, built from
 * a copy of them (auth.ts), so no request can change what another one sees.
 */
export function postgresSessionStore(models: Models, clock: Clock, cache: SessionCache) {
  const { User } = models;
  const attributes = Object.entries(User.getAttributes());
  const userColumns = attributes.map(([name, attribute]) => `u."${attribute.field ?? name}" AS "user.${name}"`).join(', ');
  const sql = `SELECT s.data, s.expires_at, ${userColumns} FROM login_sessions s LEFT JOIN users u ON u.id = s.user_id WHERE s.id = :id`;

  const read = async (id: string): Promise<CachedSession | undefined> => {
    const epochBefore = cache.epoch;
    // SQL: the models declare no association to join the session to its user through, and the cache keeps plain values.
    const [row] = await User.sequelize!.query<SessionRow>(sql, { replacements: { id }, type: QueryTypes.SELECT });
    if (!row) return undefined;
    const user = row['user.id'] != null ? Object.freeze(Object.fromEntries(attributes.map(([name]) => [name, row[`user.${name}`]]))) : null;
    const session: CachedSession = { data: row.data, expiresAt: row.expires_at.getTime(), userId: (user?.id as string | undefined) ?? null, user };
    cache.put(id, session, epochBefore);
    return session;
  };

  const sessionData = (session: CachedSession | undefined, ctx: Context | undefined): SessionData | undefined => {
    if (!session || session.expiresAt <= clock.now().getTime()) return undefined;
    if (ctx && session.user) ctx.state.userValues = session.user as UserValues;
    return { ...session.data };
  };

  return {
    async get(key: string, _maxAge: unknown, { ctx }: { ctx?: Context } = {}): Promise<SessionData | undefined> {
      const id = rowId(key);
      return sessionData(cache.get(id) ?? (await read(id)), ctx);
    },
    async set(key: string, data: SessionData, maxAge: number): Promise<void> {
      const id = rowId(key);
      const userId = typeof data.userId === 'string' ? data.userId : null;
      await models.LoginSession.upsert({ id, userId, data, expiresAt: new Date(clock.now().getTime() + maxAge) });
      cache.evictSession(id);
    },
    async destroy(key: string): Promise<void> {
      const id = rowId(key);
      await models.LoginSession.destroy({ where: { id } });
      cache.evictSession(id);
    },
  };
}

import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import { Op, QueryTypes } from 'sequelize';
import type { Models } from '../db/models';
import type { Clock } from '../services/clock';

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
 * Reading a session also reads its user, in the same query, into `ctx.state.user`: nearly every
 * signed-in request needs both, and a second round trip per request was a third of the API's work
 * (see the bench). The user row is still read fresh on every request; `currentUser` uses it only
 * when it is the user the session names.
 */
export function postgresSessionStore(models: Models, clock: Clock) {
  const { User } = models;
  const attributes = Object.entries(User.getAttributes());
  const userColumns = attributes.map(([name, attribute]) => `u."${attribute.field ?? name}" AS "user.${name}"`).join(', ');
  const sql = `SELECT s.data, s.expires_at, ${userColumns} FROM login_sessions s LEFT JOIN users u ON u.id = s.user_id WHERE s.id = :id`;
  return {
    async get(key: string, _maxAge: unknown, { ctx }: { ctx?: Context } = {}): Promise<SessionData | undefined> {
      const [row] = await User.sequelize!.query<SessionRow>(sql, { replacements: { id: rowId(key) }, type: QueryTypes.SELECT });
      if (!row || row.expires_at.getTime() <= clock.now().getTime()) return undefined;
      if (ctx && row['user.id'] != null) {
        const values = Object.fromEntries(attributes.map(([name]) => [name, row[`user.${name}`]]));
        // As Sequelize builds a row it found: an existing record whose values are taken as they are.
        ctx.state.user = User.build(values as never, { isNewRecord: false, raw: true });
      }
      return row.data;
    },
    async set(key: string, data: SessionData, maxAge: number): Promise<void> {
      const userId = typeof data.userId === 'string' ? data.userId : null;
      await models.LoginSession.upsert({ id: rowId(key), userId, data, expiresAt: new Date(clock.now().getTime() + maxAge) });
    },
    async destroy(key: string): Promise<void> {
      await models.LoginSession.destroy({ where: { id: rowId(key) } });
    },
  };
}

/** Removes sessions that expired; run now and then (server.ts does it hourly). */
export async function purgeExpiredSessions(models: Models, clock: Clock): Promise<number> {
  return models.LoginSession.destroy({ where: { expiresAt: { [Op.lte]: clock.now() } } });
}

/** Signs every session of a user out (password reset). */
export async function destroyUserSessions(models: Models, userId: string): Promise<void> {
  await models.LoginSession.destroy({ where: { userId } });
}

import { createHash, randomBytes } from 'node:crypto';
import { Op } from 'sequelize';
import type { Models } from '../db/models';
import type { Clock } from '../services/clock';

/** The cookie carries a random id; the table keeps only its hash, so a database leak holds no live session ids. */
const rowId = (key: string) => createHash('sha256').update(key).digest('base64url');

export const newSessionId = () => randomBytes(32).toString('base64url');

interface SessionData {
  userId?: unknown;
  [key: string]: unknown;
}

/**
 * koa-session's external store, in PostgreSQL: every API process sees the same sessions, and deleting
 * a user deletes their sessions with them (the user_id column cascades).
 */
export function postgresSessionStore(models: Models, clock: Clock) {
  return {
    async get(key: string): Promise<SessionData | undefined> {
      const row = await models.LoginSession.findByPk(rowId(key));
      if (!row || row.expiresAt.getTime() <= clock.now().getTime()) return undefined;
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

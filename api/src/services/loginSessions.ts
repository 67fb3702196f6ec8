import { Op } from 'sequelize';
import type { Models } from '../db/models';
import type { Clock } from './clock';

/** Removes sign-in sessions that expired; run now and then (server.ts does it hourly). */
export async function purgeExpiredSessions(models: Models, clock: Clock): Promise<number> {
  return models.LoginSession.destroy({ where: { expiresAt: { [Op.lte]: clock.now() } } });
}

/** Signs every session of a user out (password reset). */
export async function destroyUserSessions(models: Models, userId: string): Promise<void> {
  await models.LoginSession.destroy({ where: { userId } });
}

import Router from '@koa/router';
import * as z from 'zod';
import { requireUser, signOut, userOf } from '../http/auth';
import { forbidden } from '../http/errors';
import { parseInput } from '../http/validate';
import type { ServiceContext } from '../services/context';
import { userStats } from '../services/sessionLog';
import { deleteUser, exportUser, updatePreferences, userJson } from '../services/users';
import { anyPassword, timeZone } from './schemas';

const preferencesBody = z
  .strictObject({
    streakTrackingEnabled: z.boolean('must be true or false').optional(),
    monthlyStatsEnabled: z.boolean('must be true or false').optional(),
    ouraRingEnabled: z.boolean('must be true or false').optional(),
    appleHealthEnabled: z.boolean('must be true or false').optional(),
    timeZone: timeZone.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Send at least one preference to change.');

const deleteBody = z.strictObject({ password: anyPassword });

export const STATS_DISABLED = 'Stats are off: turn on streak tracking or monthly stats in your preferences.';
export const WRONG_PASSWORD = 'The password is not correct.';

export function userRoutes(services: ServiceContext): Router {
  const router = new Router({ prefix: '/api/user' });
  router.use(requireUser(services));

  router.get('/', async (ctx) => {
    ctx.body = userJson(userOf(ctx));
  });

  router.patch('/preferences', async (ctx) => {
    const changes = parseInput(preferencesBody, ctx.request.body);
    ctx.body = userJson(await updatePreferences(userOf(ctx), changes));
  });

  router.get('/stats', async (ctx) => {
    const user = userOf(ctx);
    if (!user.streakTrackingEnabled && !user.monthlyStatsEnabled) throw forbidden(STATS_DISABLED);
    ctx.body = await userStats(services, user);
  });

  router.get('/export', async (ctx) => {
    const user = userOf(ctx);
    ctx.set('Content-Disposition', `attachment; filename="stillpoint-export-${user.id}.json"`);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await exportUser(services, user);
  });

  router.delete('/', async (ctx) => {
    const { password } = parseInput(deleteBody, ctx.request.body);
    const user = userOf(ctx);
    if (!(await services.passwords.verify(user.passwordHash, password))) throw forbidden(WRONG_PASSWORD);
    await deleteUser(user);
    signOut(ctx);
    ctx.status = 204;
  });

  return router;
}

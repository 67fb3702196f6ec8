import Router from '@koa/router';
import { requirePremium } from '../http/access';
import { requireUser, signOut, userOf, userValuesOf } from '../http/auth';
import { parseInput } from '../http/validate';
import type { ServiceDeps } from '../services/deps';
import { userStats } from '../services/sessionLog';
import { deleteAccount, exportUser, updatePreferences, userJson } from '../services/users';
import { deleteAccountBody, preferencesBody } from '../contract/user';

export function userRoutes(deps: ServiceDeps): Router {
  const router = new Router({ prefix: '/api/user' });
  router.use(requireUser(deps.models));

  router.get('/', (ctx) => {
    ctx.body = userJson(userValuesOf(ctx));
  });

  router.patch('/preferences', async (ctx) => {
    const changes = parseInput(preferencesBody, ctx.request.body);
    ctx.body = userJson(await updatePreferences(deps, userOf(ctx), changes));
  });

  router.get('/stats', requirePremium(deps), async (ctx) => {
    ctx.body = await userStats(deps, userValuesOf(ctx));
  });

  router.get('/export', async (ctx) => {
    const user = userOf(ctx);
    ctx.set('Content-Disposition', `attachment; filename="stillpoint-export-${user.id}.json"`);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await exportUser(deps, user);
  });

  router.delete('/', async (ctx) => {
    const { password } = parseInput(deleteAccountBody, ctx.request.body);
    await deleteAccount(deps, userOf(ctx), password);
    signOut(ctx);
    ctx.status = 204;
  });

  return router;
}

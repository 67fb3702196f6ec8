import Router from '@koa/router';
import { requireUser, userOf } from '../http/auth';
import type { ServiceDeps } from '../services/deps';
import { subscriptionStatus } from '../services/subscription';

export function subscriptionRoutes(deps: ServiceDeps): Router {
  const router = new Router({ prefix: '/api/subscription' });
  router.use(requireUser(deps.models));
  router.get('/status', async (ctx) => {
    ctx.body = subscriptionStatus(userOf(ctx), deps.clock.now(), deps.config.developerEmails);
  });
  return router;
}

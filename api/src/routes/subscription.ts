import Router from '@koa/router';
import { requireUser, userOf } from '../http/auth';
import type { ServiceContext } from '../services/context';
import { subscriptionStatus } from '../services/subscription';

export function subscriptionRoutes(services: ServiceContext): Router {
  const router = new Router({ prefix: '/api/subscription' });
  router.use(requireUser(services));
  router.get('/status', async (ctx) => {
    ctx.body = subscriptionStatus(userOf(ctx), services.clock.now(), services.config.developerEmails);
  });
  return router;
}

import Router from '@koa/router';
import { requireUser, userOf } from '../http/auth';
import type { ServiceContext } from '../services/context';
import { personalRecommendation } from '../services/recommendations';

export function recommendationRoutes(services: ServiceContext): Router {
  const router = new Router({ prefix: '/api/recommendations' });
  router.use(requireUser(services));
  router.post('/personal', async (ctx) => {
    ctx.body = await personalRecommendation(services, userOf(ctx).id, ctx.request.body);
  });
  return router;
}

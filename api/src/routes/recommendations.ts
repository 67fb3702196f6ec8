import Router from '@koa/router';
import { requirePremium } from '../http/access';
import { requireUser, userValuesOf } from '../http/auth';
import type { ServiceDeps } from '../services/deps';
import { personalRecommendation } from '../services/recommendations';

export function recommendationRoutes(deps: ServiceDeps): Router {
  const router = new Router({ prefix: '/api/recommendations' });
  router.use(requireUser(deps.models));
  router.post('/personal', requirePremium(deps), async (ctx) => {
    ctx.body = await personalRecommendation(deps, userValuesOf(ctx).id, ctx.request.body);
  });
  return router;
}

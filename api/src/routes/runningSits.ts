import Router from '@koa/router';
import { requireUser, userValuesOf } from '../http/auth';
import { rateLimitWrites } from '../http/rateLimit';
import { parseInput } from '../http/validate';
import type { ServiceDeps } from '../services/deps';
import { cancelRunningSit, keepRunningSit } from '../services/push/sitEnds';
import { uuidParam } from '../contract/fields';
import { runningSitAnswer, runningSitBody } from '../contract/runningSits';

/**
 * A sit running on a page: PUT keeps it or moves its end (pause, resume), DELETE says it ended or was
 * stopped there. Its end is pushed and logged by the API when the page cannot (services/push/sitEnds.ts).
 */
export function runningSitRoutes(deps: ServiceDeps): Router {
  const router = new Router({ prefix: '/api/sessions/running' });
  router.use(requireUser(deps.models));

  router.put('/:id', rateLimitWrites(deps), async (ctx) => {
    const { id } = parseInput(uuidParam, ctx.params);
    const sit = parseInput(runningSitBody, ctx.request.body);
    ctx.body = runningSitAnswer.parse(await keepRunningSit(deps, userValuesOf(ctx).id, id, sit));
  });

  router.delete('/:id', rateLimitWrites(deps), async (ctx) => {
    const { id } = parseInput(uuidParam, ctx.params);
    await cancelRunningSit(deps, userValuesOf(ctx).id, id);
    ctx.status = 204;
  });

  return router;
}

import Router from '@koa/router';
import { NO_SUBSCRIPTION_TO_RESTORE } from '../contract/messages';
import { requireUser, userOf, userValuesOf } from '../http/auth';
import { NotFoundError } from '../errors';
import type { ServiceDeps } from '../services/deps';
import { cancelSubscription, restoreSubscription, resumeSubscription, statusOf, useFreeSession } from '../services/billing/subscriptions';

export function subscriptionRoutes(deps: ServiceDeps): Router {
  const router = new Router({ prefix: '/api/subscription' });
  router.use(requireUser(deps.models));

  router.get('/status', async (ctx) => {
    ctx.body = await statusOf(deps, userValuesOf(ctx));
  });

  // commercial.md §7: 200 when an active subscription was found (and the account repaired to it), and also when a
  // cancelled one's paid time runs on (the status says which: README, Decisions); 404 when there is neither.
  router.post('/restore', async (ctx) => {
    if (!(await restoreSubscription(deps, userOf(ctx)))) throw new NotFoundError(NO_SUBSCRIPTION_TO_RESTORE);
    ctx.body = await statusOf(deps, userOf(ctx));
  });

  router.post('/resume', async (ctx) => {
    ctx.body = await statusOf(deps, await resumeSubscription(deps, userOf(ctx)));
  });

  router.post('/cancel', async (ctx) => {
    ctx.body = await statusOf(deps, await cancelSubscription(deps, userOf(ctx)));
  });

  router.post('/free-session', async (ctx) => {
    ctx.body = await statusOf(deps, await useFreeSession(deps, userOf(ctx)));
  });

  return router;
}

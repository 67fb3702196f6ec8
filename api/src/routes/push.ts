import Router from '@koa/router';
import * as z from 'zod';
import { requireUser, userValuesOf } from '../http/auth';
import { rateLimitWrites } from '../http/rateLimit';
import { parseInput } from '../http/validate';
import type { ServiceDeps } from '../services/deps';
import { pushStatus, sendTest, setReminder, subscribe, unsubscribe } from '../services/push/pushDevices';
import { reminderSettings, subscribeBody, unsubscribeBody } from '../contract/push';

/** Web push (commercial.md §7): the key to subscribe with, the account's devices, a test, and the daily reminder. */
export function pushRoutes(deps: ServiceDeps): Router {
  const router = new Router({ prefix: '/api/push' });
  router.use(requireUser(deps.models));

  router.get('/public-key', (ctx) => {
    ctx.body = { publicKey: deps.push.publicKey };
  });

  router.get('/status', async (ctx) => {
    ctx.body = await pushStatus(deps, userValuesOf(ctx).id);
  });

  router.post('/subscribe', rateLimitWrites(deps), async (ctx) => {
    const { subscription } = parseInput(subscribeBody, ctx.request.body);
    await subscribe(deps, userValuesOf(ctx).id, subscription);
    ctx.status = 201;
    ctx.body = await pushStatus(deps, userValuesOf(ctx).id);
  });

  router.post('/unsubscribe', rateLimitWrites(deps), async (ctx) => {
    const { endpoint } = parseInput(unsubscribeBody, ctx.request.body ?? {});
    await unsubscribe(deps, userValuesOf(ctx).id, endpoint);
    ctx.body = await pushStatus(deps, userValuesOf(ctx).id);
  });

  // Each test is a request to a push service per device: counted with the account's writes.
  router.post('/test', rateLimitWrites(deps), async (ctx) => {
    parseInput(z.strictObject({}), ctx.request.body ?? {});
    ctx.body = await sendTest(deps, userValuesOf(ctx).id);
  });

  router.put('/reminder', rateLimitWrites(deps), async (ctx) => {
    const settings = parseInput(reminderSettings, ctx.request.body);
    await setReminder(deps, userValuesOf(ctx).id, settings);
    ctx.body = await pushStatus(deps, userValuesOf(ctx).id);
  });

  return router;
}

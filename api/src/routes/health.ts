import Router from '@koa/router';
import { HttpError, SERVICE_UNAVAILABLE } from '../http/errors';
import type { ServiceContext } from '../services/context';

/** For load balancers: 200 while the database answers, 503 while it does not. */
export function healthRoutes(services: ServiceContext): Router {
  const router = new Router({ prefix: '/api' });
  router.get('/health', async (ctx) => {
    try {
      await services.sequelize.query('SELECT 1');
    } catch {
      throw new HttpError(503, SERVICE_UNAVAILABLE, { 'Retry-After': '2' });
    }
    ctx.body = { ok: true };
  });
  return router;
}

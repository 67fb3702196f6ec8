import Router from '@koa/router';
import { SERVICE_UNAVAILABLE, UnavailableError } from '../errors';
import type { Database } from '../db/database';

/** For load balancers: 200 while the database answers, 503 (within 1.5 s, however the server fails) while it does not. */
export function healthRoutes(db: Pick<Database, 'availability' | 'ping'>): Router {
  const router = new Router({ prefix: '/api' });
  router.get('/health', async (ctx) => {
    if (!db.availability.available || !(await db.ping())) {
      db.availability.reportFailure(new Error('the health check found no answer'));
      throw new UnavailableError(SERVICE_UNAVAILABLE, 2);
    }
    ctx.body = { ok: true };
  });
  return router;
}

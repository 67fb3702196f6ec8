import Router from '@koa/router';
import { SERVICE_UNAVAILABLE, UnavailableError } from '../errors';
import type { Database } from '../db/database';

/**
 * For load balancers: 200 while the database answers, 503 (within 1.5 s, however the server fails) while it does
 * not. A flood of checks costs the database one query a second (Database.health) and is never taken for an outage.
 */
export function healthRoutes(db: Pick<Database, 'availability' | 'health'>): Router {
  const router = new Router({ prefix: '/api' });
  router.get('/health', async (ctx) => {
    if (!db.availability.available) {
      // Counted among the requests the outage turned away; the outage's own probes say when it ends.
      db.availability.reportFailure();
      throw new UnavailableError(SERVICE_UNAVAILABLE, 2);
    }
    if (!(await db.health())) throw new UnavailableError(SERVICE_UNAVAILABLE, 2);
    ctx.body = { ok: true };
  });
  return router;
}

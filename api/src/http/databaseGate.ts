import type { Middleware } from 'koa';
import type { Availability } from '../db/availability';
import { SERVICE_UNAVAILABLE, UnavailableError } from '../errors';

/**
 * While the database does not answer, API requests answer 503 at once instead of queueing behind
 * connections that wait on it. (The health check is answered before this: it probes the server itself.)
 */
export function databaseGate(availability: Availability): Middleware {
  return async (ctx, next) => {
    if (!availability.available) {
      availability.reportFailure();
      throw new UnavailableError(SERVICE_UNAVAILABLE, 2);
    }
    await next();
  };
}

import type { Middleware } from 'koa';
import { HttpError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_ORIGIN_REFUSED = 'Cross-origin requests are not allowed.';

/**
 * Refuses state-changing requests a browser sends on behalf of another site.
 *
 * - With an Origin header (browsers send it on every POST, PATCH and DELETE, fetch or form), the origin
 *   must be one of `allowedOrigins` (APP_ORIGIN); "null" (sandboxed frames, file://) is refused. An Origin equal
 *   to the Host the request names proves nothing: whoever reaches the server at an address (a LAN address, a
 *   name pointed at it) can serve a page from that address.
 * - Sec-Fetch-Site "cross-site" is refused even without Origin.
 * - Without either header the request does not come from a browser page (curl, a server, a test), so it
 *   cannot be riding a victim's cookie: it is allowed. The cookie is SameSite=Lax as a second line.
 */
export function originGuard(allowedOrigins: readonly string[]): Middleware {
  const allowed = new Set(allowedOrigins);
  return async (ctx, next) => {
    if (!SAFE_METHODS.has(ctx.method)) {
      const origin = ctx.get('Origin');
      if (origin && !allowed.has(origin)) throw new HttpError(403, CROSS_ORIGIN_REFUSED);
      if (!origin && ctx.get('Sec-Fetch-Site') === 'cross-site') throw new HttpError(403, CROSS_ORIGIN_REFUSED);
    }
    await next();
  };
}

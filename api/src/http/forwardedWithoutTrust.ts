import type { Middleware } from 'koa';
import type { Logger } from '../logger';

/**
 * Behind a reverse proxy without TRUST_PROXY every client is the proxy's one address: the per-address limits
 * (ten wrong passwords, ten resets) are then shared by everyone, and nothing else would say why. One line, the
 * first time a request carries X-Forwarded-For while no proxy is trusted; the header itself stays ignored, as
 * a client may write it. Nothing at all when TRUST_PROXY is set.
 */
export function forwardedWithoutTrust(log: Logger, proxyHops: number): Middleware {
  let told = proxyHops > 0;
  return async (ctx, next) => {
    if (!told && ctx.get('X-Forwarded-For')) {
      told = true;
      log.info(
        "[proxy] requests carry X-Forwarded-For but TRUST_PROXY is 0: every client behind the proxy counts as the proxy's one address (shared rate limits); set TRUST_PROXY to the number of proxies in front of the API",
      );
    }
    await next();
  };
}

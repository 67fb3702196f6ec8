import type { Middleware } from 'koa';
import type { Logger } from '../logger';

/** One line per request: method, path without its query string (tokens never travel there anyway), status, time. */
export function requestLog(log: Logger, now: () => number = () => performance.now()): Middleware {
  return async (ctx, next) => {
    const started = now();
    try {
      await next();
    } finally {
      log.info(`[api] ${ctx.method} ${ctx.path} ${ctx.status} ${(now() - started).toFixed(1)}ms`);
    }
  };
}

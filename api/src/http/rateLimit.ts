import type { Middleware } from 'koa';
import { userValuesOf } from './auth';
import type { RateLimitedAction, RateLimits } from '../config';
import type { RateLimiter } from '../services/rateLimiter';
import type { WriteAllowance } from '../services/writeAllowance';
import { writeLimitsOf, type WriteLimits } from '../services/writeLimits';

/** The e-mail address a body names, as the limiter counts it; absent when the body has none (validation answers that). */
function emailOf(body: unknown): string | undefined {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() !== '' ? email.trim().toLowerCase() : undefined;
}

/**
 * Counts one attempt at `action` per client address and, when the body names one, per e-mail address
 * (an attacker rotating addresses still meets the per-account limit); over either limit the request is
 * answered 429 before the route runs.
 */
export function rateLimit(deps: { limiter: RateLimiter; config: { rateLimits: RateLimits } }, action: RateLimitedAction): Middleware {
  const limits = deps.config.rateLimits[action];
  return async (ctx, next) => {
    await deps.limiter.hit(`${action}:ip:${ctx.ip}`, limits.perIp);
    const email = emailOf(ctx.request.body);
    if (email) await deps.limiter.hit(`${action}:email:${email}`, limits.perEmail);
    await next();
  };
}

/**
 * Counts one write by the signed-in user (saved sessions, log entries, deletions share one allowance,
 * services/writeLimits.ts); over it the request is answered 429 before the route runs. Runs after
 * requireUser.
 */
export function rateLimitWrites(deps: { writeAllowance: WriteAllowance; config: { writeLimits?: WriteLimits | undefined } }): Middleware {
  const limit = writeLimitsOf(deps.config).perUser;
  return async (ctx, next) => {
    deps.writeAllowance.spend(userValuesOf(ctx).id, limit);
    await next();
  };
}

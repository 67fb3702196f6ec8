import type { Middleware } from 'koa';
import type * as z from 'zod';
import { userValuesOf } from './auth';
import { parseInput } from './validate';
import type { RateLimitedAction, RateLimits } from '../config';
import type { RateLimiter } from '../services/rateLimiter';
import type { WriteAllowance } from '../services/writeAllowance';
import { writeLimitsOf, type WriteLimits } from '../services/writeLimits';

/**
 * Parses the body with the call's own schema (when it names an e-mail address), then counts one attempt
 * at `action` per client address and, where the action is limited per e-mail address, per the address the body names (an attacker
 * rotating client addresses still meets the per-address limit); over either limit the request is
 * answered 429 before the route runs. The body is checked first, so nothing a client sent reaches the
 * database before every field's length is: a bad body is a 400 and counts nothing.
 *
 * Sign-in passes `perEmail: false`: counting every attempt against the account would let anyone lock
 * its owner out. Its failures are counted per account and client instead (loginThrottle.ts). Forgot-password
 * passes `perEmail: 'per client'` for the same reason: the e-mail is counted with the client address, so a
 * stranger's requests never spend the owner's.
 */
export function rateLimit(
  deps: { limiter: RateLimiter; config: { rateLimits: RateLimits } },
  action: RateLimitedAction,
  body?: z.ZodType<{ email: string }>,
  { perEmail = true }: { readonly perEmail?: boolean | 'per client' } = {},
): Middleware {
  const limits = deps.config.rateLimits[action];
  return async (ctx, next) => {
    const email = body ? parseInput(body, ctx.request.body).email : undefined;
    await deps.limiter.hit(`${action}:ip:${ctx.ip}`, limits.perIp);
    if (email !== undefined && perEmail === 'per client') await deps.limiter.hit(`${action}:ip+email:${ctx.ip}:${email.toLowerCase()}`, limits.perEmail);
    else if (email !== undefined && perEmail) await deps.limiter.hit(`${action}:email:${email.toLowerCase()}`, limits.perEmail);
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

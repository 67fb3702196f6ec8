import Router from '@koa/router';
import * as z from 'zod';
import type { RateLimitedAction } from '../config';
import { signIn, signOut } from '../http/auth';
import { HttpError } from '../http/errors';
import { parseInput } from '../http/validate';
import type { ServiceContext } from '../services/context';
import { sendEmailConfirmation } from '../services/emailConfirmation';
import { authenticate, INVALID_CREDENTIALS, registerUser, userJson } from '../services/users';
import { anyPassword, email, name, newPassword, timeZone } from './schemas';

const registerBody = z.strictObject({
  firstName: name(100),
  lastName: name(100),
  email,
  password: newPassword,
  timeZone: timeZone.optional(),
});

const loginBody = z.strictObject({ email, password: anyPassword });

/** Rate limits by client address before reading the body, then by e-mail address once it is known. */
export async function limitByIp(services: ServiceContext, action: RateLimitedAction, ip: string): Promise<void> {
  await services.limiter.hit(`${action}:ip:${ip}`, services.config.rateLimits[action].perIp);
}

export async function limitByEmail(services: ServiceContext, action: RateLimitedAction, address: string): Promise<void> {
  await services.limiter.hit(`${action}:email:${address.toLowerCase()}`, services.config.rateLimits[action].perEmail);
}

export function authRoutes(services: ServiceContext): Router {
  const router = new Router({ prefix: '/api' });

  router.post('/register', async (ctx) => {
    await limitByIp(services, 'register', ctx.ip);
    const body = parseInput(registerBody, ctx.request.body);
    await limitByEmail(services, 'register', body.email);
    const user = await registerUser(services, body);
    await sendEmailConfirmation(services, user);
    await signIn(ctx, user);
    ctx.status = 201;
    ctx.body = userJson(user);
  });

  router.post('/login', async (ctx) => {
    await limitByIp(services, 'login', ctx.ip);
    const body = parseInput(loginBody, ctx.request.body);
    await limitByEmail(services, 'login', body.email);
    const user = await authenticate(services, body.email, body.password);
    if (!user) throw new HttpError(401, INVALID_CREDENTIALS);
    await signIn(ctx, user);
    ctx.body = userJson(user);
  });

  router.post('/logout', async (ctx) => {
    signOut(ctx);
    ctx.body = { message: 'Signed out' };
  });

  // The Sign In link of the marketing pages points here; the app's auth screen lives at /auth.
  router.get('/login', async (ctx) => {
    ctx.redirect('/auth');
  });

  router.get('/logout', async (ctx) => {
    signOut(ctx);
    ctx.redirect('/');
  });

  return router;
}

import Router from '@koa/router';
import { signIn, signOut } from '../http/auth';
import { rateLimit } from '../http/rateLimit';
import { parseInput } from '../http/validate';
import type { ServiceDeps } from '../services/deps';
import { signInThrottled } from '../services/loginThrottle';
import { registerUser, userJson } from '../services/users';
import { loginBody, registerBody } from '../contract/auth';

export function authRoutes(deps: ServiceDeps): Router {
  const router = new Router({ prefix: '/api' });

  router.post('/register', rateLimit(deps, 'register', registerBody), async (ctx) => {
    const body = parseInput(registerBody, ctx.request.body);
    const user = await registerUser(deps, body);
    await deps.accountMails.queue({ kind: 'confirmation', userId: user.id });
    await signIn(ctx, user);
    ctx.status = 201;
    ctx.body = userJson(user);
  });

  router.post('/login', rateLimit(deps, 'login', loginBody, { perEmail: false }), async (ctx) => {
    const body = parseInput(loginBody, ctx.request.body);
    const user = await signInThrottled(deps, body.email, body.password, ctx.ip, deps.config.rateLimits.login.perEmail);
    await signIn(ctx, user);
    ctx.body = userJson(user);
  });

  // Only POST signs out: a GET would let any page sign a visitor out with a link or an image, since the
  // SameSite=Lax cookie rides along on top-level cross-site navigations (a GET answers 405).
  router.post('/logout', (ctx) => {
    signOut(ctx);
    ctx.body = { message: 'Signed out' };
  });

  // The Sign In link of the marketing pages points here; the app's auth screen lives at /auth.
  router.get('/login', (ctx) => {
    ctx.redirect('/auth');
  });

  return router;
}

import Router from '@koa/router';
import * as z from 'zod';
import { requireUser, userOf } from '../http/auth';
import { parseInput } from '../http/validate';
import type { ServiceDeps } from '../services/deps';
import { confirmEmail, EMAIL_CONFIRMED } from '../services/emailConfirmation';

const verifyBody = z.strictObject({
  token: z.string('must be the token from the link').min(16, 'must be the token from the link').max(200, 'must be the token from the link'),
});

/** The link mailed at registration opens the app's /verify-email?token=… page, which posts the token here. */
export function emailConfirmationRoutes(deps: ServiceDeps): Router {
  const router = new Router({ prefix: '/api' });
  router.post('/verify-email', requireUser(deps.models), async (ctx) => {
    const { token } = parseInput(verifyBody, ctx.request.body);
    await confirmEmail(deps, userOf(ctx), token);
    ctx.body = { message: EMAIL_CONFIRMED };
  });
  return router;
}

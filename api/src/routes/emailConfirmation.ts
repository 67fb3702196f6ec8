import Router from '@koa/router';
import { requireUser, userOf } from '../http/auth';
import { parseInput } from '../http/validate';
import type { ServiceDeps } from '../services/deps';
import { verifyEmailBody } from '../contract/auth';
import { EMAIL_CONFIRMED } from '../contract/messages';
import { confirmEmail } from '../services/emailConfirmation';

/** The link mailed at registration opens the app's /verify-email?token=… page, which posts the token here. */
export function emailConfirmationRoutes(deps: ServiceDeps): Router {
  const router = new Router({ prefix: '/api' });
  router.post('/verify-email', requireUser(deps.models), async (ctx) => {
    const { token } = parseInput(verifyEmailBody, ctx.request.body);
    await confirmEmail(deps, userOf(ctx), token);
    ctx.body = { message: EMAIL_CONFIRMED };
  });
  return router;
}

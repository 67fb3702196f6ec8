import Router from '@koa/router';
import * as z from 'zod';
import { requireUser, userOf } from '../http/auth';
import { parseInput } from '../http/validate';
import type { ServiceContext } from '../services/context';
import { confirmEmail, EMAIL_CONFIRMED } from '../services/emailConfirmation';

const verifyBody = z.strictObject({
  token: z.string('must be the token from the link').min(16, 'must be the token from the link').max(200, 'must be the token from the link'),
});

/** The link mailed at registration opens the app's /verify-email?token=… page, which posts the token here. */
export function emailConfirmationRoutes(services: ServiceContext): Router {
  const router = new Router({ prefix: '/api' });
  router.post('/verify-email', requireUser(services), async (ctx) => {
    const { token } = parseInput(verifyBody, ctx.request.body);
    await confirmEmail(services, userOf(ctx), token);
    ctx.body = { message: EMAIL_CONFIRMED };
  });
  return router;
}

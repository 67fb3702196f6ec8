import Router from '@koa/router';
import * as z from 'zod';
import { rateLimit } from '../http/rateLimit';
import { parseInput } from '../http/validate';
import type { ServiceDeps } from '../services/deps';
import { requestPasswordReset, RESET_REQUESTED, resetPassword } from '../services/passwordReset';
import { email, newPassword } from './schemas';

const forgotBody = z.strictObject({ email });
const resetBody = z.strictObject({
  token: z.string('must be the token from the link').min(16, 'must be the token from the link').max(200, 'must be the token from the link'),
  password: newPassword,
});

export function passwordResetRoutes(deps: ServiceDeps): Router {
  const router = new Router({ prefix: '/api' });

  router.post('/forgot-password', rateLimit(deps, 'forgotPassword'), async (ctx) => {
    const body = parseInput(forgotBody, ctx.request.body);
    await requestPasswordReset(deps, body.email);
    ctx.body = { message: RESET_REQUESTED };
  });

  router.post('/reset-password', async (ctx) => {
    const body = parseInput(resetBody, ctx.request.body);
    await resetPassword(deps, body.token, body.password);
    ctx.body = { message: 'Your password has been changed. You can sign in with it now.' };
  });

  return router;
}

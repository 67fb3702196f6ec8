import Router from '@koa/router';
import { rateLimit } from '../http/rateLimit';
import { parseInput } from '../http/validate';
import type { ServiceDeps } from '../services/deps';
import { requestPasswordReset, resetPassword } from '../services/passwordReset';
import { forgotPasswordBody, resetPasswordBody } from '../contract/auth';
import { PASSWORD_CHANGED, RESET_REQUESTED } from '../contract/messages';

export function passwordResetRoutes(deps: ServiceDeps): Router {
  const router = new Router({ prefix: '/api' });

  router.post('/forgot-password', rateLimit(deps, 'forgotPassword', forgotPasswordBody, { perEmail: 'per client' }), async (ctx) => {
    const body = parseInput(forgotPasswordBody, ctx.request.body);
    await requestPasswordReset(deps, body.email);
    ctx.body = { message: RESET_REQUESTED };
  });

  router.post('/reset-password', rateLimit(deps, 'resetPassword'), async (ctx) => {
    const body = parseInput(resetPasswordBody, ctx.request.body);
    await resetPassword(deps, body.token, body.password);
    ctx.body = { message: PASSWORD_CHANGED };
  });

  return router;
}

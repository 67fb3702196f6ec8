import Router from '@koa/router';
import * as z from 'zod';
import { parseInput } from '../http/validate';
import type { ServiceContext } from '../services/context';
import { requestPasswordReset, RESET_REQUESTED, resetPassword } from '../services/passwordReset';
import { limitByEmail, limitByIp } from './auth';
import { email, newPassword } from './schemas';

const forgotBody = z.strictObject({ email });
const resetBody = z.strictObject({
  token: z.string('must be the token from the link').min(16, 'must be the token from the link').max(200, 'must be the token from the link'),
  password: newPassword,
});

export function passwordResetRoutes(services: ServiceContext): Router {
  const router = new Router({ prefix: '/api' });

  router.post('/forgot-password', async (ctx) => {
    await limitByIp(services, 'forgotPassword', ctx.ip);
    const body = parseInput(forgotBody, ctx.request.body);
    await limitByEmail(services, 'forgotPassword', body.email);
    await requestPasswordReset(services, body.email);
    ctx.body = { message: RESET_REQUESTED };
  });

  router.post('/reset-password', async (ctx) => {
    const body = parseInput(resetBody, ctx.request.body);
    await resetPassword(services, body.token, body.password);
    ctx.body = { message: 'Your password has been changed. You can sign in with it now.' };
  });

  return router;
}

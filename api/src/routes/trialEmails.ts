import Router from '@koa/router';
import * as z from 'zod';
import type { MessageAnswer } from '../contract/auth';
import { parseInput } from '../http/validate';
import type { ServiceDeps } from '../services/deps';
import { stopTrialEmails } from '../services/trialEmails/trialEmails';

const unsubscribeQuery = z.object({ token: z.string('must be the token from the e-mail').min(1, 'must be the token from the e-mail').max(400, 'must be the token from the e-mail') });

/**
 * The trial e-mails' unsubscribe (RFC 8058): a mail client's one-click POST (`List-Unsubscribe=One-Click`
 * as a form) and the app's /unsubscribe page both post here with the token the e-mail carries.
 */
export function trialEmailRoutes(deps: ServiceDeps): Router {
  const router = new Router({ prefix: '/api/email' });
  router.post('/unsubscribe', async (ctx) => {
    const { token } = parseInput(unsubscribeQuery, ctx.query);
    await stopTrialEmails(deps, token);
    ctx.body = { message: 'You will get no more trial e-mails.' } satisfies MessageAnswer;
  });
  return router;
}

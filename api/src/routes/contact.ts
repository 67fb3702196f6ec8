import Router from '@koa/router';
import { currentUser } from '../http/auth';
import { rateLimit } from '../http/rateLimit';
import { parseInput } from '../http/validate';
import { submitContactMessage } from '../services/contact';
import type { ServiceDeps } from '../services/deps';
import { contactBody, type ContactAnswer } from '../contract/contact';

export function contactRoutes(deps: ServiceDeps): Router {
  const router = new Router({ prefix: '/api' });
  router.post('/contact', rateLimit(deps, 'contact', contactBody), async (ctx) => {
    const body = parseInput(contactBody, ctx.request.body);
    const user = await currentUser(deps.models, ctx);
    ctx.status = 201;
    ctx.body = { message: 'Message sent', ...(await submitContactMessage(deps, body, user?.id ?? null)) } satisfies ContactAnswer;
  });
  return router;
}

import Router from '@koa/router';
import * as z from 'zod';
import { currentUser } from '../http/auth';
import { parseInput } from '../http/validate';
import { submitContactMessage } from '../services/contact';
import type { ServiceContext } from '../services/context';
import { limitByEmail, limitByIp } from './auth';
import { email, name } from './schemas';

const contactBody = z.strictObject({
  name: name(100),
  email,
  subject: name(200),
  message: name(5000),
});

export function contactRoutes(services: ServiceContext): Router {
  const router = new Router({ prefix: '/api' });
  router.post('/contact', async (ctx) => {
    await limitByIp(services, 'contact', ctx.ip);
    const body = parseInput(contactBody, ctx.request.body);
    await limitByEmail(services, 'contact', body.email);
    const user = await currentUser(services, ctx);
    ctx.status = 201;
    ctx.body = { message: 'Message sent', ...(await submitContactMessage(services, body, user?.id ?? null)) };
  });
  return router;
}

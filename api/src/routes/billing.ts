import Router from '@koa/router';
import * as z from 'zod';
import { createCheckoutBody } from '../contract/billing';
import { requireUser, userOf } from '../http/auth';
import { rateLimit } from '../http/rateLimit';
import { parseInput } from '../http/validate';
import type { ServiceDeps } from '../services/deps';
import { handlePaymentNotice } from '../services/billing/paymentNotices';
import { startCheckout } from '../services/billing/subscriptions';

/** Mollie's webhook body: `id=tr_…`, nothing else is read (and nothing in it is trusted: the payment is fetched). */
const webhookBody = z.object({ id: z.string('must be a payment id').regex(/^[\w-]{1,64}$/, 'must be a payment id') });

export function billingRoutes(deps: ServiceDeps): Router {
  const router = new Router({ prefix: '/api/mollie' });

  router.post('/create-checkout', requireUser(deps.models), async (ctx) => {
    const { plan } = parseInput(createCheckoutBody, ctx.request.body);
    ctx.body = await startCheckout(deps, userOf(ctx), plan);
  });

  // Unsigned and open to anyone, so it acts only on what the provider says of the payment. 200 for ids it does
  // not know too (Mollie retries any other answer); a provider that cannot be reached answers 503, and is retried.
  // Limited per client address: every call costs a call to the provider under our key.
  router.post('/webhook', rateLimit(deps, 'mollieWebhook'), async (ctx) => {
    const { id } = parseInput(webhookBody, ctx.request.body);
    await handlePaymentNotice(deps, id);
    ctx.body = '';
    ctx.status = 200;
  });

  return router;
}

import { createHash } from 'node:crypto';
import Router from '@koa/router';
import type { Context } from 'koa';
import * as z from 'zod';
import { NotFoundError } from '../errors';
import { escapeHtml } from '../escapeHtml';
import { requireUser, userOf } from '../http/auth';
import { parseInput } from '../http/validate';
import type { LocalBillingConsole } from '../services/billing/localProvider';
import type { ServiceDeps } from '../services/deps';

const money = (cents: number, currency: string) => new Intl.NumberFormat('en', { style: 'currency', currency }).format(cents / 100);

const STYLE = `body{margin:0;padding:0 1rem;font:16px/1.5 system-ui,sans-serif;background:#f5f3ee;color:#17222d}main{max-width:30rem;margin:8vh auto;padding:2rem 1.5rem;background:#fff;border:1px solid #d5d1c8;border-radius:20px}
h1{font-size:1.4rem;margin:0 0 .25rem}p{margin:.5rem 0}.note{color:#4f5b67;font-size:.9rem}.amount{font-size:2rem;font-weight:600;margin:1rem 0}
form{display:inline}button{font:inherit;font-weight:600;min-height:44px;padding:.5rem 1.1rem;margin:.5rem .5rem 0 0;border-radius:999px;border:1px solid #1d6f62;background:#1d6f62;color:#fff;cursor:pointer}
button.quiet{background:#fff;color:#1d6f62}button:focus-visible{outline:3px solid #b45309;outline-offset:3px}ul{padding-left:1.2rem}`;
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/** A page of the local provider: its own small stylesheet (allowed by hash), forms that post to itself, nothing else. */
function page(ctx: Context, title: string, body: string) {
  ctx.set('Content-Security-Policy', `default-src 'none'; style-src ${STYLE_HASH}; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`);
  ctx.type = 'html';
  ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · Local payments</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** A form of one button that posts `fields` to this page, or to `action`. */
const button = (fields: Record<string, string>, label: string, options: { quiet?: boolean; action?: string } = {}) =>
  `<form method="post"${options.action ? ` action="${options.action}"` : ''}>${Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('')}<button type="submit"${options.quiet ? ' class="quiet"' : ''}>${label}</button></form>`;

const RENEW = { action: '/api/billing/local/console/renew' };

const outcomeBody = z.object({ outcome: z.enum(['paid', 'canceled', 'failed', 'expired'], 'must be paid, canceled, failed or expired') });
/** The local provider's ids (tr_local_…, sub_local_…): letters, digits, _ and -. */
const providerId = (what: string) => z.string(`must be a ${what} id`).regex(/^[\w-]{1,64}$/, `must be a ${what} id`);
const renewBody = z.object({ subscriptionId: providerId('subscription'), outcome: z.enum(['paid', 'failed'], 'must be paid or failed') });
const idParam = z.object({ id: providerId('payment') });

/**
 * The local billing provider's pages (only when it is the provider: no MOLLIE_API_KEY and a loopback origin, or BILLING_PROVIDER=local): the
 * checkout a first payment sends the browser to (Pay, Cancel, Fail), and a console where the owner of a
 * subscription plays Mollie's schedule (a renewal that succeeds or fails). Each calls the webhook as Mollie
 * would. No money moves.
 */
export function localBillingRoutes(deps: ServiceDeps, local: LocalBillingConsole): Router {
  const router = new Router({ prefix: '/api/billing/local' });

  router.get('/checkout/:id', async (ctx) => {
    const { id } = parseInput(idParam, ctx.params);
    const payment = await local.payment(id);
    const open = payment.status === 'open';
    page(
      ctx,
      'Checkout',
      `<h1>${escapeHtml(payment.description)}</h1><p class="note">Local payments: this page stands in for Mollie's checkout. No money moves.</p>
       <p class="amount">${money(payment.amountCents, payment.currency)}</p>
       ${open ? `${button({ outcome: 'paid' }, 'Pay')}${button({ outcome: 'canceled' }, 'Cancel', { quiet: true })}${button({ outcome: 'failed' }, 'Fail the payment', { quiet: true })}${button({ outcome: 'expired' }, 'Let it expire', { quiet: true })}` : `<p>This payment is ${escapeHtml(payment.status)}.</p>`}
       ${payment.redirectUrl ? `<p><a href="${escapeHtml(payment.redirectUrl)}">Back to Stillpoint</a></p>` : ''}`,
    );
  });

  router.post('/checkout/:id', async (ctx) => {
    const { id } = parseInput(idParam, ctx.params);
    const { outcome } = parseInput(outcomeBody, ctx.request.body);
    const back = await local.completeCheckout(id, outcome);
    ctx.status = 303;
    ctx.redirect(back ?? `/api/billing/local/checkout/${id}`);
  });

  router.get('/console', requireUser(deps.models), async (ctx) => {
    const user = userOf(ctx);
    const subscriptions = user.billingCustomerId ? await local.subscriptions(user.billingCustomerId) : [];
    const renewals = (subscriptionId: string) =>
      button({ subscriptionId, outcome: 'paid' }, 'Charge the next renewal', RENEW) + button({ subscriptionId, outcome: 'failed' }, 'Fail the next renewal', { ...RENEW, quiet: true });
    const rows = subscriptions.map(
      ({ id, amountCents, currency, interval, status, nextPaymentDate }) =>
        `<li><strong>${money(amountCents, currency)} every ${escapeHtml(interval)}</strong>, ${escapeHtml(status)}${nextPaymentDate ? `, next charge on ${nextPaymentDate}` : ''}${status === 'active' ? `<br>${renewals(id)}` : ''}</li>`,
    );
    page(
      ctx,
      'Subscriptions',
      `<h1>Your local subscriptions</h1><p class="note">Mollie charges renewals on their dates; here you charge the next one now.</p>${
        rows.length ? `<ul>${rows.join('')}</ul>` : '<p>No subscription yet.</p>'
      }<p><a href="${escapeHtml(deps.config.appOrigin)}/app">Back to Stillpoint</a></p>`,
    );
  });

  router.post('/console/renew', requireUser(deps.models), async (ctx) => {
    const { subscriptionId, outcome } = parseInput(renewBody, ctx.request.body);
    const user = userOf(ctx);
    const mine = user.billingCustomerId ? await local.subscriptions(user.billingCustomerId) : [];
    if (!mine.some((subscription) => subscription.id === subscriptionId)) throw new NotFoundError('No such subscription');
    await local.chargeRenewal(subscriptionId, outcome);
    ctx.status = 303;
    ctx.redirect('/api/billing/local/console');
  });

  return router;
}

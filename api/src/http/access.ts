import type { Middleware } from 'koa';
import { PAYMENT_REQUIRED } from '../contract/messages';
import { PaymentRequiredError } from '../errors';
import { hasPremiumAccess } from '../services/billing/access';
import type { ServiceDeps } from '../services/deps';
import { userValuesOf } from './auth';

/**
 * What every route of the API asks of its caller, in one place: `premium` calls are the paid plan's (a
 * trial, a subscription, a developer account or the free session's hour, else 402); the rest are open to
 * any signed-in user or to everyone as their own route says. The route-table test fails for a route not
 * listed here, so a new premium call cannot be forgotten.
 */
export const ROUTE_ACCESS: Readonly<Record<string, 'premium' | 'free'>> = {
  'GET /api/health': 'free',
  'POST /api/register': 'free',
  'POST /api/login': 'free',
  'POST /api/logout': 'free',
  'GET /api/login': 'free',
  'GET /api/user': 'free',
  'PATCH /api/user/preferences': 'free',
  'GET /api/user/stats': 'premium',
  'GET /api/user/export': 'free',
  'DELETE /api/user': 'free',
  // The saved library: a lapsed user's sessions stay stored (export and delete stay open) until they subscribe again.
  'GET /api/sessions': 'premium',
  'POST /api/sessions': 'premium',
  'PATCH /api/sessions/:id': 'premium',
  'DELETE /api/sessions/:id': 'free',
  'POST /api/sessions/log': 'free',
  'GET /api/sessions/log': 'free',
  // The end push of a running sit: logging is free, and so are notifications.
  'PUT /api/sessions/running/:id': 'free',
  'DELETE /api/sessions/running/:id': 'free',
  'POST /api/recommendations/personal': 'premium',
  'GET /api/subscription/status': 'free',
  'POST /api/subscription/restore': 'free',
  'POST /api/subscription/cancel': 'free',
  'POST /api/subscription/resume': 'free',
  'POST /api/subscription/free-session': 'free',
  'POST /api/mollie/create-checkout': 'free',
  'POST /api/mollie/webhook': 'free',
  'GET /api/billing/local/checkout/:id': 'free',
  'POST /api/billing/local/checkout/:id': 'free',
  'GET /api/billing/local/console': 'free',
  'POST /api/billing/local/console/renew': 'free',
  'POST /api/email/unsubscribe': 'free',
  'POST /api/email/test-trial-email': 'free',
  'POST /api/quick-setup': 'free',
  'GET /api/dev/access': 'free',
  'POST /api/forgot-password': 'free',
  'POST /api/reset-password': 'free',
  'POST /api/verify-email': 'free',
  'POST /api/contact': 'free',
  'GET /api/calmkit/download': 'free',
  'GET /api/calmkit/view': 'free',
  // Reminders are how a lapsed user finds the way back too: open to every signed-in account.
  'GET /api/push/public-key': 'free',
  'GET /api/push/status': 'free',
  'POST /api/push/subscribe': 'free',
  'POST /api/push/unsubscribe': 'free',
  'POST /api/push/test': 'free',
  'PUT /api/push/reminder': 'free',
};

/** Guards a premium call (after requireUser): 402 with what to do, unless the user has access now. */
export function requirePremium(deps: Pick<ServiceDeps, 'clock' | 'config'>): Middleware {
  return async (ctx, next) => {
    if (!hasPremiumAccess(userValuesOf(ctx), deps.clock.now(), deps.config.developerEmails)) throw new PaymentRequiredError(PAYMENT_REQUIRED);
    await next();
  };
}

import { QueryTypes } from 'sequelize';
import { currencyFor, PLAN_PRICES_CENTS, type Plan } from '../../contract/billing';
import { ALREADY_SUBSCRIBED, FREE_SESSION_USED, NO_SUBSCRIPTION_TO_CANCEL } from '../../contract/messages';
import type { CheckoutOutcome } from '../../contract/subscription';
import type { User, UserValues } from '../../db/models';
import { ConflictError, NotFoundError } from '../../errors';
import type { ServiceDeps } from '../deps';
import { subscriptionStatus } from './access';
import { billingCustomerFor } from './billingCustomers';
import { latest } from './billingDates';
import { intervalMonths } from './localProvider';

const PLAN_NAMES: Record<Plan, string> = { monthly: 'monthly', yearly: 'yearly' };
export const descriptionOf = (plan: Plan) => `Stillpoint, ${PLAN_NAMES[plan]} plan`;
export const webhookUrl = (deps: ServiceDeps) => `${deps.config.appOrigin}/api/mollie/webhook`;

/** The status answer, with the outcome of the user's latest checkout (for the paywall a payment page returns to). */
export async function statusOf(deps: ServiceDeps, user: UserValues) {
  const [last] = await deps.sequelize.query<{ status: CheckoutOutcome['status']; plan: Plan; updated_at: Date }>(
    `SELECT status, plan, updated_at FROM payments WHERE user_id = :userId AND kind = 'first' ORDER BY created_at DESC LIMIT 1`,
    { replacements: { userId: user.id }, type: QueryTypes.SELECT },
  );
  return subscriptionStatus(user, deps.clock.now(), deps.config.developerEmails, last ? { status: last.status, plan: last.plan, at: last.updated_at.toISOString() } : null, deps.billing.name);
}

/** When a subscription bought now begins: after the trial, and after a period already paid for (a trial day is never spent). */
export function periodStart(user: User, now: Date): Date {
  const paidUntil = user.subscriptionStatus && user.currentPeriodEnd && user.currentPeriodEnd > now ? user.currentPeriodEnd : null;
  return latest(now, user.trialEndsAt, paidUntil);
}

/**
 * Starts a checkout (POST /api/mollie/create-checkout): the provider's customer (made once, however many checkouts
 * start at once), and a first payment of the plan's first period, which leaves the mandate for the subscription
 * that follows it. No transaction is open while the provider is called.
 */
export async function startCheckout(deps: ServiceDeps, user: User, plan: Plan): Promise<{ checkoutUrl: string }> {
  const now = deps.clock.now();
  if (user.subscriptionStatus === 'active' && user.currentPeriodEnd && user.currentPeriodEnd > now) throw new ConflictError(ALREADY_SUBSCRIBED);
  const customerId = await billingCustomerFor(deps, user);
  const currency = currencyFor(user.timeZone);
  const amountCents = PLAN_PRICES_CENTS[plan];
  const payment = await deps.billing.createFirstPayment({
    customerId,
    amountCents,
    currency,
    description: descriptionOf(plan),
    redirectUrl: `${deps.config.appOrigin}/paywall?checkout=returned`,
    webhookUrl: webhookUrl(deps),
    metadata: { userId: user.id, plan },
  });
  await deps.sequelize.query(
    `INSERT INTO payments (id, user_id, kind, plan, amount_cents, currency, status, created_at, updated_at) VALUES (:id, :userId, 'first', :plan, :amountCents, :currency, 'open', :now, :now)`,
    { replacements: { id: payment.id, userId: user.id, plan, amountCents, currency, now } },
  );
  return { checkoutUrl: payment.checkoutUrl };
}

/** POST /api/subscription/restore: the provider's subscriptions are the truth; the user's row is repaired to them. Answers whether one is active. */
export async function restoreSubscription(deps: ServiceDeps, user: User): Promise<boolean> {
  if (!user.billingCustomerId) return false;
  const subscriptions = await deps.billing.listSubscriptions(user.billingCustomerId);
  const active = subscriptions.find((subscription) => subscription.status === 'active');
  if (active) {
    const plan: Plan = active.metadata?.plan === 'yearly' || active.metadata?.plan === 'monthly' ? active.metadata.plan : intervalMonths(active.interval) === 12 ? 'yearly' : 'monthly';
    // The period paid for ends when the next charge falls due.
    const periodEnd = user.subscriptionId === active.id && user.currentPeriodEnd ? user.currentPeriodEnd : active.nextPaymentDate ? new Date(`${active.nextPaymentDate}T00:00:00Z`) : user.currentPeriodEnd;
    await user.update({ plan, subscriptionStatus: 'active', subscriptionId: active.id, currentPeriodEnd: periodEnd });
  } else if (user.subscriptionStatus === 'active') {
    await user.update({ subscriptionStatus: 'canceled' });
  }
  deps.userChanges.userChanged(user.id);
  return active !== undefined;
}

/** POST /api/subscription/cancel: no more charges; access until the end of the period paid for. */
export async function cancelSubscription(deps: ServiceDeps, user: User): Promise<User> {
  if (user.subscriptionStatus !== 'active' || !user.billingCustomerId) throw new NotFoundError(NO_SUBSCRIPTION_TO_CANCEL);
  // A subscription still being made at the provider (its first payment's webhook) is cancelled there when it is stored.
  if (user.subscriptionId) await deps.billing.cancelSubscription(user.billingCustomerId, user.subscriptionId);
  const updated = await user.update({ subscriptionStatus: 'canceled' });
  deps.userChanges.userChanged(user.id);
  return updated;
}

/** "Try one session for free": recorded once per account (FREE_SESSION_MS of access). */
export async function useFreeSession(deps: ServiceDeps, user: User): Promise<User> {
  const [count] = await deps.models.User.update({ freeSessionUsedAt: deps.clock.now() }, { where: { id: user.id, freeSessionUsedAt: null } });
  if (count === 0) throw new ConflictError(FREE_SESSION_USED);
  deps.userChanges.userChanged(user.id);
  return (await user.reload())!;
}

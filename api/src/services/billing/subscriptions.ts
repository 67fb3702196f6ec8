import { QueryTypes, type Transaction } from 'sequelize';
import { currencyFor, PLAN_INTERVALS, PLAN_MONTHS, PLAN_PRICES_CENTS, type Plan } from '../../contract/billing';
import { ALREADY_SUBSCRIBED, FREE_SESSION_USED, NO_SUBSCRIPTION_TO_CANCEL } from '../../contract/messages';
import type { CheckoutOutcome } from '../../contract/subscription';
import type { User, UserValues } from '../../db/models';
import { ConflictError, NotFoundError } from '../../errors';
import type { ServiceDeps } from '../deps';
import { subscriptionStatus } from './access';
import { addMonths, dateOnly, latest } from './billingDates';
import { intervalMonths } from './localProvider';
import type { ProviderPayment } from './provider';

const PLAN_NAMES: Record<Plan, string> = { monthly: 'monthly', yearly: 'yearly' };
const descriptionOf = (plan: Plan) => `Stillpoint, ${PLAN_NAMES[plan]} plan`;
const webhookUrl = (deps: ServiceDeps) => `${deps.config.appOrigin}/api/mollie/webhook`;

/** The status answer, with the outcome of the user's latest checkout (for the paywall a payment page returns to). */
export async function statusOf(deps: ServiceDeps, user: UserValues) {
  const [last] = await deps.sequelize.query<{ status: CheckoutOutcome['status']; plan: Plan; updated_at: Date }>(
    `SELECT status, plan, updated_at FROM payments WHERE user_id = :userId AND kind = 'first' ORDER BY created_at DESC LIMIT 1`,
    { replacements: { userId: user.id }, type: QueryTypes.SELECT },
  );
  return subscriptionStatus(user, deps.clock.now(), deps.config.developerEmails, last ? { status: last.status, plan: last.plan, at: last.updated_at.toISOString() } : null, deps.billing.name);
}

/** When a subscription bought now begins: after the trial, and after a period already paid for (a trial day is never spent). */
function periodStart(user: User, now: Date): Date {
  const paidUntil = user.subscriptionStatus && user.currentPeriodEnd && user.currentPeriodEnd > now ? user.currentPeriodEnd : null;
  return latest(now, user.trialEndsAt, paidUntil);
}

/**
 * Starts a checkout (POST /api/mollie/create-checkout): the provider's customer (made once), and a first
 * payment of the plan's first period, which leaves the mandate for the subscription that follows it.
 */
export async function startCheckout(deps: ServiceDeps, user: User, plan: Plan): Promise<{ checkoutUrl: string }> {
  const now = deps.clock.now();
  if (user.subscriptionStatus === 'active' && user.currentPeriodEnd && user.currentPeriodEnd > now) throw new ConflictError(ALREADY_SUBSCRIBED);
  let customerId = user.billingCustomerId;
  if (!customerId) {
    customerId = await deps.billing.createCustomer({ name: `${user.firstName} ${user.lastName}`, email: user.email, userId: user.id });
    await user.update({ billingCustomerId: customerId });
    deps.userChanges.userChanged(user.id);
  }
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

/** A payment's id, as Mollie (tr_…) and the local provider (tr_local_…) make them. */
const PAYMENT_ID = /^tr_[\w-]+$/;

interface PaymentRow {
  id: string;
  user_id: string | null;
  kind: 'first' | 'recurring';
  plan: Plan;
  status: string;
  handled_at: Date | null;
}

/**
 * A webhook call (`id=…`): the payment is read back from the provider, never taken from the request. Each
 * payment's effect is applied once, however often and however concurrently it is announced: a paid first
 * payment starts exactly one subscription, a paid renewal extends the period, a failed renewal ends the
 * subscription at the end of the period paid for; failed, expired and canceled first payments change only
 * the checkout's outcome. A payment the provider does not know changes nothing.
 */
export async function handlePaymentNotice(deps: ServiceDeps, paymentId: string): Promise<void> {
  // Only payments have webhooks here: any other id is forged, and is not worth a call to the provider.
  if (!PAYMENT_ID.test(paymentId)) return;
  const payment = await deps.billing.getPayment(paymentId);
  if (!payment) return;
  const changedUser = await deps.sequelize.transaction(async (transaction) => {
    // Two deliveries of one payment at once: the second waits here, then finds it handled.
    await deps.sequelize.query('SELECT pg_advisory_xact_lock(hashtext(:id))', { replacements: { id: payment.id }, transaction });
    return payment.sequenceType === 'first' ? firstPayment(deps, payment, transaction) : payment.subscriptionId ? renewal(deps, payment, transaction) : null;
  });
  if (changedUser) deps.userChanges.userChanged(changedUser);
}

async function lockedUser(deps: ServiceDeps, where: { id?: string; billingCustomerId?: string }, transaction: Transaction) {
  return deps.models.User.findOne({ where, transaction, lock: transaction.LOCK.UPDATE });
}

async function recordStatus(deps: ServiceDeps, payment: ProviderPayment, transaction: Transaction, handled: boolean) {
  await deps.sequelize.query(`UPDATE payments SET status = :status, updated_at = :now${handled ? ', handled_at = :now' : ''} WHERE id = :id`, {
    replacements: { id: payment.id, status: payment.status, now: deps.clock.now() },
    transaction,
  });
}

async function firstPayment(deps: ServiceDeps, payment: ProviderPayment, transaction: Transaction): Promise<string | null> {
  const [row] = await deps.sequelize.query<PaymentRow>('SELECT * FROM payments WHERE id = :id FOR UPDATE', { replacements: { id: payment.id }, type: QueryTypes.SELECT, transaction });
  if (!row?.user_id) return null; // not a checkout of ours
  if (row.handled_at || payment.status !== 'paid') {
    await recordStatus(deps, payment, transaction, false);
    return null;
  }
  const user = await lockedUser(deps, { id: row.user_id }, transaction);
  if (!user || !user.billingCustomerId) {
    await recordStatus(deps, payment, transaction, true);
    return null;
  }
  const now = deps.clock.now();
  const running = user.subscriptionStatus === 'active' && user.currentPeriodEnd && user.currentPeriodEnd > now;
  const periodEnd = addMonths(periodStart(user, payment.paidAt ?? now), PLAN_MONTHS[row.plan]);
  if (running && user.subscriptionId) {
    // A second checkout paid while a subscription runs (two tabs): its period is added; no second subscription charges twice.
    await user.update({ currentPeriodEnd: periodEnd }, { transaction });
  } else {
    const subscription = await deps.billing.createSubscription({
      customerId: user.billingCustomerId,
      amountCents: PLAN_PRICES_CENTS[row.plan],
      currency: payment.currency,
      interval: PLAN_INTERVALS[row.plan],
      startDate: dateOnly(periodEnd),
      description: descriptionOf(row.plan),
      webhookUrl: webhookUrl(deps),
      metadata: { userId: user.id, plan: row.plan },
      idempotencyKey: `subscription-for-${payment.id}`,
    });
    await user.update({ plan: row.plan, subscriptionStatus: 'active', subscriptionId: subscription.id, currentPeriodEnd: periodEnd }, { transaction });
  }
  await recordStatus(deps, payment, transaction, true);
  return user.id;
}

async function renewal(deps: ServiceDeps, payment: ProviderPayment, transaction: Transaction): Promise<string | null> {
  if (!payment.customerId) return null;
  const user = await lockedUser(deps, { billingCustomerId: payment.customerId }, transaction);
  if (!user) return null;
  const plan: Plan = payment.metadata?.plan === 'yearly' || payment.metadata?.plan === 'monthly' ? payment.metadata.plan : (user.plan ?? 'monthly');
  await deps.sequelize.query(
    `INSERT INTO payments (id, user_id, kind, plan, amount_cents, currency, status, created_at, updated_at)
     VALUES (:id, :userId, 'recurring', :plan, :amountCents, :currency, :status, :now, :now) ON CONFLICT (id) DO NOTHING`,
    { replacements: { id: payment.id, userId: user.id, plan, amountCents: payment.amountCents, currency: payment.currency, status: payment.status, now: deps.clock.now() }, transaction },
  );
  const [row] = await deps.sequelize.query<PaymentRow>('SELECT * FROM payments WHERE id = :id FOR UPDATE', { replacements: { id: payment.id }, type: QueryTypes.SELECT, transaction });
  const settled = payment.status === 'paid' || payment.status === 'failed' || payment.status === 'expired' || payment.status === 'canceled';
  if (!row || row.handled_at || !settled || user.subscriptionId !== payment.subscriptionId) {
    await recordStatus(deps, payment, transaction, false);
    return null;
  }
  if (payment.status === 'paid') {
    const months = PLAN_MONTHS[plan];
    // Periods follow each other: the renewal's begins where the paid one ends, however late the payment settled.
    await user.update({ currentPeriodEnd: addMonths(user.currentPeriodEnd ?? payment.paidAt ?? payment.createdAt, months) }, { transaction });
  } else {
    // A renewal that did not go through: no more charges, access until the end of the period paid for.
    await deps.billing.cancelSubscription(payment.customerId, payment.subscriptionId!).catch((error: unknown) => deps.log.error(`[billing] could not cancel ${payment.subscriptionId} after a failed renewal`, error));
    await user.update({ subscriptionStatus: 'canceled' }, { transaction });
  }
  await recordStatus(deps, payment, transaction, true);
  return user.id;
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
  if (user.subscriptionStatus !== 'active' || !user.subscriptionId || !user.billingCustomerId) throw new NotFoundError(NO_SUBSCRIPTION_TO_CANCEL);
  await deps.billing.cancelSubscription(user.billingCustomerId, user.subscriptionId);
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

import { QueryTypes, type Transaction } from 'sequelize';
import { PLAN_MONTHS, type Plan } from '../../contract/billing';
import type { User } from '../../db/models';
import { UnavailableError } from '../../errors';
import type { ServiceDeps } from '../deps';
import { addMonths, dateOnly, latest } from './billingDates';
import type { ProviderPayment, ProviderSubscription } from './provider';
import { periodStart, planOf, planTerms } from './subscriptions';

// Raw SQL (docs/how-to.md): payments has no model; a payment is read FOR UPDATE and written under an advisory lock.

/** A payment's id, as Mollie (tr_…) and the local provider (tr_local_…) make them. */
const PAYMENT_ID = /^tr_[\w-]+$/;

type PaymentEffect = 'subscription' | 'extension' | 'renewal' | 'period';

interface PaymentRow {
  id: string;
  user_id: string | null;
  kind: 'first' | 'recurring';
  plan: Plan;
  status: string;
  handled_at: Date | null;
  /** What handling it did: started a subscription, extended a running one, renewed one, or paid a period the provider refused a subscription for. */
  effect: PaymentEffect | null;
  period_end: Date | null;
  /** The subscription it started (null while that is still to be made at the provider) or renewed. */
  subscription_id: string | null;
  reversed_at: Date | null;
}

/** The subscription a paid first payment starts, made at the provider once the transaction that granted the period has committed. */
interface SubscriptionToStart {
  readonly kind: 'start';
  readonly payment: ProviderPayment;
  readonly customerId: string;
  readonly plan: Plan;
  readonly userId: string;
  readonly periodEnd: Date;
}

/** A subscription ended on our side, cancelled at the provider once that has committed. */
interface SubscriptionToCancel {
  readonly kind: 'cancel';
  readonly customerId: string;
  readonly subscriptionId: string;
  readonly why: string;
}

/** What a notice's transaction did: the user whose row changed, and what is left to ask of the provider after it. */
interface Decision {
  readonly changedUser?: string;
  readonly then?: SubscriptionToStart | SubscriptionToCancel;
}

const cancelling = (customerId: string, subscriptionId: string, why: string): SubscriptionToCancel => ({ kind: 'cancel', customerId, subscriptionId, why });

/** Mollie leaves a refunded or charged-back payment `paid`; what was taken back says whether all of it was. */
const fullyReversed = (payment: ProviderPayment) => payment.status === 'paid' && payment.refundedCents + payment.chargedBackCents >= payment.amountCents;

/**
 * A webhook call (`id=…`): the payment is read back from the provider, never taken from the request. Each
 * payment's effect is applied once, however often and however concurrently it is announced: a paid first
 * payment grants its period and starts one subscription, on the payment's own customer (where its mandate is);
 * a paid renewal extends the period; a failed renewal ends the subscription at the end of the period paid for;
 * a full refund or chargeback takes back what the payment paid for (README, "Decisions"); failed, expired and
 * canceled first payments change only the checkout's outcome. A payment the provider does not know changes nothing.
 * The provider is called only outside transactions: the database decides and commits, then the provider is asked.
 */
export async function handlePaymentNotice(deps: ServiceDeps, paymentId: string): Promise<void> {
  // Only payments have webhooks here: any other id is forged, and is not worth a call to the provider.
  if (!PAYMENT_ID.test(paymentId)) return;
  const payment = await deps.billing.getPayment(paymentId);
  if (!payment) return;
  const decision = await underPaymentLock(deps, payment, (transaction) =>
    payment.sequenceType === 'first' ? firstPayment(deps, payment, transaction) : payment.subscriptionId ? recurringPayment(deps, payment, transaction) : Promise.resolve({}),
  );
  await carryOut(deps, decision);
}

/** One short transaction on the payment: two deliveries of it at once take turns here, for the database work only. */
async function underPaymentLock(deps: ServiceDeps, payment: ProviderPayment, work: (transaction: Transaction) => Promise<Decision>): Promise<Decision> {
  const decision = await deps.sequelize.transaction(async (transaction) => {
    await deps.sequelize.query('SELECT pg_advisory_xact_lock(hashtext(:id))', { replacements: { id: payment.id }, transaction });
    return work(transaction);
  });
  if (decision.changedUser) deps.userChanges.userChanged(decision.changedUser);
  return decision;
}

async function carryOut(deps: ServiceDeps, decision: Decision): Promise<void> {
  const then = decision.then;
  if (then?.kind === 'start') await startSubscription(deps, then);
  else if (then?.kind === 'cancel')
    // Our side has already ended it; a provider that cannot be reached is logged, to be cancelled from its dashboard.
    await deps.billing.cancelSubscription(then.customerId, then.subscriptionId).catch((error: unknown) => deps.log.error(`[billing] could not cancel ${then.subscriptionId} ${then.why}`, error));
}

async function paymentRow(deps: ServiceDeps, id: string, transaction: Transaction): Promise<PaymentRow | undefined> {
  const [row] = await deps.sequelize.query<PaymentRow>('SELECT * FROM payments WHERE id = :id FOR UPDATE', { replacements: { id }, type: QueryTypes.SELECT, transaction });
  return row;
}

async function lockedUser(deps: ServiceDeps, where: { id?: string; billingCustomerId?: string }, transaction: Transaction) {
  return deps.models.User.findOne({ where, transaction, lock: transaction.LOCK.UPDATE });
}

async function recordStatus(deps: ServiceDeps, payment: ProviderPayment, transaction: Transaction) {
  await deps.sequelize.query('UPDATE payments SET status = :status, updated_at = :now WHERE id = :id', {
    replacements: { id: payment.id, status: payment.status, now: deps.clock.now() },
    transaction,
  });
}

/** Records what handling the payment did; fields not given stay as they are, and the first handling and reversal times are kept. */
async function markPayment(
  deps: ServiceDeps,
  id: string,
  change: { handled?: boolean; effect?: PaymentEffect; periodEnd?: Date; subscriptionId?: string; reversed?: boolean },
  transaction: Transaction,
) {
  await deps.sequelize.query(
    `UPDATE payments SET updated_at = :now,
       handled_at = CASE WHEN :handled THEN COALESCE(handled_at, :now) ELSE handled_at END,
       effect = COALESCE(:effect, effect), period_end = COALESCE(:periodEnd, period_end), subscription_id = COALESCE(:subscriptionId, subscription_id),
       reversed_at = CASE WHEN :reversed THEN COALESCE(reversed_at, :now) ELSE reversed_at END
     WHERE id = :id`,
    {
      replacements: {
        id,
        now: deps.clock.now(),
        handled: change.handled ?? false,
        effect: change.effect ?? null,
        periodEnd: change.periodEnd ?? null,
        subscriptionId: change.subscriptionId ?? null,
        reversed: change.reversed ?? false,
      },
      transaction,
    },
  );
}

async function firstPayment(deps: ServiceDeps, payment: ProviderPayment, transaction: Transaction): Promise<Decision> {
  const row = await paymentRow(deps, payment.id, transaction);
  if (!row?.user_id) return {}; // not a checkout of ours
  await recordStatus(deps, payment, transaction);
  if (payment.status !== 'paid') return {};
  if (!row.handled_at) {
    // Paid and taken back before we heard of it: nothing to grant.
    if (fullyReversed(payment)) {
      await markPayment(deps, row.id, { handled: true, reversed: true }, transaction);
      return {};
    }
    return grantPeriod(deps, payment, row, transaction);
  }
  if (fullyReversed(payment) && !row.reversed_at) return takeBackFirst(deps, payment, row, transaction);
  // Handled, but the call that makes its subscription failed (Mollie retries the webhook): this delivery makes it.
  if (row.effect === 'subscription' && !row.subscription_id && !row.reversed_at && row.period_end && payment.customerId)
    return { then: { kind: 'start', payment, customerId: payment.customerId, plan: row.plan, userId: row.user_id, periodEnd: row.period_end } };
  return {};
}

async function grantPeriod(deps: ServiceDeps, payment: ProviderPayment, row: PaymentRow, transaction: Transaction): Promise<Decision> {
  const user = await lockedUser(deps, { id: row.user_id! }, transaction);
  if (!user || !payment.customerId) {
    await markPayment(deps, row.id, { handled: true }, transaction);
    return {};
  }
  const now = deps.clock.now();
  const periodEnd = addMonths(periodStart(user, payment.paidAt ?? now), PLAN_MONTHS[row.plan]);
  if (user.subscriptionStatus === 'active' && user.currentPeriodEnd && user.currentPeriodEnd > now) {
    // A second checkout paid while a subscription runs (two tabs): its period is added; no second subscription charges twice.
    await user.update({ currentPeriodEnd: periodEnd }, { transaction });
    await markPayment(deps, row.id, { handled: true, effect: 'extension', periodEnd }, transaction);
    return { changedUser: user.id };
  }
  // The customer paid: access from now. The subscription goes on the payment's own customer, whose mandate this payment
  // left (the account may have come to hold another); it is made at the provider after this commits, and stored then.
  await user.update({ plan: row.plan, subscriptionStatus: 'active', subscriptionId: null, currentPeriodEnd: periodEnd, billingCustomerId: payment.customerId }, { transaction });
  await markPayment(deps, row.id, { handled: true, effect: 'subscription', periodEnd }, transaction);
  return { changedUser: user.id, then: { kind: 'start', payment, customerId: payment.customerId, plan: row.plan, userId: user.id, periodEnd } };
}

/**
 * Makes the subscription of a paid first payment at the provider, outside any transaction, then stores it. Its first
 * charge is the second period. The Idempotency-Key makes one subscription per payment however often this runs.
 */
async function startSubscription(deps: ServiceDeps, start: SubscriptionToStart): Promise<void> {
  let subscription: ProviderSubscription;
  try {
    subscription = await deps.billing.createSubscription({
      ...planTerms(deps, start.plan, start.userId),
      customerId: start.customerId,
      currency: start.payment.currency,
      startDate: dateOnly(start.periodEnd),
      idempotencyKey: `subscription-for-${start.payment.id}`,
    });
  } catch (error) {
    // Unreachable: 503, and Mollie's next delivery makes it (the period is granted meanwhile).
    if (error instanceof UnavailableError) throw error;
    // Refused (no valid mandate, ...): every retry would be refused too. The period paid for stands, without renewals.
    deps.log.error(`[billing] the provider refused the subscription of payment ${start.payment.id}: the period paid for stands, without renewals`, error);
    await carryOut(deps, await underPaymentLock(deps, start.payment, (transaction) => refused(deps, start, transaction)));
    return;
  }
  await carryOut(deps, await underPaymentLock(deps, start.payment, (transaction) => storeSubscription(deps, start, subscription, transaction)));
}

async function refused(deps: ServiceDeps, start: SubscriptionToStart, transaction: Transaction): Promise<Decision> {
  const row = await paymentRow(deps, start.payment.id, transaction);
  if (row?.effect !== 'subscription' || row.subscription_id) return {};
  await markPayment(deps, row.id, { effect: 'period' }, transaction);
  const user = await lockedUser(deps, { id: start.userId }, transaction);
  if (user?.subscriptionStatus !== 'active' || user.subscriptionId) return {};
  await user.update({ subscriptionStatus: 'canceled' }, { transaction });
  return { changedUser: user.id };
}

async function storeSubscription(deps: ServiceDeps, start: SubscriptionToStart, subscription: ProviderSubscription, transaction: Transaction): Promise<Decision> {
  const row = await paymentRow(deps, start.payment.id, transaction);
  if (!row || row.subscription_id === subscription.id) return {};
  const extra = cancelling(start.customerId, subscription.id, `(a second subscription for payment ${start.payment.id}, or one that ended before it was stored)`);
  // Another delivery stored another one (made twice for one key), or the payment was taken back meanwhile: this one must not charge.
  if (row.subscription_id || row.reversed_at || row.effect !== 'subscription') return { then: extra };
  await markPayment(deps, row.id, { subscriptionId: subscription.id }, transaction);
  const user = await lockedUser(deps, { id: start.userId }, transaction);
  // A restore meanwhile may have stored this very one (it lists the customer's subscriptions); any other is running already.
  if (!user || (user.subscriptionId && user.subscriptionId !== subscription.id)) return { then: extra };
  await user.update({ subscriptionId: subscription.id }, { transaction });
  // Cancelled while it was being made: it is stored, and cancelled at the provider too.
  return { changedUser: user.id, ...(user.subscriptionStatus === 'active' ? {} : { then: extra }) };
}

/**
 * A paid first payment fully refunded or charged back. The period of a second checkout (two tabs) is taken back and
 * the subscription beside it runs on; the payment of the user's current subscription ends it, and paid access with it.
 */
async function takeBackFirst(deps: ServiceDeps, payment: ProviderPayment, row: PaymentRow, transaction: Transaction): Promise<Decision> {
  await markPayment(deps, row.id, { reversed: true }, transaction);
  const user = await lockedUser(deps, { id: row.user_id! }, transaction);
  if (!user) return {};
  if (row.effect === 'extension') {
    const now = deps.clock.now();
    if (!user.currentPeriodEnd || user.currentPeriodEnd <= now) return {};
    await user.update({ currentPeriodEnd: latest(now, addMonths(user.currentPeriodEnd, -PLAN_MONTHS[row.plan])) }, { transaction });
    return { changedUser: user.id };
  }
  // An earlier subscription's payment: nothing it paid for runs now. (A payment handled before effects were recorded
  // is taken as the current subscription's: ending it is the side a refund or dispute of it errs on.)
  if (row.effect !== null && (row.subscription_id ?? null) !== (user.subscriptionId ?? null)) return {};
  return endSubscription(deps, user, payment, transaction);
}

/** Paid access ends now (a trial still running still counts), and the subscription is cancelled at the provider: no further charges. */
async function endSubscription(deps: ServiceDeps, user: User, payment: ProviderPayment, transaction: Transaction): Promise<Decision> {
  if (!user.subscriptionStatus) return {};
  const now = deps.clock.now();
  const running = user.subscriptionStatus === 'active' ? user.subscriptionId : null;
  await user.update({ subscriptionStatus: 'canceled', currentPeriodEnd: user.currentPeriodEnd && user.currentPeriodEnd < now ? user.currentPeriodEnd : now }, { transaction });
  return { changedUser: user.id, ...(running && payment.customerId ? { then: cancelling(payment.customerId, running, `after payment ${payment.id} was refunded or charged back`) } : {}) };
}

async function recurringPayment(deps: ServiceDeps, payment: ProviderPayment, transaction: Transaction): Promise<Decision> {
  if (!payment.customerId || !payment.subscriptionId) return {};
  const user = await lockedUser(deps, { billingCustomerId: payment.customerId }, transaction);
  if (!user) return {};
  const plan: Plan = planOf(payment.metadata) ?? user.plan ?? 'monthly';
  await deps.sequelize.query(
    `INSERT INTO payments (id, user_id, kind, plan, amount_cents, currency, status, created_at, updated_at)
     VALUES (:id, :userId, 'recurring', :plan, :amountCents, :currency, :status, :now, :now) ON CONFLICT (id) DO NOTHING`,
    { replacements: { id: payment.id, userId: user.id, plan, amountCents: payment.amountCents, currency: payment.currency, status: payment.status, now: deps.clock.now() }, transaction },
  );
  const row = await paymentRow(deps, payment.id, transaction);
  if (!row) return {};
  await recordStatus(deps, payment, transaction);
  const current = user.subscriptionId === payment.subscriptionId;
  if (fullyReversed(payment)) {
    if (row.reversed_at) return {};
    // A renewal taken back ends the subscription it renewed (unless that one already gave way to another).
    await markPayment(deps, row.id, { handled: true, reversed: true, effect: 'renewal', subscriptionId: payment.subscriptionId }, transaction);
    return current ? endSubscription(deps, user, payment, transaction) : {};
  }
  const settled = payment.status === 'paid' || payment.status === 'failed' || payment.status === 'expired' || payment.status === 'canceled';
  if (row.handled_at || !settled || !current) return {};
  if (payment.status === 'paid') {
    // Periods follow each other: the renewal's begins where the paid one ends, however late the payment settled.
    const periodEnd = addMonths(user.currentPeriodEnd ?? payment.paidAt ?? payment.createdAt, PLAN_MONTHS[plan]);
    await user.update({ currentPeriodEnd: periodEnd }, { transaction });
    await markPayment(deps, row.id, { handled: true, effect: 'renewal', periodEnd, subscriptionId: payment.subscriptionId }, transaction);
    return { changedUser: user.id };
  }
  // A renewal that did not go through: no more charges, access until the end of the period paid for.
  await user.update({ subscriptionStatus: 'canceled' }, { transaction });
  await markPayment(deps, row.id, { handled: true, subscriptionId: payment.subscriptionId }, transaction);
  return { changedUser: user.id, then: cancelling(payment.customerId, payment.subscriptionId, 'after a failed renewal') };
}

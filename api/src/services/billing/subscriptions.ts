import { QueryTypes } from 'sequelize';
import { currencyFor, PLAN_INTERVALS, PLAN_PRICES_CENTS, type Plan } from '../../contract/billing';
import { ALREADY_SUBSCRIBED, FREE_SESSION_USED, NO_SUBSCRIPTION_TO_CANCEL, NO_SUBSCRIPTION_TO_RESUME, RESUME_REFUSED } from '../../contract/messages';
import type { CheckoutOutcome } from '../../contract/subscription';
import type { User, UserValues } from '../../db/models';
import { ConflictError, NotFoundError, UnavailableError } from '../../errors';
import type { ServiceDeps } from '../deps';
import type { BillingMetadata } from './provider';
import { subscriptionStatus } from './access';
import { billingCustomerFor } from './billingCustomers';
import { dateOnly, latest } from './billingDates';
import { intervalMonths } from './localProvider';

// Raw SQL (docs/how-to.md): payments has no model (paymentNotices.ts writes it).

const descriptionOf = (plan: Plan) => `Stillpoint, ${plan} plan`;
const webhookUrl = (deps: ServiceDeps) => `${deps.config.appOrigin}/api/mollie/webhook`;

/** The plan a provider's payment or subscription was made for, as our side wrote it into its metadata. */
export const planOf = (metadata: Partial<BillingMetadata> | null): Plan | undefined => (metadata?.plan === 'yearly' || metadata?.plan === 'monthly' ? metadata.plan : undefined);

/** What a subscription request says that follows from the plan: its price, interval, description and metadata. */
export const planTerms = (deps: ServiceDeps, plan: Plan, userId: string) => ({
  amountCents: PLAN_PRICES_CENTS[plan],
  interval: PLAN_INTERVALS[plan],
  description: descriptionOf(plan),
  webhookUrl: webhookUrl(deps),
  metadata: { userId, plan },
});

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

/** What restore found: a running subscription, a cancelled one whose paid time runs on, or nothing. */
export type RestoreFinding = 'active' | 'canceled' | null;

/** A cancelled subscription whose period paid for has not ended: resume can start it again. */
const resumable = (user: UserValues, now: Date) => user.subscriptionStatus === 'canceled' && user.currentPeriodEnd != null && user.currentPeriodEnd > now;

/**
 * POST /api/subscription/restore: the provider's subscriptions are the truth; the user's row is repaired to them.
 * Answers what it found: an active one, or else a cancelled one still in its period (which resume can start
 * again), so "No Subscription Found" is not said to someone whose access runs for months.
 */
export async function restoreSubscription(deps: ServiceDeps, user: User): Promise<RestoreFinding> {
  if (!user.billingCustomerId) return null;
  const subscriptions = await deps.billing.listSubscriptions(user.billingCustomerId);
  const active = subscriptions.find((subscription) => subscription.status === 'active');
  if (active) {
    const plan: Plan = planOf(active.metadata) ?? (intervalMonths(active.interval) === 12 ? 'yearly' : 'monthly');
    // The period paid for ends when the next charge falls due.
    const periodEnd = user.subscriptionId === active.id && user.currentPeriodEnd ? user.currentPeriodEnd : active.nextPaymentDate ? new Date(`${active.nextPaymentDate}T00:00:00Z`) : user.currentPeriodEnd;
    await user.update({ plan, subscriptionStatus: 'active', subscriptionId: active.id, currentPeriodEnd: periodEnd });
  } else if (user.subscriptionStatus === 'active') {
    await user.update({ subscriptionStatus: 'canceled' });
  }
  deps.userChanges.userChanged(user.id);
  if (active) return 'active';
  return resumable(user, deps.clock.now()) ? 'canceled' : null;
}

/** The currency the user last paid in: a resumed subscription goes on in it, wherever the account's zone is now. */
async function lastPaidCurrency(deps: ServiceDeps, user: UserValues): Promise<string> {
  const [last] = await deps.sequelize.query<{ currency: string }>(`SELECT currency FROM payments WHERE user_id = :userId AND status = 'paid' ORDER BY created_at DESC LIMIT 1`, {
    replacements: { userId: user.id },
    type: QueryTypes.SELECT,
  });
  return last?.currency ?? currencyFor(user.timeZone);
}

/**
 * POST /api/subscription/resume: a cancelled subscription still in its period starts again. Mollie cannot undo a
 * cancellation, so a new subscription goes on the customer's mandate (the one the first payment left), its first
 * charge the day the period paid for ends: nothing is charged twice and no paid day is lost. A provider that
 * refuses it (no valid mandate) leaves the cancelled one as it was; the user can check out again.
 */
export async function resumeSubscription(deps: ServiceDeps, user: User): Promise<User> {
  if (!resumable(user, deps.clock.now()) || !user.billingCustomerId || !user.plan) throw new NotFoundError(NO_SUBSCRIPTION_TO_RESUME);
  const periodEnd = user.currentPeriodEnd!;
  const plan: Plan = user.plan;
  let subscriptionId: string;
  try {
    const subscription = await deps.billing.createSubscription({
      ...planTerms(deps, plan, user.id),
      customerId: user.billingCustomerId,
      currency: await lastPaidCurrency(deps, user),
      startDate: dateOnly(periodEnd),
      // One subscription for the cancelled one it replaces, however often (and however many at once) resume is asked.
      idempotencyKey: `resume-${user.id}-${user.subscriptionId ?? 'none'}-${periodEnd.toISOString()}`,
    });
    subscriptionId = subscription.id;
  } catch (error) {
    if (error instanceof UnavailableError) throw error;
    deps.log.error(`[billing] the provider refused to resume the subscription of user ${user.id}`, error);
    throw new ConflictError(RESUME_REFUSED);
  }
  // Only the cancelled row it was asked for: a second resume at once finds it active already and changes nothing.
  const [count] = await deps.models.User.update(
    { subscriptionStatus: 'active', subscriptionId },
    { where: { id: user.id, subscriptionStatus: 'canceled', subscriptionId: user.subscriptionId ?? null } },
  );
  deps.userChanges.userChanged(user.id);
  const updated = await user.reload();
  if (count === 0 && updated.subscriptionId !== subscriptionId) throw new NotFoundError(NO_SUBSCRIPTION_TO_RESUME);
  return updated;
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
  return user.reload();
}

import { randomBytes } from 'node:crypto';
import { QueryTypes, type Sequelize } from 'sequelize';
import { NotFoundError } from '../../errors';
import { addMonths, dateOnly } from './billingDates';
import type { BillingMetadata, BillingProvider, ProviderPayment, ProviderPaymentStatus, ProviderSubscription } from './provider';

/** How the local provider reaches a webhook: an HTTP POST of `id=…`, form-encoded, as Mollie sends it. */
export type WebhookDelivery = (url: string, paymentId: string) => Promise<void>;

export const postWebhook: WebhookDelivery = async (url, paymentId) => {
  const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ id: paymentId }) });
  if (!response.ok) throw new Error(`the webhook answered ${response.status}`);
};

const newId = (prefix: string) => `${prefix}_local_${randomBytes(9).toString('base64url')}`;
/** A date `months` months after `date` (YYYY-MM-DD), on the same day or the month's last. */
const addMonthsToDate = (date: string, months: number) => dateOnly(addMonths(new Date(`${date}T00:00:00Z`), months));

/** "1 month", "12 months" → 1, 12. */
export const intervalMonths = (interval: string) => Number(/^(\d+) months?$/.exec(interval)?.[1] ?? Number.NaN);

interface PaymentRow {
  id: string;
  customer_id: string;
  sequence_type: ProviderPayment['sequenceType'];
  subscription_id: string | null;
  amount_cents: number;
  currency: string;
  description: string;
  status: ProviderPaymentStatus;
  redirect_url: string | null;
  webhook_url: string | null;
  metadata: Partial<BillingMetadata> | null;
  created_at: Date;
  paid_at: Date | null;
}

interface SubscriptionRow {
  id: string;
  customer_id: string;
  amount_cents: number;
  currency: string;
  interval: string;
  description: string;
  status: ProviderSubscription['status'];
  start_date: string;
  next_payment_date: string | null;
  webhook_url: string | null;
  metadata: Partial<BillingMetadata> | null;
}

const paymentOf = (row: PaymentRow): ProviderPayment => ({
  id: row.id,
  status: row.status,
  sequenceType: row.sequence_type,
  customerId: row.customer_id,
  subscriptionId: row.subscription_id,
  amountCents: row.amount_cents,
  currency: row.currency,
  // The local checkout has no refunds or chargebacks.
  refundedCents: 0,
  chargedBackCents: 0,
  metadata: row.metadata,
  createdAt: row.created_at,
  paidAt: row.paid_at,
});

/** A subscription row as SubscriptionRow has it: its dates as YYYY-MM-DD. */
const SUBSCRIPTION_COLUMNS = `id, customer_id, amount_cents, currency, interval, description, status, to_char(start_date, 'YYYY-MM-DD') AS start_date,
  to_char(next_payment_date, 'YYYY-MM-DD') AS next_payment_date, webhook_url, metadata`;

const subscriptionOf = (row: SubscriptionRow): ProviderSubscription => ({
  id: row.id,
  status: row.status,
  interval: row.interval,
  amountCents: row.amount_cents,
  currency: row.currency,
  startDate: row.start_date,
  nextPaymentDate: row.next_payment_date,
  metadata: row.metadata,
});

/** What the local checkout page and its renewal console do, in Mollie's place. */
export interface LocalBillingConsole {
  /** The payment a checkout page shows; NotFoundError when there is none. */
  payment(id: string): Promise<ProviderPayment & { description: string; redirectUrl: string | null }>;
  /** The customer pays, cancels or fails on the checkout page: the status changes (once) and the webhook is called. Answers where to go back to. */
  completeCheckout(paymentId: string, outcome: 'paid' | 'canceled' | 'failed' | 'expired'): Promise<string | null>;
  subscriptions(customerId: string): Promise<ProviderSubscription[]>;
  /** Mollie's schedule, on demand: charges a subscription's next renewal, which succeeds or fails, and calls the webhook. */
  chargeRenewal(subscriptionId: string, outcome: 'paid' | 'failed'): Promise<void>;
}

/**
 * The billing provider of `npm start` when MOLLIE_API_KEY is unset (for a loopback origin, or by BILLING_PROVIDER=local): it keeps customers, payments and
 * subscriptions in its own tables, shows a checkout page of its own (at `checkoutBase`), and calls the
 * webhook as Mollie would. No money moves.
 */
export function localProvider(sequelize: Sequelize, options: { checkoutBase: string; deliver?: WebhookDelivery; now?: () => Date }): BillingProvider & LocalBillingConsole {
  const deliver = options.deliver ?? postWebhook;
  const now = options.now ?? (() => new Date());
  // Mollie's side of the bargain in SQL of its own: its tables are the provider's, not the app's, and have no models.
  const all = <T extends object>(sql: string, bind: unknown[]) => sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT });
  const one = async <T extends object>(sql: string, bind: unknown[]) => (await all<T>(sql, bind))[0];
  const paymentRow = (id: string) => one<PaymentRow>('SELECT * FROM local_billing_payments WHERE id = $1', [id]);

  return {
    name: 'local',
    async createCustomer({ name, email, userId }) {
      const id = newId('cst');
      await all('INSERT INTO local_billing_customers (id, name, email, metadata) VALUES ($1, $2, $3, $4)', [id, name, email, { userId }]);
      return id;
    },
    async createFirstPayment(request) {
      const id = newId('tr');
      await all(
        `INSERT INTO local_billing_payments (id, customer_id, sequence_type, amount_cents, currency, description, status, redirect_url, webhook_url, metadata, created_at)
         VALUES ($1, $2, 'first', $3, $4, $5, 'open', $6, $7, $8, $9)`,
        [id, request.customerId, request.amountCents, request.currency, request.description, request.redirectUrl, request.webhookUrl, request.metadata, now()],
      );
      return { id, checkoutUrl: `${options.checkoutBase}/${id}` };
    },
    async getPayment(id) {
      const row = await paymentRow(id);
      return row ? paymentOf(row) : null;
    },
    async createSubscription(request) {
      const row = await one<SubscriptionRow>(
        `INSERT INTO local_billing_subscriptions (id, customer_id, amount_cents, currency, interval, description, status, start_date, next_payment_date, webhook_url, metadata, idempotency_key)
         VALUES ($1, $2, $3, $4, $5, $6, 'active', $7, $7, $8, $9, $10)
         ON CONFLICT (idempotency_key) DO UPDATE SET idempotency_key = EXCLUDED.idempotency_key
         RETURNING ${SUBSCRIPTION_COLUMNS}`,
        [newId('sub'), request.customerId, request.amountCents, request.currency, request.interval, request.description, request.startDate, request.webhookUrl, request.metadata, request.idempotencyKey],
      );
      return subscriptionOf(row!);
    },
    async listSubscriptions(customerId) {
      return this.subscriptions(customerId);
    },
    async cancelSubscription(customerId, subscriptionId) {
      const canceled = await one(
        `UPDATE local_billing_subscriptions SET status = 'canceled', canceled_at = $3, next_payment_date = NULL WHERE id = $1 AND customer_id = $2 RETURNING id`,
        [subscriptionId, customerId, now()],
      );
      if (!canceled) throw new NotFoundError('No such subscription');
    },

    async payment(id) {
      const row = await paymentRow(id);
      if (!row) throw new NotFoundError('No such payment');
      return { ...paymentOf(row), description: row.description, redirectUrl: row.redirect_url };
    },
    async completeCheckout(paymentId, outcome) {
      const row = await one<PaymentRow>(
        `UPDATE local_billing_payments SET status = $2, paid_at = CASE WHEN $2 = 'paid' THEN $3::timestamptz END
          WHERE id = $1 AND status = 'open' RETURNING *`,
        [paymentId, outcome, now()],
      );
      const payment = row ?? (await paymentRow(paymentId));
      if (!payment) throw new NotFoundError('No such payment');
      if (row && row.webhook_url) await deliver(row.webhook_url, row.id);
      return payment.redirect_url;
    },
    async subscriptions(customerId) {
      const rows = await all<SubscriptionRow>(`SELECT ${SUBSCRIPTION_COLUMNS} FROM local_billing_subscriptions WHERE customer_id = $1 ORDER BY created_at`, [customerId]);
      return rows.map(subscriptionOf);
    },
    async chargeRenewal(subscriptionId, outcome) {
      const subscription = await one<SubscriptionRow>(`SELECT ${SUBSCRIPTION_COLUMNS} FROM local_billing_subscriptions WHERE id = $1`, [subscriptionId]);
      if (!subscription || subscription.status !== 'active' || !subscription.next_payment_date) throw new NotFoundError('No active subscription with a renewal due');
      const id = newId('tr');
      const chargedOn = new Date(`${subscription.next_payment_date}T12:00:00Z`);
      await all(
        `INSERT INTO local_billing_payments (id, customer_id, sequence_type, subscription_id, amount_cents, currency, description, status, webhook_url, metadata, created_at, paid_at)
         VALUES ($1, $2, 'recurring', $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [id, subscription.customer_id, subscription.id, subscription.amount_cents, subscription.currency, subscription.description, outcome, subscription.webhook_url, subscription.metadata, chargedOn, outcome === 'paid' ? chargedOn : null],
      );
      await all('UPDATE local_billing_subscriptions SET next_payment_date = $2 WHERE id = $1', [subscription.id, addMonthsToDate(subscription.next_payment_date, intervalMonths(subscription.interval))]);
      if (subscription.webhook_url) await deliver(subscription.webhook_url, id);
    },
  };
}

import { createMollieClient, SequenceType, type MollieClient, type Payment, type Subscription } from '@mollie/api-client';
import { UnavailableError } from '../../errors';
import type { BillingMetadata, BillingProvider, ProviderPayment, ProviderSubscription } from './provider';

/** Mollie writes amounts as decimal text ("2.99"); we keep integer cents. */
export const toAmount = (cents: number, currency: string) => ({
  currency,
  value: (cents / 100).toFixed(2),
});
export const toCents = (value: string) => Math.round(Number(value) * 100);

const metadataOf = (metadata: unknown): Partial<BillingMetadata> | null => (metadata && typeof metadata === 'object' ? metadata : null);

function paymentOf(payment: Payment): ProviderPayment {
  return {
    id: payment.id,
    status: payment.status,
    sequenceType: payment.sequenceType,
    customerId: payment.customerId ?? null,
    subscriptionId: payment.subscriptionId ?? null,
    amountCents: toCents(payment.amount.value),
    currency: payment.amount.currency,
    refundedCents: payment.amountRefunded ? toCents(payment.amountRefunded.value) : 0,
    chargedBackCents: payment.amountChargedBack ? toCents(payment.amountChargedBack.value) : 0,
    metadata: metadataOf(payment.metadata),
    createdAt: new Date(payment.createdAt),
    paidAt: payment.paidAt ? new Date(payment.paidAt) : null,
  };
}

function subscriptionOf(subscription: Subscription): ProviderSubscription {
  return {
    id: subscription.id,
    status: subscription.status,
    interval: subscription.interval,
    amountCents: toCents(subscription.amount.value),
    currency: subscription.amount.currency,
    startDate: subscription.startDate,
    nextPaymentDate: subscription.nextPaymentDate ?? null,
    metadata: metadataOf(subscription.metadata),
  };
}

/** A 404 from Mollie: it knows no such resource. */
const isNotFound = (error: unknown) => (error as { statusCode?: number })?.statusCode === 404;

export const PAYMENTS_UNAVAILABLE = 'Payments are briefly unavailable. Please try again in a minute.';

/**
 * Mollie not answering (no connection, a timeout, a 5xx) is an outage the caller may retry: a 503 with
 * Retry-After (Mollie itself retries a webhook that did not answer 2xx). A 4xx is our own mistake and stays an error.
 */
async function reaching<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const status = (error as { statusCode?: number })?.statusCode;
    if (status === undefined || status >= 500 || status === 429) throw new UnavailableError(PAYMENTS_UNAVAILABLE, 30);
    throw error;
  }
}

/** Mollie, through its own client (`@mollie/api-client`: https to api.mollie.com, an Idempotency-Key on every POST). */
export function mollieProvider(apiKey: string, client: MollieClient = createMollieClient({ apiKey })): BillingProvider {
  return {
    name: 'mollie',
    async createCustomer({ name, email, userId, idempotencyKey }) {
      return (await reaching(() => client.customers.create({ name, email, metadata: { userId }, idempotencyKey }))).id;
    },
    async createFirstPayment(request) {
      const payment = await reaching(() =>
        client.payments.create({
          amount: toAmount(request.amountCents, request.currency),
          customerId: request.customerId,
          sequenceType: SequenceType.first,
          description: request.description,
          redirectUrl: request.redirectUrl,
          webhookUrl: request.webhookUrl,
          metadata: request.metadata,
        }),
      );
      const checkoutUrl = payment.getCheckoutUrl();
      if (!checkoutUrl) throw new Error(`Mollie gave payment ${payment.id} no checkout URL`);
      return { id: payment.id, checkoutUrl };
    },
    async getPayment(id) {
      try {
        return paymentOf(await reaching(() => client.payments.get(id)));
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async createSubscription(request) {
      const subscription = await reaching(() =>
        client.customerSubscriptions.create({
          customerId: request.customerId,
          amount: toAmount(request.amountCents, request.currency),
          interval: request.interval,
          startDate: request.startDate,
          description: request.description,
          webhookUrl: request.webhookUrl,
          metadata: request.metadata,
          idempotencyKey: request.idempotencyKey,
        }),
      );
      return subscriptionOf(subscription);
    },
    async listSubscriptions(customerId) {
      const subscriptions: ProviderSubscription[] = [];
      await reaching(async () => {
        for await (const subscription of client.customerSubscriptions.iterate({
          customerId,
        }))
          subscriptions.push(subscriptionOf(subscription));
      });
      return subscriptions;
    },
    async cancelSubscription(customerId, subscriptionId) {
      await reaching(() => client.customerSubscriptions.cancel(subscriptionId, { customerId }));
    },
  };
}

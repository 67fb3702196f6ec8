import type { Currency, Plan } from '../../contract/billing';

/** A payment's status at the provider (Mollie's names). */
export type ProviderPaymentStatus = 'open' | 'pending' | 'authorized' | 'paid' | 'failed' | 'expired' | 'canceled';

/** What our side put on a payment or subscription, and reads back from the provider (never from a webhook's body). */
export interface BillingMetadata {
  readonly userId: string;
  readonly plan: Plan;
}

export interface ProviderPayment {
  readonly id: string;
  readonly status: ProviderPaymentStatus;
  readonly sequenceType: 'oneoff' | 'first' | 'recurring';
  readonly customerId: string | null;
  readonly subscriptionId: string | null;
  readonly amountCents: number;
  readonly currency: string;
  /** What was refunded of it so far (Mollie's `amountRefunded`; a refund leaves the status `paid`). */
  readonly refundedCents: number;
  /** What the customer's bank took back (Mollie's `amountChargedBack`; the status stays `paid` too). */
  readonly chargedBackCents: number;
  readonly metadata: Partial<BillingMetadata> | null;
  readonly createdAt: Date;
  readonly paidAt: Date | null;
}

export interface ProviderSubscription {
  readonly id: string;
  readonly status: 'pending' | 'active' | 'canceled' | 'suspended' | 'completed';
  readonly interval: string;
  readonly amountCents: number;
  readonly currency: string;
  /** YYYY-MM-DD. */
  readonly startDate: string;
  /** YYYY-MM-DD, while it runs. */
  readonly nextPaymentDate: string | null;
  readonly metadata: Partial<BillingMetadata> | null;
}

export interface FirstPaymentRequest {
  readonly customerId: string;
  readonly amountCents: number;
  readonly currency: Currency;
  readonly description: string;
  readonly redirectUrl: string;
  readonly webhookUrl: string;
  readonly metadata: BillingMetadata;
}

export interface SubscriptionRequest {
  readonly customerId: string;
  readonly amountCents: number;
  readonly currency: string;
  readonly interval: string;
  /** YYYY-MM-DD: the first charge. */
  readonly startDate: string;
  readonly description: string;
  readonly webhookUrl: string;
  readonly metadata: BillingMetadata;
  /** The provider creates one subscription however often it is asked with this key. */
  readonly idempotencyKey: string;
}

/**
 * A payment service provider, as the billing rules use it: Mollie (`MOLLIE_API_KEY`), or the local
 * provider that plays Mollie's part for `npm start` and the tests of the flows around it.
 */
export interface BillingProvider {
  readonly name: 'mollie' | 'local';
  /** A customer. Mollie makes one however often it is asked with the same `idempotencyKey` within its window (an hour). */
  createCustomer(customer: { name: string; email: string; userId: string; idempotencyKey: string }): Promise<string>;
  /** A first payment: the customer pays the first period and leaves a mandate for the ones after. Answers its id and checkout URL. */
  createFirstPayment(request: FirstPaymentRequest): Promise<{ id: string; checkoutUrl: string }>;
  /** The payment as the provider has it now; null when it knows no such payment. */
  getPayment(id: string): Promise<ProviderPayment | null>;
  createSubscription(request: SubscriptionRequest): Promise<ProviderSubscription>;
  listSubscriptions(customerId: string): Promise<ProviderSubscription[]>;
  cancelSubscription(customerId: string, subscriptionId: string): Promise<void>;
}

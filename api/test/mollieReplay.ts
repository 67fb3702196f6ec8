import { randomBytes } from 'node:crypto';
import nock from 'nock';

const API = 'https://api.mollie.com';
const newId = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;
const link = (href: string, type = 'application/hal+json') => ({ href, type });
type Json = Record<string, unknown>;

export interface ReplayedPayment extends Json {
  id: string;
  status: string;
  sequenceType: string;
  customerId: string;
  subscriptionId?: string;
  metadata: Json | null;
  amount: { value: string; currency: string };
  webhookUrl?: string;
}

export interface ReplayedSubscription extends Json {
  id: string;
  status: string;
  startDate: string;
  nextPaymentDate?: string;
  interval: string;
  customerId: string;
  metadata: Json | null;
  amount: { value: string; currency: string };
}

/**
 * Mollie's API as its documentation describes it (v2: customers, payments, customer subscriptions), kept
 * in memory and answered at the HTTP layer through nock, so `@mollie/api-client` runs for real against it.
 * Only api.mollie.com is intercepted; every request is recorded. The test plays the customer and Mollie's
 * scheduler (`settle`, `renew`), then delivers the webhook to the app as Mollie would.
 */
export function replayMollie() {
  const customers = new Map<string, Json>();
  const payments = new Map<string, ReplayedPayment>();
  const subscriptions = new Map<string, ReplayedSubscription>();
  const byIdempotencyKey = new Map<string, unknown>();
  const requests: {
    method: string;
    path: string;
    body: unknown;
    idempotencyKey: string | undefined;
  }[] = [];
  let unreachable = false;
  /** Customers with a valid mandate: the ones whose first payment was paid (Mollie's "Set up Recurring"). */
  const mandates = new Set<string>();
  /** Requests held before they are answered (see `hold`), each released by the test. */
  const holds: { method: string; path: RegExp; reached: () => void; released: Promise<void> }[] = [];

  const scope = nock(API).persist();
  /** Answers once per Idempotency-Key, as Mollie does: a retried POST gets the first answer. */
  const idempotent = (key: string | undefined, make: () => unknown) => {
    if (key && byIdempotencyKey.has(key)) return byIdempotencyKey.get(key);
    const made = make();
    if (key) byIdempotencyKey.set(key, made);
    return made;
  };
  const down = (): nock.ReplyFnResult => [503, { status: 503, title: 'Service Unavailable', detail: 'Mollie is not reachable' }];
  const notFound = (what: string): nock.ReplyFnResult => [404, { status: 404, title: 'Not Found', detail: `No ${what} exists with token`, _links: {} }];

  /** A route of Mollie's: the request recorded, held while a test holds it, 503 while Mollie is unreachable, otherwise `handle`'s answer. */
  const answering = (method: string, handle: (path: string, body: Json, idempotencyKey: string | undefined) => nock.ReplyFnResult) =>
    async function (this: nock.ReplyFnContext, path: string, body: nock.Body): Promise<nock.ReplyFnResult> {
      const idempotencyKey = this.req.headers['idempotency-key'];
      requests.push({ method, path, body, idempotencyKey });
      const held = holds.findIndex((hold) => hold.method === method && hold.path.test(path));
      if (held >= 0) {
        const [hold] = holds.splice(held, 1);
        hold!.reached();
        await hold!.released;
      }
      return unreachable ? down() : handle(path, body as Json, idempotencyKey);
    };
  /**
   * A POST that creates a resource: 201 with what `make` made, and the same again for a repeated
   * Idempotency-Key; `refuse` answers instead when the request names something Mollie does not know.
   */
  const creating = (make: (path: string, request: Json) => Json, refuse: (request: Json, path: string) => nock.ReplyFnResult | null = () => null) =>
    answering('POST', (path, request, idempotencyKey) => refuse(request, path) ?? [201, idempotent(idempotencyKey, () => make(path, request)) as Json]);

  scope
    .post('/v2/customers')
    .reply(
      creating((_, request) => {
        const customer = {
          resource: 'customer',
          id: newId('cst'),
          mode: 'test',
          ...request,
          createdAt: new Date().toISOString(),
          _links: { self: link(`${API}/v2/customers`) },
        };
        customers.set(customer.id, customer);
        return customer;
      }),
    )
    .post('/v2/payments')
    .reply(
      creating(
        (_, request) => {
          const id = newId('tr');
          const payment: ReplayedPayment = {
            resource: 'payment',
            id,
            mode: 'test',
            createdAt: new Date().toISOString(),
            status: 'open',
            isCancelable: false,
            profileId: 'pfl_replay',
            method: null,
            ...(request as object),
            sequenceType: (request.sequenceType as string) ?? 'oneoff',
            customerId: request.customerId as string,
            metadata: (request.metadata as Json) ?? null,
            amount: request.amount as ReplayedPayment['amount'],
            _links: {
              self: link(`${API}/v2/payments/${id}`),
              checkout: link(`https://www.mollie.com/checkout/select-method/${id}`, 'text/html'),
            },
          };
          payments.set(id, payment);
          return payment;
        },
        (request) => (customers.has(request.customerId as string) ? null : notFound('customer')),
      ),
    )
    .get(/^\/v2\/payments\/[^/]+$/)
    .reply(
      answering('GET', (path) => {
        const payment = payments.get(path.split('/').pop()!.split('?')[0]!);
        return payment ? [200, payment] : notFound('payment');
      }),
    )
    .post(/^\/v2\/customers\/[^/]+\/subscriptions$/)
    .reply(
      creating(
        (path, request) => {
        const customerId = path.split('/')[3]!;
        const id = newId('sub');
        const subscription: ReplayedSubscription = {
          resource: 'subscription',
          id,
          mode: 'test',
          createdAt: new Date().toISOString(),
          status: 'active',
          times: null,
          timesRemaining: null,
          method: null,
          mandateId: `mdt_${customerId}`,
          ...(request as object),
          startDate: request.startDate as string,
          nextPaymentDate: request.startDate as string,
          interval: request.interval as string,
          customerId,
          metadata: (request.metadata as Json) ?? null,
          amount: request.amount as ReplayedSubscription['amount'],
          _links: {
            self: link(`${API}/v2/customers/${customerId}/subscriptions/${id}`),
          },
        };
        subscriptions.set(id, subscription);
        return subscription;
        },
        // Mollie charges a subscription through the customer's mandate: a customer who never paid a first payment has none.
        (_, path) => {
          const customerId = path.split('/')[3]!;
          if (!customers.has(customerId)) return notFound('customer');
          return mandates.has(customerId) ? null : [422, { status: 422, title: 'Unprocessable Entity', detail: 'The customer has no valid mandate for the subscription', _links: {} }];
        },
      ),
    )
    .get(/^\/v2\/customers\/[^/]+\/subscriptions(\?.*)?$/)
    .reply(
      answering('GET', (path) => {
        const customerId = path.split('/')[3]!;
        const mine = [...subscriptions.values()].filter((subscription) => subscription.customerId === customerId);
        return [
          200,
          {
            count: mine.length,
            _embedded: { subscriptions: mine },
            _links: { self: link(`${API}${path}`), previous: null, next: null },
          },
        ];
      }),
    )
    .delete(/^\/v2\/customers\/[^/]+\/subscriptions\/[^/]+$/)
    .reply(
      answering('DELETE', (path) => {
        const subscription = subscriptions.get(path.split('/').pop()!);
        if (!subscription || subscription.status === 'canceled') return notFound('subscription');
        Object.assign(subscription, {
          status: 'canceled',
          canceledAt: new Date().toISOString(),
          nextPaymentDate: undefined,
        });
        return [200, subscription];
      }),
    );

  /** Mollie's amounts as text, as a payment carries them. */
  const money = (cents: number, currency: string) => ({ value: (cents / 100).toFixed(2), currency });
  const cents = (amount: { value: string } | undefined) => (amount ? Math.round(Number(amount.value) * 100) : 0);
  const paidPayment = (paymentId: string) => {
    const payment = payments.get(paymentId);
    if (!payment || payment.status !== 'paid') throw new Error(`no paid payment ${paymentId}`);
    return payment;
  };

  return {
    requests,
    customers,
    payments,
    subscriptions,
    /**
     * Holds the next request of `method` to a path matching `path` before it is answered: `reached` resolves when it
     * arrives, and it is answered once `release` is called.
     */
    hold(method: string, path: RegExp) {
      let reached!: () => void;
      let release!: () => void;
      const arrived = new Promise<void>((resolveArrived) => (reached = resolveArrived));
      holds.push({ method, path, reached, released: new Promise<void>((resolveRelease) => (release = resolveRelease)) });
      return { reached: arrived, release };
    },
    /** Mollie answers 503 to everything while this is on. */
    setUnreachable(value: boolean) {
      unreachable = value;
    },
    /** The customer finishes (or abandons) a checkout: the payment takes that status, as Mollie would set it. */
    settle(paymentId: string, status: 'paid' | 'failed' | 'expired' | 'canceled', at = new Date()) {
      const payment = payments.get(paymentId);
      if (!payment) throw new Error(`no payment ${paymentId}`);
      Object.assign(
        payment,
        { status },
        status === 'paid' ? { paidAt: at.toISOString(), amountRefunded: money(0, payment.amount.currency), amountRemaining: payment.amount } : { [`${status}At`]: at.toISOString() },
      );
      // A paid first payment leaves the mandate that later charges use.
      if (status === 'paid' && payment.sequenceType === 'first') {
        mandates.add(payment.customerId);
        payment.mandateId = `mdt_${payment.customerId}`;
      }
    },
    /** The customer's mandate is revoked (a card expired, a bank account closed): Mollie refuses new subscriptions on it. */
    revokeMandate(customerId: string) {
      mandates.delete(customerId);
    },
    /**
     * Mollie refunds a paid payment (`refundedCents` of it, by default what remains), as the dashboard or the Refunds API does: the payment stays `paid`, its
     * `amountRefunded` grows, `amountRemaining` shrinks, and it links its refunds. Mollie then calls the payment's webhook.
     */
    refund(paymentId: string, refundedCents?: number) {
      const payment = paidPayment(paymentId);
      const before = cents(payment.amountRefunded as { value: string } | undefined);
      const refunded = before + (refundedCents ?? cents(payment.amount) - before);
      Object.assign(payment, {
        amountRefunded: money(refunded, payment.amount.currency),
        amountRemaining: money(Math.max(0, cents(payment.amount) - refunded), payment.amount.currency),
        _links: { ...(payment._links as Json), refunds: link(`${API}/v2/payments/${paymentId}/refunds`) },
      });
    },
    /** The customer's bank reverses a paid payment: it stays `paid`, with `amountChargedBack` and a link to its chargebacks. */
    chargeback(paymentId: string, chargedBackCents?: number) {
      const payment = paidPayment(paymentId);
      Object.assign(payment, {
        amountChargedBack: money(cents(payment.amountChargedBack as { value: string } | undefined) + (chargedBackCents ?? cents(payment.amount)), payment.amount.currency),
        _links: { ...(payment._links as Json), chargebacks: link(`${API}/v2/payments/${paymentId}/chargebacks`) },
      });
    },
    /** Mollie's scheduler charges a subscription's renewal (paid or failed): a recurring payment, answered like any other. */
    renew(subscriptionId: string, status: 'paid' | 'failed', at: Date): ReplayedPayment {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
      const id = newId('tr');
      const payment: ReplayedPayment = {
        resource: 'payment',
        id,
        mode: 'test',
        createdAt: at.toISOString(),
        status,
        sequenceType: 'recurring',
        customerId: subscription.customerId,
        subscriptionId,
        mandateId: `mdt_${subscription.customerId}`,
        amount: subscription.amount,
        description: subscription.description,
        metadata: subscription.metadata,
        profileId: 'pfl_replay',
        method: 'creditcard',
        ...(status === 'paid' ? { paidAt: at.toISOString(), amountRefunded: money(0, subscription.amount.currency), amountRemaining: subscription.amount } : { failedAt: at.toISOString() }),
        _links: { self: link(`${API}/v2/payments/${id}`) },
      };
      payments.set(id, payment);
      return payment;
    },
    close() {
      scope.persist(false);
      nock.cleanAll();
    },
  };
}

export type MollieReplay = ReturnType<typeof replayMollie>;

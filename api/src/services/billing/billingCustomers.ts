import { setTimeout as sleep } from 'node:timers/promises';
import { QueryTypes, Sequelize } from 'sequelize';
import type { UserValues } from '../../db/models';
import { UnavailableError } from '../../errors';
import type { ServiceDeps } from '../deps';
import { PAYMENTS_UNAVAILABLE } from './mollieProvider';

// Raw SQL (docs/how-to.md): billing_customer_claims has no model; the claim reads the stored id and upserts the claim in one statement.

/** A claim older than this is taken over: the request that made it died before storing a customer. */
const CLAIM_SECONDS = 60;
/** How long a checkout waits for another request's customer (Mollie's client retries a 5xx for about 6 s) before answering 503. */
const WAIT_MS = 20_000;

/**
 * One statement: the user's stored customer, or the claim to make it. A claim is a row of its own, inserted or taken
 * over when stale; of requests racing, the unique key lets exactly one through, and none holds a lock afterwards.
 */
const CLAIM_SQL = `WITH stored AS (SELECT billing_customer_id FROM users WHERE id = :userId),
  claimed AS (
    INSERT INTO billing_customer_claims (user_id, claimed_at)
    SELECT :userId, now() WHERE (SELECT billing_customer_id FROM stored) IS NULL
    ON CONFLICT (user_id) DO UPDATE SET claimed_at = EXCLUDED.claimed_at
      WHERE billing_customer_claims.claimed_at <= now() - make_interval(secs => :claimSeconds)
    RETURNING user_id)
  SELECT (SELECT billing_customer_id FROM stored) AS customer_id, EXISTS (SELECT 1 FROM claimed) AS claimed`;

/**
 * The user's customer at the billing provider, made once however many checkouts start at once (eight
 * parallel checkouts made eight customers, and a payment on any but the last one's could not start a subscription).
 * The request that claims it calls the provider outside any transaction and stores the id only where none is stored;
 * the others wait for it (polling, holding no connection), and take over a claim whose request died.
 */
export async function billingCustomerFor(deps: ServiceDeps, user: Pick<UserValues, 'id' | 'firstName' | 'lastName' | 'email'>): Promise<string> {
  const deadline = Date.now() + WAIT_MS;
  for (let pause = 20; ; pause = Math.min(pause * 2, 500)) {
    const [state] = await deps.sequelize.query<{ customer_id: string | null; claimed: boolean }>(CLAIM_SQL, {
      replacements: { userId: user.id, claimSeconds: CLAIM_SECONDS },
      type: QueryTypes.SELECT,
    });
    if (state?.customer_id) return state.customer_id;
    if (state?.claimed) return createCustomer(deps, user);
    if (Date.now() > deadline) throw new UnavailableError(PAYMENTS_UNAVAILABLE, 30);
    await sleep(pause);
  }
}

async function createCustomer(deps: ServiceDeps, user: Pick<UserValues, 'id' | 'firstName' | 'lastName' | 'email'>): Promise<string> {
  let customerId: string;
  try {
    // The same key for the user's every attempt: a call that timed out here but reached Mollie is answered with its customer.
    customerId = await deps.billing.createCustomer({ name: `${user.firstName} ${user.lastName}`, email: user.email, userId: user.id, idempotencyKey: `customer-for-${user.id}` });
  } catch (error) {
    // Let the next checkout try at once rather than wait for the claim to go stale.
    await deps.sequelize.query('DELETE FROM billing_customer_claims WHERE user_id = :userId', { replacements: { userId: user.id } });
    throw error;
  }
  const billingCustomerId = Sequelize.fn('coalesce', Sequelize.col('billing_customer_id'), customerId);
  const [, [stored]] = await deps.models.User.update({ billingCustomerId }, { where: { id: user.id }, returning: true });
  deps.userChanges.userChanged(user.id);
  // Another request stored one after this claim went stale: theirs is kept (an unused customer costs nothing at Mollie).
  return stored?.billingCustomerId ?? customerId;
}

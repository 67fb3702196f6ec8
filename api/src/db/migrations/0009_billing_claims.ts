import { sqlMigration } from './sqlMigration';

/**
 * What lets the billing rules call Mollie outside any transaction:
 * - `billing_customer_claims`: one row per user whose Mollie customer is being (or was) made. A checkout claims it in
 *   one statement before calling Mollie, so checkouts started at once make one customer between them, and no lock is
 *   held while Mollie answers. A claim older than a minute is taken over (its request died).
 * - on `payments`: what handling a payment did (`effect`: it started a subscription, extended a running one, renewed
 *   one, or paid a period without the subscription Mollie refused), the end of the period it paid for, the
 *   subscription it started or renewed (null while that is still to be made at Mollie), and when a full refund or
 *   chargeback was applied (`reversed_at`), so each is applied once.
 * Additive only: processes of the previous version keep working.
 */
const up = [
  `CREATE TABLE billing_customer_claims (
    user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    claimed_at timestamptz NOT NULL
  )`,
  `ALTER TABLE payments ADD COLUMN effect text CHECK (effect IN ('subscription', 'extension', 'renewal', 'period'))`,
  `ALTER TABLE payments ADD COLUMN period_end timestamptz`,
  `ALTER TABLE payments ADD COLUMN subscription_id text`,
  `ALTER TABLE payments ADD COLUMN reversed_at timestamptz`,
];

const down = ['ALTER TABLE payments DROP COLUMN reversed_at', 'ALTER TABLE payments DROP COLUMN subscription_id', 'ALTER TABLE payments DROP COLUMN period_end', 'ALTER TABLE payments DROP COLUMN effect', 'DROP TABLE billing_customer_claims'];

export const billingClaims = sqlMigration('0009_billing_claims', up, down);

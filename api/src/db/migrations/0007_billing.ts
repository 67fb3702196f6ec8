import { sqlMigration } from './sqlMigration';

/**
 * The paid side: each user's subscription as the server last saw it (on the user's row, so the session
 * cache carries it and access checks need no query), the payments the billing provider told us of (the
 * webhook's idempotency), the one free session, and the trial e-mails' schedule. The local billing
 * provider (npm start without MOLLIE_API_KEY) keeps its customers, payments and subscriptions in tables of
 * its own, as Mollie would on its side.
 */
const up = [
  `ALTER TABLE users ADD COLUMN billing_customer_id text`,
  `ALTER TABLE users ADD COLUMN plan text CHECK (plan IN ('monthly', 'yearly'))`,
  `ALTER TABLE users ADD COLUMN subscription_status text CHECK (subscription_status IN ('active', 'canceled'))`,
  `ALTER TABLE users ADD COLUMN subscription_id text`,
  `ALTER TABLE users ADD COLUMN current_period_end timestamptz`,
  `ALTER TABLE users ADD COLUMN free_session_used_at timestamptz`,
  `ALTER TABLE users ADD COLUMN trial_emails_stopped_at timestamptz`,
  `CREATE UNIQUE INDEX users_billing_customer ON users (billing_customer_id)`,
  `CREATE TABLE payments (
    id text PRIMARY KEY,
    user_id uuid REFERENCES users(id) ON DELETE SET NULL,
    kind text NOT NULL CHECK (kind IN ('first', 'recurring')),
    plan text NOT NULL CHECK (plan IN ('monthly', 'yearly')),
    amount_cents integer NOT NULL CHECK (amount_cents > 0),
    currency text NOT NULL,
    status text NOT NULL,
    handled_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX payments_user_created ON payments (user_id, created_at DESC)`,
  `CREATE TABLE trial_emails (
    user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    day integer NOT NULL,
    due_at timestamptz NOT NULL,
    queued_at timestamptz,
    sent_at timestamptz,
    PRIMARY KEY (user_id, day)
  )`,
  `CREATE INDEX trial_emails_due ON trial_emails (due_at) WHERE queued_at IS NULL`,
  `CREATE TABLE local_billing_customers (
    id text PRIMARY KEY,
    name text NOT NULL,
    email text NOT NULL,
    metadata jsonb,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE local_billing_subscriptions (
    id text PRIMARY KEY,
    customer_id text NOT NULL REFERENCES local_billing_customers(id),
    amount_cents integer NOT NULL,
    currency text NOT NULL,
    interval text NOT NULL,
    description text NOT NULL,
    status text NOT NULL,
    start_date date NOT NULL,
    next_payment_date date,
    webhook_url text,
    metadata jsonb,
    idempotency_key text UNIQUE,
    created_at timestamptz NOT NULL DEFAULT now(),
    canceled_at timestamptz
  )`,
  `CREATE TABLE local_billing_payments (
    id text PRIMARY KEY,
    customer_id text NOT NULL REFERENCES local_billing_customers(id),
    sequence_type text NOT NULL,
    subscription_id text REFERENCES local_billing_subscriptions(id),
    amount_cents integer NOT NULL,
    currency text NOT NULL,
    description text NOT NULL,
    status text NOT NULL,
    redirect_url text,
    webhook_url text,
    metadata jsonb,
    created_at timestamptz NOT NULL DEFAULT now(),
    paid_at timestamptz
  )`,
];

const down = [
  'DROP TABLE local_billing_payments',
  'DROP TABLE local_billing_subscriptions',
  'DROP TABLE local_billing_customers',
  'DROP TABLE trial_emails',
  'DROP TABLE payments',
  'DROP INDEX users_billing_customer',
  ...['trial_emails_stopped_at', 'free_session_used_at', 'current_period_end', 'subscription_id', 'subscription_status', 'plan', 'billing_customer_id'].map(
    (column) => `ALTER TABLE users DROP COLUMN ${column}`,
  ),
];

export const billing = sqlMigration('0007_billing', up, down);

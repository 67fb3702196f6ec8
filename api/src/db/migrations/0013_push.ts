import { sqlMigration } from './sqlMigration';

/**
 * Web push:
 * - `push_subscriptions`: one row per browser that receives notifications, keyed by its endpoint (a browser signed in
 *   to another account moves to it). The endpoint and keys are what `PushSubscription.toJSON()` gave.
 * - `push_reminders`: the daily reminder of an account (a minute of the day and ISO weekdays, in the user's time
 *   zone), and the local date of the last one claimed, so each day's reminder is sent once whichever process runs it.
 * Additive only: processes of the previous version keep working.
 */
const up = [
  `CREATE TABLE push_subscriptions (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    endpoint text NOT NULL UNIQUE CHECK (length(endpoint) <= 1024),
    p256dh text NOT NULL CHECK (length(p256dh) <= 100),
    auth text NOT NULL CHECK (length(auth) <= 30),
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id)`,
  `CREATE TABLE push_reminders (
    user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    enabled boolean NOT NULL,
    minute_of_day smallint NOT NULL CHECK (minute_of_day BETWEEN 0 AND 1439),
    days smallint[] NOT NULL CHECK (days <@ ARRAY[1, 2, 3, 4, 5, 6, 7]::smallint[] AND cardinality(days) BETWEEN 1 AND 7),
    last_sent_on date,
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX push_reminders_enabled ON push_reminders (minute_of_day) WHERE enabled`,
];

const down = ['DROP TABLE push_reminders', 'DROP TABLE push_subscriptions'];

export const push = sqlMigration('0013_push', up, down);

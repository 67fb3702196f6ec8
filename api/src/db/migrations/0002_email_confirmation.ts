import { sqlMigration } from './sqlMigration';

/**
 * E-mail confirmation: when the account's address was proven (a mailed link followed, or a password
 * reset completed), and the single-use confirmation links, stored as hashes like the reset links.
 * Additive only, so API processes of the previous version keep working while a new one migrates.
 */
const up = [
  `ALTER TABLE users ADD COLUMN email_verified_at timestamptz`,
  `CREATE TABLE email_confirmations (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    email text NOT NULL,
    token_hash text NOT NULL UNIQUE,
    expires_at timestamptz NOT NULL,
    used_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX email_confirmations_user ON email_confirmations (user_id)`,
];

const down = ['DROP TABLE email_confirmations', 'ALTER TABLE users DROP COLUMN email_verified_at'];

export const emailConfirmation = sqlMigration('0002_email_confirmation', up, down);

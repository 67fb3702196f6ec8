import { sqlMigration } from './sqlMigration';

/**
 * Sits running on a page, so their end reaches the user when the page cannot: one row per sit, keyed by
 * the client id its log entry carries; `ends_at` is when its end push is due (null while paused), `claimed_at`
 * when a process took it (each end is pushed and logged once, whichever process asks first).
 * Additive only: processes of the previous version keep working.
 */
const up = [
  `CREATE TABLE running_sits (
    id uuid PRIMARY KEY,
    user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    session_type text NOT NULL CHECK (session_type IN ('breathing', 'meditation')),
    technique text NOT NULL CHECK (length(technique) <= 64),
    duration_seconds integer NOT NULL CHECK (duration_seconds BETWEEN 1 AND 86400),
    mood_tag text CHECK (length(mood_tag) <= 32),
    started_at timestamptz NOT NULL,
    ends_at timestamptz,
    claimed_at timestamptz,
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX running_sits_due ON running_sits (ends_at) WHERE claimed_at IS NULL`,
  `CREATE INDEX running_sits_user ON running_sits (user_id)`,
];

const down = ['DROP TABLE running_sits'];

export const runningSits = sqlMigration('0015_running_sits', up, down);

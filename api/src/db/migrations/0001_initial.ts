import { sqlMigration } from './sqlMigration';

/**
 * The first schema: accounts, saved sessions, the completed-session log, login sessions (the cookie
 * session store), rate-limit counters, password resets and contact messages. Every row that belongs
 * to a user goes when the user goes (ON DELETE CASCADE), so account deletion cannot leave data behind.
 */
const up = [
  `CREATE TABLE users (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    email text NOT NULL,
    first_name text NOT NULL,
    last_name text NOT NULL,
    password_hash text NOT NULL,
    streak_tracking_enabled boolean NOT NULL DEFAULT true,
    monthly_stats_enabled boolean NOT NULL DEFAULT true,
    oura_ring_enabled boolean NOT NULL DEFAULT false,
    apple_health_enabled boolean NOT NULL DEFAULT false,
    time_zone text NOT NULL DEFAULT 'UTC',
    trial_started_at timestamptz NOT NULL,
    trial_ends_at timestamptz NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email))`,
  `CREATE TABLE saved_sessions (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name text NOT NULL,
    type text NOT NULL CHECK (type IN ('breathing', 'meditation')),
    config jsonb NOT NULL,
    state text NOT NULL DEFAULT 'idle',
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX saved_sessions_user_created ON saved_sessions (user_id, created_at DESC)`,
  `CREATE TABLE session_log_entries (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    session_type text NOT NULL CHECK (session_type IN ('breathing', 'meditation')),
    technique text NOT NULL,
    duration_seconds integer NOT NULL CHECK (duration_seconds >= 0),
    completed boolean NOT NULL,
    mood_tag text,
    occurred_at timestamptz NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX session_log_entries_user_time ON session_log_entries (user_id, occurred_at DESC)`,
  `CREATE TABLE login_sessions (
    id text PRIMARY KEY,
    user_id uuid REFERENCES users(id) ON DELETE CASCADE,
    data jsonb NOT NULL,
    expires_at timestamptz NOT NULL
  )`,
  `CREATE INDEX login_sessions_user ON login_sessions (user_id)`,
  `CREATE INDEX login_sessions_expires ON login_sessions (expires_at)`,
  `CREATE TABLE rate_limit_counters (
    key text PRIMARY KEY,
    window_started_at timestamptz NOT NULL,
    count integer NOT NULL
  )`,
  `CREATE TABLE password_resets (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    token_hash text NOT NULL UNIQUE,
    expires_at timestamptz NOT NULL,
    used_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX password_resets_user ON password_resets (user_id)`,
  `CREATE TABLE contact_messages (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    user_id uuid REFERENCES users(id) ON DELETE CASCADE,
    name text NOT NULL,
    email text NOT NULL,
    subject text NOT NULL,
    message text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
];

const down = [
  'DROP TABLE contact_messages',
  'DROP TABLE password_resets',
  'DROP TABLE rate_limit_counters',
  'DROP TABLE login_sessions',
  'DROP TABLE session_log_entries',
  'DROP TABLE saved_sessions',
  'DROP TABLE users',
];

export const initial = sqlMigration('0001_initial', up, down);

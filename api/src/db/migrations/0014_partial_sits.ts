import { sqlMigration } from './sqlMigration';

/**
 * A sit ended early is logged with the seconds practised (`completed` false); the log keeps what was planned beside
 * it, so History can say "12 of 20 min", and the session's own name ("My morning 4-2-6"), so History says what was
 * done. Both are null for entries sent before (and by clients that do not send them). Whether a partial sit counts
 * towards the streak is the user's setting; on by default. Additive only.
 */
const up = [
  'ALTER TABLE session_log_entries ADD COLUMN planned_duration_seconds integer',
  'ALTER TABLE session_log_entries ADD COLUMN title text',
  'ALTER TABLE users ADD COLUMN partial_sits_count_for_streak boolean NOT NULL DEFAULT true',
];

const down = [
  'ALTER TABLE users DROP COLUMN partial_sits_count_for_streak',
  'ALTER TABLE session_log_entries DROP COLUMN title',
  'ALTER TABLE session_log_entries DROP COLUMN planned_duration_seconds',
];

export const partialSits = sqlMigration('0014_partial_sits', up, down);

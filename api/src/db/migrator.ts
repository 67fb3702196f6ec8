import pg from 'pg';
import type { Sequelize } from 'sequelize';
import { SequelizeStorage, Umzug } from 'umzug';
import { initial } from './migrations/0001_initial';
import { emailConfirmation } from './migrations/0002_email_confirmation';
import { changeNotices } from './migrations/0003_change_notices';
import { onboardingAnswers } from './migrations/0005_onboarding_answers';
import { billing } from './migrations/0007_billing';
import { savedSessionCounts } from './migrations/0008_saved_session_counts';
import { billingClaims } from './migrations/0009_billing_claims';
import { savedSessionCountsOnly } from './migrations/0011_saved_session_counts_only';
import { onboardingDone } from './migrations/0012_onboarding_done';
import { push } from './migrations/0013_push';
import { partialSits } from './migrations/0014_partial_sits';
import { runningSits } from './migrations/0015_running_sits';
import { locale } from './migrations/0016_locale';

export const migrations = [initial, emailConfirmation, changeNotices, onboardingAnswers, billing, savedSessionCounts, billingClaims, savedSessionCountsOnly, onboardingDone, push, partialSits, runningSits, locale];

export function createMigrator(sequelize: Sequelize) {
  return new Umzug({
    migrations,
    context: sequelize,
    storage: new SequelizeStorage({ sequelize, tableName: 'schema_migrations' }),
    logger: undefined,
  });
}

/** An arbitrary constant naming the advisory lock that serialises migrations across API processes. */
const MIGRATION_LOCK = 7_314_205;

/**
 * Applies pending migrations. Several API processes may start at once: a session-level advisory lock
 * (held on its own connection, outside the pool) lets exactly one migrate while the others wait.
 */
export async function migrate(sequelize: Sequelize, databaseUrl: string): Promise<string[]> {
  const lock = new pg.Client({ connectionString: databaseUrl });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const applied = await createMigrator(sequelize).up();
    return applied.map((migration) => migration.name);
  } finally {
    await lock.end();
  }
}

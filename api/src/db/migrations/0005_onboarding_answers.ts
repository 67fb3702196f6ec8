import { sqlMigration } from './sqlMigration';

/**
 * The onboarding answers (commercial.md §2, "Onboarding page"), kept on the user as the defaults of mood
 * recommendations. Null until given. Additive only: processes of the previous version keep working.
 */
const up = [
  `ALTER TABLE users ADD COLUMN goal text CHECK (goal IN ('stress', 'focus', 'energy', 'sleep'))`,
  `ALTER TABLE users ADD COLUMN experience text CHECK (experience IN ('beginner', 'some', 'regular'))`,
  `ALTER TABLE users ADD COLUMN time_commitment text CHECK (time_commitment IN ('5min', '10min', '15min'))`,
];

const down = ['ALTER TABLE users DROP COLUMN time_commitment', 'ALTER TABLE users DROP COLUMN experience', 'ALTER TABLE users DROP COLUMN goal'];

export const onboardingAnswers = sqlMigration('0005_onboarding_answers', up, down);

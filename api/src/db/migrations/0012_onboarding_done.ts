import { sqlMigration } from './sqlMigration';

/**
 * When the user finished (or skipped) the onboarding overlay. It was a flag in the browser's localStorage, so an
 * existing user saw the overlay again in every new browser; the answers were already on the server, and now so is
 * this. Derived for the accounts that exist: whoever gave an onboarding answer has been through it. Additive only.
 */
const up = [
  'ALTER TABLE users ADD COLUMN onboarding_completed_at timestamptz',
  'UPDATE users SET onboarding_completed_at = updated_at WHERE goal IS NOT NULL OR experience IS NOT NULL OR time_commitment IS NOT NULL',
];

const down = ['ALTER TABLE users DROP COLUMN onboarding_completed_at'];

export const onboardingDone = sqlMigration('0012_onboarding_done', up, down);

import { sqlMigration } from './sqlMigration';

/**
 * The language the account reads the app, its e-mails and its notifications in: one of the catalogs' languages
 * (LOCALES of @stillpoint/sdk/catalog). Rows written before read English, as everything they were sent was.
 * Additive only: a process of the previous version neither reads nor writes it.
 */
const up = [`ALTER TABLE users ADD COLUMN locale text NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'de', 'nl', 'fr', 'es'))`];

const down = ['ALTER TABLE users DROP COLUMN locale'];

export const locale = sqlMigration('0016_locale', up, down);

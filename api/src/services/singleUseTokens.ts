import { createHash, randomBytes } from 'node:crypto';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';

/** The tables of links mailed to a user; both have user_id, token_hash (unique), expires_at and used_at. */
export type TokenTable = 'password_resets' | 'email_confirmations';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** 256 random bits for the link, and the SHA-256 stored in its place: a leaked table holds no usable link. */
export function newToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

/** The hosted-app page that opens a mailed link, e.g. `https://app.example/reset-password?token=…`. */
export function linkTo(appOrigin: string, page: 'reset-password' | 'verify-email', token: string): string {
  return `${appOrigin}/${page}?token=${encodeURIComponent(token)}`;
}

/**
 * Spends a link if it is unused and not expired at `now` (and, given `userId`, belongs to that user). One
 * UPDATE decides, so two requests racing with the same link cannot both spend it; a link that does not
 * qualify is left as it was. Returns the spent row's id and user, or null.
 */
export async function spendToken(
  sequelize: Sequelize,
  table: TokenTable,
  token: string,
  now: Date,
  options: { userId?: string; transaction?: Transaction } = {},
): Promise<{ id: string; userId: string } | null> {
  const [row] = await sequelize.query<{ id: string; user_id: string }>(
    `UPDATE ${table} SET used_at = CAST(:now AS timestamptz)
      WHERE token_hash = :tokenHash AND used_at IS NULL AND expires_at > CAST(:now AS timestamptz)
        ${options.userId ? 'AND user_id = :userId' : ''}
      RETURNING id, user_id`,
    {
      replacements: { now, tokenHash: hashToken(token), userId: options.userId ?? null },
      type: QueryTypes.SELECT,
      ...(options.transaction ? { transaction: options.transaction } : {}),
    },
  );
  return row ? { id: row.id, userId: row.user_id } : null;
}

/** Whether a link is unused and not expired at `now`; spends nothing (spendToken decides). */
export async function isLiveToken(sequelize: Sequelize, table: TokenTable, token: string, now: Date): Promise<boolean> {
  const rows = await sequelize.query(
    `SELECT 1 FROM ${table} WHERE token_hash = :tokenHash AND used_at IS NULL AND expires_at > CAST(:now AS timestamptz)`,
    { replacements: { now, tokenHash: hashToken(token) }, type: QueryTypes.SELECT },
  );
  return rows.length > 0;
}

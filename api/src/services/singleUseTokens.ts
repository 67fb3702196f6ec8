import { createHash, randomBytes } from 'node:crypto';
import { Op, type Transaction } from 'sequelize';
import type { EmailConfirmation, PasswordReset, User } from '../db/models';
import type { ServiceDeps } from './deps';
import { apiText } from './mailMessages/apiText';
import type { ApiMessageKey } from './mailMessages/en';

/** The models of links mailed to a user; both have userId, tokenHash (unique), expiresAt and usedAt. */
export type TokenModel = typeof PasswordReset | typeof EmailConfirmation;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** 256 random bits for the link, and the SHA-256 stored in its place: a leaked table holds no usable link. */
export function newToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

/**
 * Mails `user`, in their language, a link to the hosted-app page that opens it (`https://app.example/reset-password?token=…`):
 * a greeting, the `ask` lines, the link, then the `ignore` line.
 */
export async function mailLink(
  deps: ServiceDeps,
  user: User,
  page: 'reset-password' | 'verify-email',
  token: string,
  text: { subject: ApiMessageKey; ask: readonly ApiMessageKey[]; ignore: ApiMessageKey },
): Promise<void> {
  const say = (key: ApiMessageKey) => apiText(user.locale, key);
  const link = `${deps.config.appOrigin}/${page}?token=${encodeURIComponent(token)}`;
  await deps.mailer.send({
    to: user.email,
    subject: say(text.subject),
    text: [apiText(user.locale, 'mailHello', { firstName: user.firstName }), '', ...text.ask.map(say), '', link, '', say(text.ignore)].join('\n'),
  });
}

/** The conditions of a link that still works at `now`. */
const live = (token: string, now: Date) => ({ tokenHash: hashToken(token), usedAt: null, expiresAt: { [Op.gt]: now } });

/**
 * Spends a link if it is unused and not expired at `now` (and, given `userId`, belongs to that user). One
 * UPDATE decides, so two requests racing with the same link cannot both spend it; a link that does not
 * qualify is left as it was. Returns the spent row, or null.
 */
export async function spendToken<T extends TokenModel>(model: T, token: string, now: Date, options: { userId?: string; transaction?: Transaction } = {}): Promise<InstanceType<T> | null> {
  const where = { ...live(token, now), ...(options.userId ? { userId: options.userId } : {}) };
  const [, rows] = await model.update({ usedAt: now }, { where, returning: true, ...(options.transaction ? { transaction: options.transaction } : {}) });
  return (rows[0] as InstanceType<T> | undefined) ?? null;
}

/** Whether a link is unused and not expired at `now`; spends nothing (spendToken decides). */
export async function isLiveToken(model: TokenModel, token: string, now: Date): Promise<boolean> {
  return (await model.count({ where: live(token, now) })) > 0;
}

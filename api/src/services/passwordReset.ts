import { Op, Sequelize as SequelizeStatic } from 'sequelize';
import type { User } from '../db/models';
import { InvalidInputError } from '../errors';
import { destroyUserSessions } from './loginSessions';
import type { ServiceDeps } from './deps';
import { isLiveToken, mailLink, newToken, spendToken } from './singleUseTokens';

export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;
export const RESET_LINK_INVALID = 'This reset link is invalid, has expired or was already used. Please request a new one.';

/**
 * Sends a single-use link valid for one hour. The answer is the same whether or not the address has an
 * account, so the call cannot be used to find out who is registered, and it comes after the same work:
 * one count and the mail asked for by address (accountMails.ts), which looks the account up after the
 * answer, makes the link and mails it (waiting for the mail server would make a known address answer
 * more slowly than an unknown one). Only the token's hash is stored. One address gets at most
 * `mailsPerEmail` links (one in 5 minutes), whoever asks: a request beyond it is answered the same and
 * mails nothing, so nobody can flood an inbox.
 */
export async function requestPasswordReset(deps: ServiceDeps, email: string): Promise<void> {
  const mailLimit = deps.config.rateLimits.forgotPassword.mailsPerEmail;
  const mayMail = mailLimit ? (await deps.limiter.count(`forgotPassword:mail:${email.toLowerCase()}`, mailLimit)).count <= mailLimit.max : true;
  if (mayMail) await deps.accountMails.queue({ kind: 'reset', email });
}

/** Stores a new link and mails it in the account's language; a failed attempt is retried with a new link. */
export async function mailResetLink(deps: ServiceDeps, user: User): Promise<void> {
  const { token, tokenHash } = newToken();
  await deps.models.PasswordReset.create({ userId: user.id, tokenHash, expiresAt: new Date(deps.clock.now().getTime() + RESET_LINK_LIFETIME_MS), usedAt: null });
  await mailLink(deps, user, 'reset-password', token, { subject: 'resetSubject', ask: ['resetWho', 'resetChoose'], ignore: 'resetIgnore' });
}

/**
 * Sets a new password from a reset link: the link is spent, every other open link of the account is
 * spent too, and every signed-in session is signed out (whoever knew the old password is out). The link
 * was mailed to the account's address, so following it also proves that address is the holder's.
 */
export async function resetPassword(deps: ServiceDeps, token: string, password: string): Promise<void> {
  const { PasswordReset, User } = deps.models;
  const now = deps.clock.now();
  // Hashing costs 64 MiB and a thread for a good part of a second: only a live link earns it. The link is
  // spent below in one UPDATE, so a link spent meanwhile by a parallel request still answers 400.
  if (!(await isLiveToken(PasswordReset, token, now))) throw new InvalidInputError(RESET_LINK_INVALID);
  const passwordHash = await deps.passwords.hash(password);
  const userId = await deps.sequelize.transaction(async (transaction) => {
    const reset = await spendToken(PasswordReset, token, now, { transaction });
    if (!reset) throw new InvalidInputError(RESET_LINK_INVALID);
    const emailVerifiedAt = SequelizeStatic.fn('coalesce', SequelizeStatic.col('email_verified_at'), now);
    await User.update({ passwordHash, emailVerifiedAt }, { where: { id: reset.userId }, transaction });
    await PasswordReset.update({ usedAt: now }, { where: { userId: reset.userId, usedAt: { [Op.is]: null } }, transaction });
    return reset.userId;
  });
  await destroyUserSessions(deps.models, userId);
  deps.userChanges.userChanged(userId);
}

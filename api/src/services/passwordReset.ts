import { Op, Sequelize as SequelizeStatic } from 'sequelize';
import { badRequest, HttpError } from '../http/errors';
import { destroyUserSessions } from '../http/sessionStore';
import type { ServiceContext } from './context';
import { linkTo, newToken, spendToken } from './singleUseTokens';
import { findUserByEmail } from './users';

export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;
export const RESET_LINK_INVALID = 'This reset link is invalid, has expired or was already used. Please request a new one.';
export const MAIL_UNAVAILABLE = 'We could not send the e-mail right now. Please try again in a few minutes.';
export const RESET_REQUESTED = 'If an account exists for that address, we have sent it a link to reset the password.';

/**
 * Sends a single-use link valid for one hour. The answer is the same whether or not the address has an
 * account, so the call cannot be used to find out who is registered. Only the token's hash is stored.
 */
export async function requestPasswordReset(ctx: ServiceContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx, email);
  if (!user) return;
  const { token, tokenHash } = newToken();
  const now = ctx.clock.now();
  await ctx.models.PasswordReset.create({ userId: user.id, tokenHash, expiresAt: new Date(now.getTime() + RESET_LINK_LIFETIME_MS), usedAt: null });
  const link = linkTo(ctx.config.appOrigin, 'reset-password', token);
  const message = {
    to: user.email,
    subject: 'Reset your Stillpoint password',
    text: [
      `Hello ${user.firstName},`,
      '',
      'Someone (hopefully you) asked to reset the password of your Stillpoint account.',
      'Choose a new password here within the next hour:',
      '',
      link,
      '',
      'The link works once. If you did not ask for it, ignore this message: your password stays as it is.',
    ].join('\n'),
  };
  try {
    await ctx.mailer.send(message);
  } catch (error) {
    ctx.log.error('[mail] password reset e-mail not sent', error);
    throw new HttpError(503, MAIL_UNAVAILABLE, { 'Retry-After': '60' });
  }
}

/**
 * Sets a new password from a reset link: the link is spent, every other open link of the account is
 * spent too, and every signed-in session is signed out (whoever knew the old password is out). The link
 * was mailed to the account's address, so following it also proves that address is the holder's.
 */
export async function resetPassword(ctx: ServiceContext, token: string, password: string): Promise<void> {
  const { PasswordReset, User } = ctx.models;
  const now = ctx.clock.now();
  const passwordHash = await ctx.passwords.hash(password);
  const userId = await ctx.sequelize.transaction(async (transaction) => {
    const reset = await spendToken(ctx.sequelize, 'password_resets', token, now, { transaction });
    if (!reset) throw badRequest(RESET_LINK_INVALID);
    const emailVerifiedAt = SequelizeStatic.fn('coalesce', SequelizeStatic.col('email_verified_at'), now);
    await User.update({ passwordHash, emailVerifiedAt }, { where: { id: reset.userId }, transaction });
    await PasswordReset.update({ usedAt: now }, { where: { userId: reset.userId, usedAt: { [Op.is]: null } }, transaction });
    return reset.userId;
  });
  await destroyUserSessions(ctx.models, userId);
}

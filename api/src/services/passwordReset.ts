import { createHash, randomBytes } from 'node:crypto';
import { Op } from 'sequelize';
import { badRequest, HttpError } from '../http/errors';
import { destroyUserSessions } from '../http/sessionStore';
import type { ServiceContext } from './context';
import { findUserByEmail } from './users';

export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;
export const RESET_LINK_INVALID = 'This reset link is invalid, has expired or was already used. Please request a new one.';
export const MAIL_UNAVAILABLE = 'We could not send the e-mail right now. Please try again in a few minutes.';
export const RESET_REQUESTED = 'If an account exists for that address, we have sent it a link to reset the password.';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Sends a single-use link valid for one hour. The answer is the same whether or not the address has an
 * account, so the call cannot be used to find out who is registered. Only the token's hash is stored.
 */
export async function requestPasswordReset(ctx: ServiceContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx, email);
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  const now = ctx.clock.now();
  await ctx.models.PasswordReset.create({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + RESET_LINK_LIFETIME_MS), usedAt: null });
  const link = `${ctx.config.appOrigin}/reset-password?token=${encodeURIComponent(token)}`;
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
 * spent too, and every signed-in session is signed out (whoever knew the old password is out).
 */
export async function resetPassword(ctx: ServiceContext, token: string, password: string): Promise<void> {
  const { PasswordReset, User } = ctx.models;
  const now = ctx.clock.now();
  const passwordHash = await ctx.passwords.hash(password);
  const userId = await ctx.sequelize.transaction(async (transaction) => {
    const reset = await PasswordReset.findOne({ where: { tokenHash: hashToken(token) }, lock: transaction.LOCK.UPDATE, transaction });
    if (!reset || reset.usedAt !== null || reset.expiresAt.getTime() <= now.getTime()) throw badRequest(RESET_LINK_INVALID);
    await User.update({ passwordHash }, { where: { id: reset.userId }, transaction });
    await PasswordReset.update({ usedAt: now }, { where: { userId: reset.userId, usedAt: { [Op.is]: null } }, transaction });
    return reset.userId;
  });
  await destroyUserSessions(ctx.models, userId);
}

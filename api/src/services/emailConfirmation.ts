import type { User } from '../db/models';
import { InvalidInputError } from '../errors';
import type { ServiceDeps } from './deps';
import { mailLink, newToken, spendToken } from './singleUseTokens';

export const CONFIRMATION_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const CONFIRMATION_LINK_INVALID = 'This confirmation link is invalid, has expired or was already used.';

/**
 * Mails, in the account's language, a single-use link, valid for 24 hours, that confirms the account's address (asked for at registration and
 * sent after the answer, accountMails.ts; only its hash is stored). A mail failure is retried, never shown: the
 * account exists either way, and completing a password reset confirms the address as well.
 */
export async function mailConfirmationLink(deps: ServiceDeps, user: User): Promise<void> {
  const { token, tokenHash } = newToken();
  await deps.models.EmailConfirmation.create({ userId: user.id, email: user.email, tokenHash, expiresAt: new Date(deps.clock.now().getTime() + CONFIRMATION_LINK_LIFETIME_MS), usedAt: null });
  await mailLink(deps, user, 'verify-email', token, { subject: 'confirmSubject', ask: ['confirmAsk'], ignore: 'confirmIgnore' });
}

/**
 * Confirms the signed-in user's address with a link mailed to it. The link must be this account's: if
 * someone registered another person's address, the owner following the link while not signed in to that
 * account confirms nothing (and the link stays unspent), so the squatter never gets a proven address.
 */
export async function confirmEmail(deps: ServiceDeps, user: User, token: string): Promise<void> {
  const now = deps.clock.now();
  await deps.sequelize.transaction(async (transaction) => {
    const confirmation = await spendToken(deps.models.EmailConfirmation, token, now, { userId: user.id, transaction });
    // The address it was mailed to must still be the account's (throwing rolls the spending back).
    if (!confirmation || confirmation.email.toLowerCase() !== user.email.toLowerCase()) throw new InvalidInputError(CONFIRMATION_LINK_INVALID);
    if (!user.emailVerifiedAt) await user.update({ emailVerifiedAt: now }, { transaction });
  });
  deps.userChanges.userChanged(user.id);
}

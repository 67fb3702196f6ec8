import type { Locale } from '@stillpoint/sdk/catalog';
import { QueryTypes, type Transaction } from 'sequelize';
import type { User } from '../../db/models';
import { NotFoundError } from '../../errors';
import type { ServiceDeps } from '../deps';
import { isTrialEmailDay, TRIAL_EMAIL_DAYS, trialEmail, type TrialEmailDay } from './trialEmailContent';
import { unsubscribeToken, userOfUnsubscribeToken } from './unsubscribeToken';

// Raw SQL (docs/how-to.md): trial_emails has no model; its rows are claimed (UPDATE … SKIP LOCKED RETURNING) and marked by (user_id, day).

const DAY_MS = 24 * 60 * 60 * 1000;

/** At registration (`registeredAt`): the six trial e-mails, each due its day after (commercial.md §3). */
export async function scheduleTrialEmails(deps: ServiceDeps, userId: string, registeredAt: Date, transaction?: Transaction): Promise<void> {
  const from = registeredAt.getTime();
  await deps.sequelize.query(
    `INSERT INTO trial_emails (user_id, day, due_at) VALUES ${TRIAL_EMAIL_DAYS.map((_, index) => `(:userId, :day${index}, :due${index})`).join(', ')}`,
    {
      replacements: {
        userId,
        ...Object.fromEntries(TRIAL_EMAIL_DAYS.flatMap((day, index): [string, number | Date][] => [[`day${index}`, day], [`due${index}`, new Date(from + day * DAY_MS)]])),
      },
      ...(transaction ? { transaction } : {}),
    },
  );
}

/**
 * The trial e-mails due by `now` that nobody has queued yet, claimed for this process: each row is claimed
 * once, whichever process asks (the UPDATE takes it, and SKIP LOCKED keeps a second process off the same
 * row). E-mails of users who subscribed or unsubscribed are claimed too, and dropped when sent.
 */
export async function claimDueTrialEmails(deps: ServiceDeps, now: Date, limit = 100): Promise<{ userId: string; day: TrialEmailDay }[]> {
  const rows = await deps.sequelize.query<{ user_id: string; day: number }>(
    `UPDATE trial_emails SET queued_at = :now
      WHERE (user_id, day) IN (SELECT user_id, day FROM trial_emails WHERE queued_at IS NULL AND due_at <= :now ORDER BY due_at LIMIT :limit FOR UPDATE SKIP LOCKED)
      RETURNING user_id, day`,
    { replacements: { now, limit }, type: QueryTypes.SELECT },
  );
  return rows.filter((row) => isTrialEmailDay(row.day)).map((row) => ({ userId: row.user_id, day: row.day as TrialEmailDay }));
}

/** Why a trial e-mail is not sent after all. */
function reasonToSkip(user: User | null): string | null {
  if (!user) return 'the account is gone';
  if (user.trialEmailsStoppedAt) return 'they unsubscribed';
  if (user.subscriptionStatus) return 'they subscribed';
  return null;
}

/**
 * Sends one trial e-mail, at most once: it is marked sent before it goes out (a crash after that loses
 * it rather than sending it twice), and unmarked if the mail server refuses it, so the queue tries again.
 * None goes to an account that is gone, subscribed or unsubscribed.
 */
export async function sendTrialEmail(deps: ServiceDeps, userId: string, day: TrialEmailDay): Promise<'sent' | 'skipped'> {
  const user = await deps.models.User.findByPk(userId);
  const skip = reasonToSkip(user);
  const [, marked] = await deps.sequelize.query(`UPDATE trial_emails SET sent_at = :now WHERE user_id = :userId AND day = :day AND sent_at IS NULL`, {
    replacements: { now: deps.clock.now(), userId, day },
  });
  if (skip || !user || (marked as { rowCount?: number }).rowCount === 0) return 'skipped';
  try {
    await deps.mailer.send(trialMessage(deps, user.email, user.firstName, day, user.id, user.locale));
    return 'sent';
  } catch (error) {
    await deps.sequelize.query('UPDATE trial_emails SET sent_at = NULL WHERE user_id = :userId AND day = :day', { replacements: { userId, day } });
    throw error;
  }
}

/** A trial e-mail in `locale` with its one-click unsubscribe (RFC 8058) and links; without a user, the unsubscribe link is a harmless example. */
export function trialMessage(deps: ServiceDeps, to: string, firstName: string, day: TrialEmailDay, userId: string | null, locale: Locale = 'en') {
  const token = userId ? unsubscribeToken(userId, deps.config.sessionKeys[0] ?? '') : 'example';
  const oneClick = `${deps.config.appOrigin}/api/email/unsubscribe?token=${encodeURIComponent(token)}`;
  const page = `${deps.config.appOrigin}/unsubscribe?token=${encodeURIComponent(token)}`;
  const { subject, text, html } = trialEmail(day, firstName, { app: `${deps.config.appOrigin}/app`, unsubscribe: page }, locale);
  return {
    to,
    subject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** The one-click unsubscribe (a mail client's POST, or the page the link opens): the rest of the trial e-mails are not sent. */
export async function stopTrialEmails(deps: ServiceDeps, token: string): Promise<void> {
  const userId = userOfUnsubscribeToken(token, deps.config.sessionKeys);
  if (!userId) throw new NotFoundError('This unsubscribe link is not valid.');
  await deps.models.User.update({ trialEmailsStoppedAt: deps.clock.now() }, { where: { id: userId, trialEmailsStoppedAt: null } });
  deps.userChanges.userChanged(userId);
}

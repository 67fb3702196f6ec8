import { QueryTypes } from 'sequelize';
import type { Locale } from '@stillpoint/sdk/catalog';
import type { PushMessage } from '../../contract/push';
import { apiText } from '../mailMessages/apiText';
import type { ServiceDeps } from '../deps';
import { sendToUser } from './pushDevices';

// Raw SQL (docs/how-to.md): push_reminders has no model; the claim is one UPDATE … SKIP LOCKED across users, devices and the log.

/** How late a reminder may still go out after its time (a process that was down, a slow queue); later, that day's is skipped. */
export const REMINDER_WINDOW_MINUTES = 60;

/** The reminder, in the account's language. */
export const reminderMessage = (locale: Locale = 'en'): PushMessage => ({
  title: apiText(locale, 'reminderTitle'),
  body: apiText(locale, 'reminderBody'),
  tag: 'stillpoint-reminder',
  url: '/app',
});

/**
 * The reminders due at `now`, claimed for this process: each (user, local day) once, whichever process asks (the
 * UPDATE marks the day, and SKIP LOCKED keeps a second process off the row meanwhile). Due means: on, today (in the
 * user's zone) is one of its days, its time has come within the last hour, none was claimed for today yet, the user
 * has a device, and has completed no session today.
 */
export async function claimDueReminders(deps: ServiceDeps, now: Date, limit = 500): Promise<{ userId: string; day: string }[]> {
  return deps.sequelize.query<{ userId: string; day: string }>(
    `WITH local AS (
       SELECT r.user_id, u.time_zone, (CAST(:now AS timestamptz) AT TIME ZONE u.time_zone) AS at, r.minute_of_day, r.days, r.last_sent_on
         FROM push_reminders r JOIN users u ON u.id = r.user_id
        WHERE r.enabled
     ), due AS (
       SELECT local.user_id, local.at::date AS day FROM local JOIN push_reminders r ON r.user_id = local.user_id
        WHERE CAST(extract(isodow FROM local.at) AS smallint) = ANY(local.days)
          AND extract(hour FROM local.at) * 60 + extract(minute FROM local.at) BETWEEN local.minute_of_day AND local.minute_of_day + :window - 1
          AND (local.last_sent_on IS NULL OR local.last_sent_on < local.at::date)
          AND EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.user_id = local.user_id)
          AND NOT EXISTS (
            SELECT 1 FROM session_log_entries e
             WHERE e.user_id = local.user_id AND e.completed
               AND e.occurred_at >= (date_trunc('day', local.at) AT TIME ZONE local.time_zone) AND e.occurred_at <= :now)
        ORDER BY local.user_id LIMIT :limit
        FOR UPDATE OF r SKIP LOCKED
     )
     UPDATE push_reminders r SET last_sent_on = due.day FROM due
      WHERE r.user_id = due.user_id AND (r.last_sent_on IS NULL OR r.last_sent_on < due.day)
      RETURNING r.user_id AS "userId", to_char(due.day, 'YYYY-MM-DD') AS day`,
    { replacements: { now, limit, window: REMINDER_WINDOW_MINUTES }, type: QueryTypes.SELECT },
  );
}

/** Sends one claimed reminder, in the account's language, to every device of the user; answers how many received it. */
export async function sendReminder(deps: ServiceDeps, userId: string): Promise<number> {
  const user = await deps.models.User.findByPk(userId, { attributes: ['locale'] });
  const { sent } = await sendToUser(deps, userId, reminderMessage(user?.locale));
  return sent;
}

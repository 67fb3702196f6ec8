import { QueryTypes } from 'sequelize';
import { DEFAULT_REMINDER, NO_PUSH_DEVICE } from '../../contract/messages';
import type { PushMessage, PushStatus, PushSubscriptionJson, ReminderSettings } from '../../contract/push';
import { ConflictError, InvalidInputError } from '../../errors';
import type { ServiceDeps } from '../deps';
import type { PushTarget } from './pushSender';

// Raw SQL (docs/how-to.md): push_subscriptions and push_reminders have no model; the subscribe is a capped upsert in one statement.

/** Every device of one account, at most: a browser subscribing again replaces its row, so more means abuse. */
export const MAX_DEVICES_PER_ACCOUNT = 20;

interface StoredDevice extends PushTarget {
  readonly id: string;
  readonly createdAt: Date;
}

/**
 * Stores a browser's subscription for the user. The endpoint is the key: the same browser signed in to another
 * account now receives that account's notifications, not the old one's.
 */
export async function subscribe(deps: ServiceDeps, userId: string, subscription: PushSubscriptionJson): Promise<void> {
  const problem = deps.push.endpointProblem(subscription.endpoint);
  if (problem) throw new InvalidInputError(problem);
  const rows = await deps.sequelize.transaction(async (transaction) => {
    // One subscribe per account at a time: the count below is then of every device committed before this one. In
    // one statement it would be of the statement's snapshot, and devices subscribing at once all passed (27 of 30).
    // NO KEY UPDATE leaves the rows that refer to the user (its log, its sessions) free to be written meanwhile.
    await deps.models.User.findByPk(userId, { attributes: ['id'], lock: transaction.LOCK.NO_KEY_UPDATE, transaction });
    return deps.sequelize.query<{ id: string }>(
      `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth)
         SELECT :userId, :endpoint, :p256dh, :auth
          WHERE (SELECT count(*) FROM push_subscriptions WHERE user_id = :userId AND endpoint <> :endpoint) < :max
       ON CONFLICT (endpoint) DO UPDATE SET user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth
       RETURNING id`,
      { replacements: { userId, endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth, max: MAX_DEVICES_PER_ACCOUNT }, type: QueryTypes.SELECT, transaction },
    );
  });
  if (rows.length === 0) throw new ConflictError(`Notifications are on for ${MAX_DEVICES_PER_ACCOUNT} devices already: turn them off on one you no longer use.`);
}

/** Forgets one device of the user (its endpoint), or all of them. */
export async function unsubscribe(deps: ServiceDeps, userId: string, endpoint?: string): Promise<void> {
  await deps.sequelize.query(`DELETE FROM push_subscriptions WHERE user_id = :userId${endpoint ? ' AND endpoint = :endpoint' : ''}`, { replacements: { userId, endpoint: endpoint ?? null } });
}

const pad = (value: number) => String(value).padStart(2, '0');
const timeOf = (minute: number) => `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
const minuteOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export async function reminderOf(deps: ServiceDeps, userId: string): Promise<ReminderSettings> {
  const rows = await deps.sequelize.query<{ enabled: boolean; minute_of_day: number; days: number[] }>('SELECT enabled, minute_of_day, days FROM push_reminders WHERE user_id = :userId', {
    replacements: { userId },
    type: QueryTypes.SELECT,
  });
  const row = rows[0];
  return row ? { enabled: row.enabled, time: timeOf(row.minute_of_day), days: [...row.days].sort() } : { ...DEFAULT_REMINDER, days: [...DEFAULT_REMINDER.days] };
}

/**
 * Sets the daily reminder. A change of time or days made after today's reminder was sent does not send a second
 * one today (last_sent_on stays).
 */
export async function setReminder(deps: ServiceDeps, userId: string, settings: ReminderSettings): Promise<ReminderSettings> {
  await deps.sequelize.query(
    `INSERT INTO push_reminders (user_id, enabled, minute_of_day, days) VALUES (:userId, :enabled, :minute, CAST(:days AS smallint[]))
     ON CONFLICT (user_id) DO UPDATE SET enabled = EXCLUDED.enabled, minute_of_day = EXCLUDED.minute_of_day, days = EXCLUDED.days, updated_at = now()`,
    { replacements: { userId, enabled: settings.enabled, minute: minuteOf(settings.time), days: `{${[...settings.days].sort().join(',')}}` } },
  );
  return reminderOf(deps, userId);
}

/** The account's devices (MAX_DEVICES_PER_ACCOUNT at most), oldest first. */
const devicesOf = (deps: ServiceDeps, userId: string) =>
  deps.sequelize.query<StoredDevice>('SELECT id, endpoint, p256dh, auth, created_at AS "createdAt" FROM push_subscriptions WHERE user_id = :userId ORDER BY created_at', {
    replacements: { userId },
    type: QueryTypes.SELECT,
  });

export async function pushStatus(deps: ServiceDeps, userId: string): Promise<PushStatus> {
  const [devices, reminder] = await Promise.all([devicesOf(deps, userId), reminderOf(deps, userId)]);
  return { enabled: devices.length > 0, deviceCount: devices.length, reminder };
}

/** The account's devices as the data export lists them: each push service address, and since when. */
export const pushDevicesOf = async (deps: ServiceDeps, userId: string) => (await devicesOf(deps, userId)).map(({ endpoint, createdAt }) => ({ endpoint, createdAt }));

/**
 * Sends one message to every device of the user, one after the other. A subscription its push service calls gone
 * (404, 410) is deleted; any other failure is logged and that device skipped. Answers how many received it.
 */
export async function sendToUser(deps: ServiceDeps, userId: string, message: PushMessage): Promise<{ devices: number; sent: number }> {
  const targets = await devicesOf(deps, userId);
  let sent = 0;
  for (const target of targets) {
    try {
      if ((await deps.push.send(target, message)) === 'sent') sent += 1;
      else await deps.sequelize.query('DELETE FROM push_subscriptions WHERE id = :id', { replacements: { id: target.id } });
    } catch (error) {
      deps.log.error(`[push] could not send to ${new URL(target.endpoint).host}`, error);
    }
  }
  return { devices: targets.length, sent };
}

export const TEST_MESSAGE: PushMessage = {
  title: 'Stillpoint',
  body: 'Notifications work on this device. Reminders will look like this.',
  tag: 'stillpoint-test',
  url: '/app',
};

/** POST /api/push/test: the test notification to every device of the user. */
export async function sendTest(deps: ServiceDeps, userId: string): Promise<{ message: string; sent: number }> {
  const { sent } = await sendToUser(deps, userId, TEST_MESSAGE);
  if (sent === 0) throw new ConflictError(NO_PUSH_DEVICE);
  return { message: `Test notification sent to ${sent} ${sent === 1 ? 'device' : 'devices'}.`, sent };
}

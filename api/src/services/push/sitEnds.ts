import { QueryTypes } from 'sequelize';
import type { Locale } from '@stillpoint/sdk/catalog';
import { END_PUSH_MIN_SECONDS, type PushMessage, type RunningSit } from '../../contract';
import { apiText } from '../mailMessages/apiText';
import { InvalidInputError, NotFoundError } from '../../errors';
import type { ServiceDeps } from '../deps';
import { recordEntry, MAX_FUTURE_MS } from '../sessionLog';
import { sendToUser } from './pushDevices';

// Raw SQL (docs/how-to.md): running_sits has no model; due sits are claimed with UPDATE … SKIP LOCKED RETURNING.

/** How late a sit's end may still be pushed (a process that was down): later, the page has long said or lost it. */
export const SIT_END_WINDOW_MINUTES = 60;

/** The message at a sit's end, in the account's language: opening it shows the sit complete in the app (the service worker opens `url`). */
export const sitEndMessage = (id: string, locale: Locale = 'en'): PushMessage => ({ title: apiText(locale, 'sitEndTitle'), body: apiText(locale, 'sitEndBody'), tag: `stillpoint-sit-${id}`, url: `/app/session?ended=${id}` });

/**
 * Keeps (or moves) the sit `id` of the user: its end push is due at `ends_at` (none while paused). A sit shorter than
 * five minutes, or a user with no device, gets none, and nothing is kept. Answers when the push will come.
 * An id of another user's sit is not found (404), as a sit already ended is.
 */
export async function keepRunningSit(deps: ServiceDeps, userId: string, id: string, sit: RunningSit): Promise<{ id: string; pushAt: string | null }> {
  const now = deps.clock.now().getTime();
  if (sit.started_at.getTime() > now + MAX_FUTURE_MS) throw new InvalidInputError('started_at: must not be in the future.');
  if (sit.ends_at && sit.ends_at.getTime() < sit.started_at.getTime()) throw new InvalidInputError('ends_at: must not be before started_at.');
  if (sit.ends_at && sit.ends_at.getTime() > now + 2 * 24 * 3_600_000) throw new InvalidInputError('ends_at: must be within two days.');
  const [device] = await deps.sequelize.query('SELECT 1 FROM push_subscriptions WHERE user_id = :userId LIMIT 1', { replacements: { userId }, type: QueryTypes.SELECT });
  const owner = await deps.sequelize.query<{ userId: string; claimed: boolean }>('SELECT user_id AS "userId", claimed_at IS NOT NULL AS claimed FROM running_sits WHERE id = :id', {
    replacements: { id },
    type: QueryTypes.SELECT,
  });
  if (owner[0] && (owner[0].userId !== userId || owner[0].claimed)) throw new NotFoundError('No such running sit.');
  if (sit.duration < END_PUSH_MIN_SECONDS || !device) return { id, pushAt: null };
  await deps.sequelize.query(
    `INSERT INTO running_sits (id, user_id, session_type, technique, duration_seconds, mood_tag, started_at, ends_at)
     VALUES (:id, :userId, :sessionType, :technique, :duration, :moodTag, :startedAt, :endsAt)
     ON CONFLICT (id) DO UPDATE SET ends_at = EXCLUDED.ends_at, updated_at = now()
      WHERE running_sits.user_id = EXCLUDED.user_id AND running_sits.claimed_at IS NULL`,
    {
      replacements: { id, userId, sessionType: sit.session_type, technique: sit.technique, duration: sit.duration, moodTag: sit.mood_tag ?? null, startedAt: sit.started_at, endsAt: sit.ends_at },
    },
  );
  return { id, pushAt: sit.ends_at?.toISOString() ?? null };
}

/** The page reported the sit's end or its stop: no push comes. Not found (404) when it is not the user's, or already pushed. */
export async function cancelRunningSit(deps: ServiceDeps, userId: string, id: string): Promise<void> {
  const [, deleted] = await deps.sequelize.query('DELETE FROM running_sits WHERE id = :id AND user_id = :userId AND claimed_at IS NULL', { replacements: { id, userId } });
  if (!(deleted as { rowCount?: number }).rowCount) throw new NotFoundError('No such running sit.');
}

/** The sits whose end is due at `now`, claimed for this process (each once, whichever process asks first). */
export async function claimDueSitEnds(deps: ServiceDeps, now: Date, limit = 500): Promise<{ id: string }[]> {
  return deps.sequelize.query<{ id: string }>(
    `UPDATE running_sits SET claimed_at = :now
      WHERE id IN (
        SELECT id FROM running_sits
         WHERE claimed_at IS NULL AND ends_at <= :now AND ends_at > CAST(:now AS timestamptz) - make_interval(mins => :window)
         ORDER BY ends_at LIMIT :limit FOR UPDATE SKIP LOCKED)
      RETURNING id`,
    { replacements: { now, limit, window: SIT_END_WINDOW_MINUTES }, type: QueryTypes.SELECT },
  );
}

/** The earliest end of a sit not yet claimed that falls after `now` and within `withinMs` of it, if any. */
export async function nextSitEnd(deps: ServiceDeps, now: Date, withinMs: number): Promise<Date | null> {
  const [next] = await deps.sequelize.query<{ endsAt: Date | null }>(
    'SELECT min(ends_at) AS "endsAt" FROM running_sits WHERE claimed_at IS NULL AND ends_at > :now AND ends_at <= :until',
    { replacements: { now, until: new Date(now.getTime() + withinMs) }, type: QueryTypes.SELECT },
  );
  return next?.endsAt ? new Date(next.endsAt) : null;
}

/**
 * A claimed sit's end: logged as completed under its client id (the page's own completion, sent later, finds it
 * there and adds nothing), then pushed to every device of the user. Answers how many devices received it.
 */
export async function sendSitEnd(deps: ServiceDeps, id: string): Promise<number> {
  const [sit] = await deps.sequelize.query<{ userId: string; sessionType: 'breathing' | 'meditation'; technique: string; duration: number; moodTag: string | null; startedAt: Date; locale: Locale }>(
    `SELECT s.user_id AS "userId", s.session_type AS "sessionType", s.technique, s.duration_seconds AS duration, s.mood_tag AS "moodTag", s.started_at AS "startedAt", u.locale
       FROM running_sits s JOIN users u ON u.id = s.user_id WHERE s.id = :id`,
    { replacements: { id }, type: QueryTypes.SELECT },
  );
  if (!sit) return 0;
  await recordEntry(deps, sit.userId, { id, session_type: sit.sessionType, technique: sit.technique, duration: sit.duration, completed: true, mood_tag: sit.moodTag, timestamp: new Date(sit.startedAt) });
  const { sent } = await sendToUser(deps, sit.userId, sitEndMessage(id, sit.locale));
  await deps.sequelize.query('DELETE FROM running_sits WHERE id = :id', { replacements: { id } });
  return sent;
}

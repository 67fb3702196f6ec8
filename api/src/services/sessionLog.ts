import { randomUUID } from 'node:crypto';
import { QueryTypes, Transaction } from 'sequelize';
import type { SessionLogEntry, UserValues } from '../db/models';
import { ConflictError, ForbiddenError, InvalidInputError } from '../errors';
import type { ServiceDeps } from './deps';
import { computeStreaks } from './streaks';
import { localDate } from '../contract/timeZone';
import { STATS_DISABLED } from '../contract/messages';
import type { LogEntryInput } from '../contract/sessions';

export function logEntryJson(entry: SessionLogEntry) {
  return {
    id: entry.id,
    session_type: entry.sessionType,
    technique: entry.technique,
    title: entry.title,
    duration: entry.durationSeconds,
    planned_duration: entry.plannedDurationSeconds,
    completed: entry.completed,
    mood_tag: entry.moodTag,
    timestamp: entry.occurredAt.toISOString(),
  };
}

/** Entries may be stamped a little ahead of the server's clock (a phone's clock runs fast), never further. */
export const MAX_FUTURE_MS = 5 * 60 * 1000;

/**
 * One statement that cannot race: of parallel replays of one entry exactly one inserts it and gets it back,
 * the others get no row (a look-up then an insert let two replays both miss and one fail on the key: a 500).
 */
const INSERT_ENTRY_SQL = `INSERT INTO session_log_entries (id, user_id, session_type, technique, title, duration_seconds, planned_duration_seconds, completed, mood_tag, occurred_at)
  VALUES (:id, :userId, :sessionType, :technique, :title, :durationSeconds, :plannedDurationSeconds, :completed, :moodTag, :occurredAt)
  ON CONFLICT (id) DO NOTHING RETURNING *`;

/**
 * Records one session, completed or ended early (with the seconds practised). A client id makes the call idempotent: the hosted app sends
 * entries through an outbox that may repeat a request whose answer it never saw.
 */
export async function recordEntry(deps: ServiceDeps, userId: string, input: LogEntryInput): Promise<{ created: boolean; entry: SessionLogEntry }> {
  const { SessionLogEntry } = deps.models;
  if (input.timestamp && input.timestamp.getTime() > deps.clock.now().getTime() + MAX_FUTURE_MS) {
    throw new InvalidInputError('timestamp: must not be in the future.');
  }
  const values = {
    id: input.id ?? randomUUID(),
    userId,
    sessionType: input.session_type,
    technique: input.technique,
    title: input.title ?? null,
    durationSeconds: input.duration,
    plannedDurationSeconds: input.planned_duration ?? null,
    completed: input.completed,
    moodTag: input.mood_tag ?? null,
    occurredAt: input.timestamp ?? deps.clock.now(),
  };
  // A model cannot say INSERT … ON CONFLICT DO NOTHING answering the row that was already there.
  const [inserted] = await deps.sequelize.query<SessionLogEntry>(INSERT_ENTRY_SQL, { replacements: values, model: SessionLogEntry, mapToModel: true, type: QueryTypes.SELECT });
  if (inserted) return { created: true, entry: inserted };
  // A replay: the entry is stored (committed, by this request's predecessor or a parallel twin).
  const stored = await SessionLogEntry.findByPk(values.id);
  if (!stored || stored.userId !== userId) throw new ConflictError('This log entry id is already taken.');
  return { created: false, entry: stored };
}

export async function listEntries(deps: ServiceDeps, userId: string, limit: number) {
  const rows = await deps.models.SessionLogEntry.findAll({ where: { userId }, order: [['occurredAt', 'DESC']], limit });
  return rows.map(logEntryJson);
}

export const STATS_WINDOW_DAYS = 30;
/** The practice calendar covers the last 16 weeks (today included). */
export const PRACTICE_DAYS_SHOWN = 16 * 7;

/**
 * Streaks and the last 30 days' totals in the user's zone; refused while both tracking preferences are off.
 * Minutes count every logged sit, those ended early with the seconds practised: the time was sat. Sessions counted
 * are the completed ones. A day counts towards the streak with a completed session, or with any logged sit while
 * the user lets partial sits count (the default: see the README's Decisions).
 */
export async function userStats(deps: ServiceDeps, user: UserValues) {
  if (!user.streakTrackingEnabled && !user.monthlyStatsEnabled) throw new ForbiddenError(STATS_DISABLED);
  const now = deps.clock.now();
  // One snapshot for both reads: a sit stored between them would be counted in the totals and not in the streak.
  const { days, totals } = await deps.sequelize.transaction({ isolationLevel: Transaction.ISOLATION_LEVELS.REPEATABLE_READ }, async (transaction) => {
    // A model cannot say the group by the user's local day (AT TIME ZONE) nor the aggregates' FILTER below.
    const days = await deps.sequelize.query<{ day: string; sessions: number; seconds: number; streak: boolean }>(
      `SELECT to_char(occurred_at AT TIME ZONE :zone, 'YYYY-MM-DD') AS day, count(*)::int AS sessions, sum(duration_seconds)::int AS seconds,
              bool_or(completed OR :partialCounts) AS streak
         FROM session_log_entries WHERE user_id = :userId AND occurred_at <= :now
        GROUP BY 1 ORDER BY 1`,
      { replacements: { zone: user.timeZone, userId: user.id, now, partialCounts: user.partialSitsCountForStreak }, type: QueryTypes.SELECT, transaction },
    );
    const [totals] = await deps.sequelize.query<{ breathing: number; meditation_seconds: number }>(
      `SELECT count(*) FILTER (WHERE session_type = 'breathing' AND completed)::int AS breathing,
              coalesce(sum(duration_seconds) FILTER (WHERE session_type = 'meditation'), 0)::int AS meditation_seconds
         FROM session_log_entries
        WHERE user_id = :userId AND occurred_at > :since AND occurred_at <= :now`,
      { replacements: { userId: user.id, now, since: new Date(now.getTime() - STATS_WINDOW_DAYS * 24 * 60 * 60 * 1000) }, type: QueryTypes.SELECT, transaction },
    );
    return { days, totals };
  });
  const today = localDate(now, user.timeZone);
  const streaks = computeStreaks(
    days.filter((row) => row.streak).map((row) => row.day),
    today,
  );
  const firstShown = localDate(new Date(now.getTime() - (PRACTICE_DAYS_SHOWN - 1) * 24 * 60 * 60 * 1000), user.timeZone);
  return {
    ...streaks,
    monthlyStats: {
      totalBreathingSessions: totals?.breathing ?? 0,
      totalMeditationMinutes: Math.round((totals?.meditation_seconds ?? 0) / 60),
    },
    practiceDays: days.filter((row) => row.day >= firstShown).map((row) => ({ date: row.day, sessions: row.sessions, minutes: Math.round(row.seconds / 60) })),
  };
}

/**
 * The share of sessions the user finished over their latest 100 log entries, by technique (or preset id)
 * and by session type: the recommender's `completionRate` accepts either key.
 */
export async function completionRates(deps: ServiceDeps, userId: string): Promise<Record<string, number>> {
  // A model cannot say two groupings of one CTE's latest 100 rows.
  const rows = await deps.sequelize.query<{ key: string; rate: number }>(
    `WITH latest AS (
       SELECT technique, session_type, completed FROM session_log_entries
        WHERE user_id = :userId ORDER BY occurred_at DESC LIMIT 100)
     SELECT session_type AS key, avg(completed::int)::float8 AS rate FROM latest GROUP BY session_type
     UNION ALL
     SELECT technique AS key, avg(completed::int)::float8 AS rate FROM latest GROUP BY technique`,
    { replacements: { userId }, type: QueryTypes.SELECT },
  );
  return Object.fromEntries(rows.map((row) => [row.key, row.rate]));
}

import * as z from 'zod';
import { EARLIEST_LOG_TIME, sessionType } from './sessions';
import { name, text } from './fields';

/** The shortest sit whose end is pushed: shorter ones end before a locked phone would matter. */
export const END_PUSH_MIN_SECONDS = 5 * 60;

const instant = z.iso
  .datetime({ offset: true, error: 'must be an ISO 8601 date and time' })
  .transform((value) => new Date(value))
  .refine((date) => date.getTime() >= EARLIEST_LOG_TIME.getTime(), 'must not be before 2000-01-01.');

/**
 * PUT /api/sessions/running/{id}: a sit running on a page, under the client id its log entry will carry, so its end
 * reaches the user when the page cannot (a locked phone, a frozen tab): a push at `ends_at`, and the sit logged as
 * completed. Sent again with a new `ends_at` when it resumes after a pause, with `ends_at: null` while paused.
 */
export const runningSitBody = z.strictObject({
  session_type: sessionType,
  technique: name(64),
  /** The planned length in seconds (what the log records once it completes). */
  duration: z.number('must be a number of seconds').int('must be a whole number of seconds').min(1, 'must be at least 1 second').max(24 * 60 * 60, 'must be at most one day (86400 seconds)'),
  mood_tag: text.trim().max(32, 'must be at most 32 characters').nullable().optional(),
  started_at: instant,
  ends_at: instant.nullable(),
});
export type RunningSitBody = z.input<typeof runningSitBody>;
export type RunningSit = z.infer<typeof runningSitBody>;

/** The answer: whether a push will come at its end (a sit of 5 minutes or more, running, with a device to send to). */
export const runningSitAnswer = z.object({ id: z.uuid(), pushAt: z.iso.datetime().nullable() });
export type RunningSitAnswer = z.infer<typeof runningSitAnswer>;

/** The notification at a sit's end; `url` opens the app, which shows the sit complete. */
export const SIT_END_TITLE = 'Your sit is complete';
export const SIT_END_BODY = 'Well done. Take a moment before you get up.';

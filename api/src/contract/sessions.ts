import { breathingConfigSchema, meditationConfigSchema, type BreathingConfig, type MeditationConfig } from '@stillpoint/sdk/catalog';
import * as z from 'zod';
import { name, text } from './fields';

export const sessionType = z.enum(['breathing', 'meditation'], 'must be "breathing" or "meditation"');
export type SessionType = z.infer<typeof sessionType>;

/**
 * POST /api/sessions. The config is checked by the API with the catalog schema of its type (the same
 * the builders use), which names every wrong setting; here it is only "some value".
 */
export const createSessionBody = z.strictObject({
  name: name(100),
  type: sessionType,
  config: z.unknown(),
  // Saved sessions are always created idle (core-app §3); the field is accepted so clients may echo it.
  state: z.literal('idle', 'must be "idle" for a new session').optional(),
});

/** PATCH /api/sessions/:id: a new name. */
export const renameSessionBody = z.strictObject({ name: name(100) });

const savedSessionFields = {
  id: z.uuid(),
  name: z.string(),
  state: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
};

/**
 * A saved session, as GET /api/sessions lists it and POST /api/sessions answers it: its config is the
 * catalog's config of its type (the API checked it with that schema when it was saved), so a client
 * reads it by `type` without casting.
 */
export const savedSessionAnswer = z.discriminatedUnion('type', [
  z.object({ ...savedSessionFields, type: z.literal('breathing'), config: breathingConfigSchema }),
  z.object({ ...savedSessionFields, type: z.literal('meditation'), config: meditationConfigSchema }),
]);

/**
 * The log holds sessions done with the app, so nothing before 2000 (and, in the API, nothing ahead of
 * its clock). The bound also keeps out dates PostgreSQL cannot store: JavaScript and zod accept the
 * year 0000, which PostgreSQL (1 BC, then AD 1) refuses.
 */
export const EARLIEST_LOG_TIME = new Date('2000-01-01T00:00:00Z');

const seconds = z
  .number('must be a number of seconds')
  .int('must be a whole number of seconds')
  .min(0, 'must not be negative')
  .max(24 * 60 * 60, 'must be at most one day (86400 seconds)');

/**
 * A sit ended early is logged once it lasted this long: a press of End in the first minute is a change of mind
 * (or a mistake), not practice, and is kept out of the log and the totals.
 */
export const MIN_LOGGED_PARTIAL_SECONDS = 60;

/**
 * POST /api/sessions/log: one session, completed or ended early; `id` (the client's) makes a retry harmless.
 * `duration` is the seconds practised; `planned_duration` the seconds planned and `title` the session's own name,
 * both optional (older clients send neither).
 */
export const logEntryBody = z
  .strictObject({
    id: z.uuid('must be a UUID').optional(),
    session_type: sessionType,
    technique: name(64),
    title: name(100).nullable().optional(),
    duration: seconds,
    planned_duration: seconds.nullable().optional(),
    completed: z.boolean('must be true or false').default(true),
    mood_tag: text.trim().max(32, 'must be at most 32 characters').nullable().optional(),
    timestamp: z.iso
      .datetime({ offset: true, error: 'must be an ISO 8601 date and time' })
      .transform((value) => new Date(value))
      .refine((date) => date.getTime() >= EARLIEST_LOG_TIME.getTime(), 'must not be before 2000-01-01.')
      .optional(),
  })
  .refine((entry) => entry.completed || entry.duration >= MIN_LOGGED_PARTIAL_SECONDS, {
    path: ['duration'],
    message: `must be at least ${MIN_LOGGED_PARTIAL_SECONDS} seconds for a session ended early (shorter ones are not logged)`,
  });

/** An entry of the session log, as POST and GET /api/sessions/log answer it. */
export const logEntryAnswer = z.object({
  id: z.uuid(),
  session_type: sessionType,
  technique: z.string(),
  /** The session's own name, null when the client did not say (History then names it by its technique). */
  title: z.string().nullable(),
  duration: z.number().int(),
  /** The seconds planned, null when the client did not say. */
  planned_duration: z.number().int().nullable(),
  completed: z.boolean(),
  mood_tag: z.string().nullable(),
  timestamp: z.iso.datetime(),
});

/** A session's type and the catalog's config of that type, as a saved session pairs them. */
export type TypedConfig = { type: 'breathing'; config: BreathingConfig } | { type: 'meditation'; config: MeditationConfig };
/** What the app sends: the config typed by its kind (the API checks it against the same catalog schemas). */
export type CreateSessionBody = Omit<z.input<typeof createSessionBody>, 'type' | 'config'> & TypedConfig;
export type RenameSessionBody = z.input<typeof renameSessionBody>;
export type SavedSession = z.infer<typeof savedSessionAnswer>;
export type LogEntryBody = z.input<typeof logEntryBody>;
/** A log entry as parsed (its timestamp a Date): what the service records. */
export type LogEntryInput = z.infer<typeof logEntryBody>;
export type LogEntry = z.infer<typeof logEntryAnswer>;

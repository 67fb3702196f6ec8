import * as z from 'zod';
import { isTimeZone } from '../services/timeZone';

/** Shared field schemas: every route body is a strict object, so an unknown field is an error, not ignored. */
export const email = z
  .string({ error: 'must be an e-mail address' })
  .trim()
  .max(254, 'must be at most 254 characters')
  .pipe(z.email('must be a valid e-mail address'));

export const newPassword = z
  .string({ error: 'must be text' })
  .min(8, 'must be at least 8 characters')
  .max(256, 'must be at most 256 characters');

export const anyPassword = z.string({ error: 'must be text' }).min(1, 'is required').max(1024, 'must be at most 1024 characters');

/**
 * Text that is stored. NUL cannot be: PostgreSQL text refuses it, and Sequelize would instead escape it
 * into a backslash and a zero, silently storing something other than what was sent.
 */
export const text = z.string({ error: 'must be text' }).refine((value) => !value.includes('\u0000'), 'must not contain the NUL character');

export const name = (max: number) =>
  text
    .trim()
    .min(1, 'must not be blank')
    .max(max, `must be at most ${max} characters`);

export const timeZone = z.string({ error: 'must be text' }).max(64).refine(isTimeZone, 'must be an IANA time zone such as "Europe/Amsterdam"');

export const uuidParam = z.object({ id: z.uuid('must be a session id') });

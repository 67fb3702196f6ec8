import * as z from 'zod';
import { LOCALES } from '@stillpoint/sdk/catalog';
import { MIN_PASSWORD_LENGTH } from './messages';
import { canonicalTimeZone, isTimeZone } from './timeZone';

/** Shared field schemas: every route body is a strict object, so an unknown field is an error, not ignored. */
export const email = z
  .string({ error: 'must be an e-mail address' })
  .trim()
  .max(254, 'must be at most 254 characters')
  .pipe(z.email('must be a valid e-mail address'));

export const newPassword = z
  .string({ error: 'must be text' })
  .min(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(256, 'must be at most 256 characters');

export const anyPassword = z.string({ error: 'must be text' }).min(1, 'is required').max(1024, 'must be at most 1024 characters');

/**
 * Bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069) change the order in
 * which text is shown: a name carrying one displays as something else in an e-mail or a list. Marks
 * (U+200E, U+200F) and joiners are left alone: right-to-left names and some scripts need them.
 */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;

/**
 * What draws nothing: controls, format characters (zero-width space and joiners, word joiner, BOM, ...),
 * separators, and the letters and symbols that render blank (Hangul fillers, the braille blank).
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Z}\u115F\u1160\u3164\uFFA0\u2800]/gu;

const hasVisibleCharacter = (value: string) => value.replace(INVISIBLE, '').length > 0;

/**
 * Text that is stored. NUL cannot be: PostgreSQL text refuses it, and Sequelize would instead escape it
 * into a backslash and a zero, silently storing something other than what was sent.
 */
export const text = z
  .string({ error: 'must be text' })
  .refine((value) => !value.includes('\u0000'), 'must not contain the NUL character')
  .refine((value) => !BIDI_CONTROL.test(value), 'must not contain bidirectional override characters (U+202A-U+202E, U+2066-U+2069)');

/** Text that is required and shown back: it must draw something (a name of zero-width characters is blank). */
const visibleText = (max: number) =>
  text
    .trim()
    .min(1, { error: 'must not be blank', abort: true })
    .max(max, `must be at most ${max} characters`)
    .refine(hasVisibleCharacter, 'must contain a visible character');

/** Whether the text holds a control character other than `allowed` (NUL is refused by `text` already, so it is not named twice). */
const hasControlBesides = (allowed: string) => (value: string) => [...value].some((char) => /\p{Cc}/u.test(char) && char !== '\u0000' && !allowed.includes(char));

/** A name or a subject: one line of visible text. */
export const name = (max: number) => visibleText(max).refine((value) => !hasControlBesides('')(value), 'must be one line, without control characters');

/** A message: visible text over any number of lines. */
export const paragraph = (max: number) =>
  visibleText(max).refine((value) => !hasControlBesides('\n\r\t')(value), 'must not contain control characters other than line breaks and tabs');

/** An IANA zone; an old name ("Europe/Kiev") is taken and kept under its canonical one ("Europe/Kyiv"). */
export const timeZone = z.string({ error: 'must be text' }).max(64).refine(isTimeZone, 'must be an IANA time zone such as "Europe/Amsterdam"').transform(canonicalTimeZone);

/** One of the languages the catalogs are written in ("de"), as the account keeps it. */
export const locale = z.enum(LOCALES, `must be one of ${LOCALES.join(', ')}`);

export const uuidParam = z.object({ id: z.uuid('must be a session id') });

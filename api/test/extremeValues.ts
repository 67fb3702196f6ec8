import { createHash } from 'node:crypto';
import fc from 'fast-check';

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/**
 * ISO 8601 date-times that look right, of any year 0000-9999, any offset, and days a month may not have:
 * the shape zod's datetime accepts, with the values a database may not (the year 0000 answered 500).
 * Half the years are boundaries (0000, 0001, 1969, 1970, 1999, 2000, 9999).
 */
export const isoDateAnyYear = fc
  .record({
    year: fc.oneof(fc.constantFrom(0, 1, 1969, 1970, 1999, 2000, 9999), fc.integer({ min: 0, max: 9999 })),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
    hour: fc.integer({ min: 0, max: 23 }),
    minute: fc.integer({ min: 0, max: 59 }),
    second: fc.integer({ min: 0, max: 59 }),
    fraction: fc.constantFrom('', '.0', '.999', '.123456789'),
    offset: fc.constantFrom('Z', '+00:00', '+14:00', '-12:00', '+05:30', '-00:00'),
  })
  .map((d) => `${pad(d.year, 4)}-${pad(d.month, 2)}-${pad(d.day, 2)}T${pad(d.hour, 2)}:${pad(d.minute, 2)}:${pad(d.second, 2)}${d.fraction}${d.offset}`);

/** Any instant JavaScript can hold, as toISOString writes it (six-digit and negative years included). */
export const isoDateAnyInstant = fc.date({ noInvalidDate: true }).map((date) => date.toISOString());

/** Numbers at the edges: huge, tiny, negative zero, just past the integer ranges of JavaScript and PostgreSQL. */
export const extremeNumber = fc.oneof(
  fc.constantFrom(0, -0, 1, -1, 86_400, 86_401, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 2, 1e21, 1e308, -1e308, Number.MIN_VALUE, 0.5, 1e-7),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Characters that have broken text handling somewhere: NUL, lone surrogates, combining marks, bidi overrides, emoji. */
const awkward = ['\u0000', '\ud800', '\udfff', 'e\u0301', '\u202e', '\u200b', '\ufeff', '😀', '👩‍👩‍👧', '𝔘', 'ß', 'İ', '\n', '\r\n', '\t', '\\', '"', "'", '%00', '<script>', '${x}', "' OR 1=1 --"];

/**
 * Text of thousands of characters that does not repeat. PostgreSQL compresses a value before it checks an
 * index entry's size (about 2.7 kB at most), so a long run of one character fits where this does not: an
 * unchecked field reaching an index answered 500 only for text like this.
 */
export const incompressibleText = (length: number) => {
  let text = '';
  for (let block = 0; text.length < length; block += 1) text += createHash('sha256').update(`incompressible ${block}`).digest('base64url');
  return text.slice(0, length);
};

/** Unicode text of every kind, short and long (up to ~120 kB as UTF-8, past the body limit). */
export const extremeString = fc.oneof(
  fc.string({ minLength: 2_000, maxLength: 6_000, size: 'max' }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.array(fc.constantFrom(...awkward), { maxLength: 8 }).map((parts) => parts.join('')),
  fc.tuple(fc.constantFrom('a', 'é', '😀', '\u0000', ' '), fc.integer({ min: 0, max: 30_000 })).map(([char, count]) => char.repeat(count)),
  fc.tuple(fc.emailAddress(), fc.constantFrom('', 'é', '\u0000', ' ', 'A'.repeat(300))).map(([address, extra]) => `${extra}${address}`),
);

/** A value for any field: extreme strings, numbers and dates, plus ordinary JSON of the wrong kind. */
export const extremeValue: fc.Arbitrary<unknown> = fc.oneof(
  extremeString,
  extremeNumber,
  isoDateAnyYear,
  isoDateAnyInstant,
  fc.uuid(),
  fc.constantFrom(null, true, false, [], {}, 'UTC', 'Europe/Amsterdam', 'Etc/GMT+14', 'breathing', 'meditation', 'box', 'idle'),
  fc.jsonValue({ maxDepth: 2 }),
);

/**
 * JSON texts JSON.stringify cannot write: numbers past double range (parse to Infinity or 0), very long
 * digit strings, deep nesting, duplicate keys.
 */
export const rawJsonText = (fields: readonly string[]) =>
  fc.oneof(
    fc.tuple(fc.constantFrom(...(fields.length ? fields : ['x'])), fc.constantFrom('1e400', '-1e400', '1e-400', '123456789012345678901234567890', '-0.0e0', '9'.repeat(400))).map(([field, number]) => `{"${field}": ${number}}`),
    fc.integer({ min: 1, max: 5000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
    fc.constantFrom(...(fields.length ? fields : ['x'])).map((field) => `{"${field}": 1, "${field}": "two"}`),
  );

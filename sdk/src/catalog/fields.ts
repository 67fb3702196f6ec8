import * as z from 'zod/mini';
import type { Bound } from './bounds';
import { choiceMessage, wholeNumberMessages } from './fieldChecks';

/**
 * Field builders whose every failure message names the field in words a person understands,
 * so a builder, a widget attribute and an API answer can show the message as it is. The messages
 * of whole numbers and choices come from fieldChecks.ts, which the widgets check with.
 */
export function wholeNumber(label: string, bound: Bound, unit = '') {
  const messages = wholeNumberMessages(label, bound, unit);
  const checks: z.core.$ZodCheck<number>[] = [
    // A refinement rather than z.int(): that brings zod's number-format machinery (int32, float64
    // and safe-integer ranges, 0.4 kB gzip) into every bundle with a schema, for a check the bounds
    // below already narrow. Aborting keeps z.int()'s single message for 2.5.
    z.refine<number>(Number.isInteger, { error: messages.notWhole, abort: true }),
    z.gte(bound.min, { error: messages.outOfRange }),
    z.lte(bound.max, { error: messages.outOfRange }),
  ];
  if (bound.step > 1) {
    checks.push(
      z.refine<number>((value) => (value - bound.min) % bound.step === 0, { error: messages.offStep }),
    );
  }
  return z.number({ error: messages.notNumber }).check(...checks);
}

export function fraction(label: string, bound: Bound) {
  const range = `between ${bound.min} and ${bound.max}`;
  return z.number({ error: `${label} must be a number ${range}.` }).check(
    z.gte(bound.min, { error: `${label} must be ${range}.` }),
    z.lte(bound.max, { error: `${label} must be ${range}.` }),
  );
}

export function oneOf<const T extends readonly [string, ...string[]]>(label: string, values: T) {
  return z.enum(values, { error: choiceMessage(label, values) });
}

export function flag(label: string) {
  return z.boolean({ error: `${label} must be true or false.` });
}

export function section<S extends z.core.$ZodLooseShape>(label: string, shape: S) {
  return z.strictObject(shape, { error: `${label} must be an object.` });
}

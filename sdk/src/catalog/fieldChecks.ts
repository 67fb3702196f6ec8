import { BOUNDS, type Bound } from './bounds';
import type { DurationType } from './options';

/**
 * The catalog's field rules and their messages without zod. The schemas (fields.ts) take their
 * messages from here; the widgets, which check a few attribute values on top of a preset the schema
 * already accepts, use the checks themselves rather than carry zod/mini's runtime (5 kB gzip of a
 * 25 kB script). fieldChecks.test.ts holds each check to the schema's verdict and first message.
 */

const rangeOf = (bound: Bound, unit?: string) => `between ${bound.min} and ${bound.max}${unit ? ` ${unit}` : ''}`;

/** The messages of a whole-number field, one for each way a value can miss it. */
export function wholeNumberMessages(label: string, bound: Bound, unit?: string) {
  const range = rangeOf(bound, unit);
  return {
    notNumber: `${label} must be a number ${range}.`,
    notWhole: `${label} must be a whole number ${range}.`,
    outOfRange: `${label} must be ${range}.`,
    offStep: `${label} must be a multiple of ${bound.step}${unit ? ` ${unit}` : ''}.`,
  };
}

/** What is wrong with `value` as a whole number within `bound` (the first thing), or undefined when nothing is. */
export function checkWholeNumber(value: unknown, label: string, bound: Bound, unit?: string): string | undefined {
  const messages = wholeNumberMessages(label, bound, unit);
  if (typeof value !== 'number' || !Number.isFinite(value)) return messages.notNumber;
  if (!Number.isInteger(value)) return messages.notWhole;
  if (value < bound.min || value > bound.max) return messages.outOfRange;
  if (bound.step > 1 && (value - bound.min) % bound.step !== 0) return messages.offStep;
  return undefined;
}

export const choiceMessage = (label: string, choices: readonly string[]) => `${label} must be one of: ${choices.join(', ')}.`;

/** What is wrong with `value` as one of `choices`, or undefined when it is one. */
export function checkChoice(value: unknown, label: string, choices: readonly string[]): string | undefined {
  return typeof value === 'string' && choices.includes(value) ? undefined : choiceMessage(label, choices);
}

/** A breathing duration counts rounds or minutes, each with its own bound (BOUNDS.rounds, BOUNDS.timeMinutes). */
export function durationBound(type: DurationType): { readonly bound: Bound; readonly unit: string } {
  return type === 'rounds' ? { bound: BOUNDS.rounds, unit: 'rounds' } : { bound: BOUNDS.timeMinutes, unit: 'minutes' };
}

export const DURATION_NOT_NUMBER = 'Duration must be a number.';

export const durationMessage = (type: DurationType) => {
  const { bound, unit } = durationBound(type);
  return `Duration must be a whole number ${rangeOf(bound, unit)}.`;
};

/** What is wrong with `value` as a duration of `type`, or undefined when it fits. */
export function checkDuration(type: DurationType, value: unknown): string | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return DURATION_NOT_NUMBER;
  const { bound } = durationBound(type);
  return Number.isInteger(value) && value >= bound.min && value <= bound.max ? undefined : durationMessage(type);
}

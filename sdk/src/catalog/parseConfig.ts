import type * as z from 'zod/mini';
import { breathingConfigSchema, type BreathingConfig } from './breathingConfig';
import { meditationConfigSchema, type MeditationConfig } from './meditationConfig';
import { inSegment } from './segmentRules';

/** One thing wrong with an input: the dotted path of the field and a sentence a user understands. */
export interface FieldError {
  /** The field's dotted path in the input ("customPattern.inhale"), or "(settings)" for the whole input. */
  readonly field: string;
  /** What is wrong and what is accepted, as a sentence ("Inhale must be between 1 and 20 seconds."). */
  readonly message: string;
}

/** A parser's answer: the value (typed, with nothing unknown in it), or every field that is wrong. */
export type ParseResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly errors: readonly FieldError[] };

function pathOf(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/** Turns zod's issues into every field that is wrong, each named, in plain words. */
export function toFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldError[] {
  const errors: FieldError[] = [];
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const field = pathOf([...issue.path, key]);
        errors.push({ field, message: inSegment(issue.path, `"${field}" is not a setting this session knows.`) });
      }
      continue;
    }
    const field = pathOf(issue.path) || '(settings)';
    const message =
      issue.input === undefined && issue.code === 'invalid_type' ? `${field} is required. ${issue.message}` : issue.message;
    errors.push({ field, message: inSegment(issue.path, message) });
  }
  return errors;
}

export function parseWith<T>(schema: z.ZodMiniType<T>, input: unknown): ParseResult<T> {
  // reportInput: an issue carries the value it found, so a field of the wrong type is not called missing.
  const result = schema.safeParse(input, { reportInput: true });
  return result.success ? { ok: true, value: result.data } : { ok: false, errors: toFieldErrors(result.error.issues) };
}

/** Checks an unknown input (a saved config, a request body, a form) as a breathing config; never throws. */
export function parseBreathingConfig(input: unknown): ParseResult<BreathingConfig> {
  return parseWith(breathingConfigSchema, input);
}

/** Checks an unknown input as a meditation config; never throws. */
export function parseMeditationConfig(input: unknown): ParseResult<MeditationConfig> {
  return parseWith(meditationConfigSchema, input);
}

/** A readable one-paragraph summary of the errors, for consoles, toasts and API answers. */
export function describeErrors(errors: readonly FieldError[]): string {
  return errors.map((error) => error.message).join(' ');
}

import fc from 'fast-check';
import type { Bound } from '../src/catalog/bounds';
import { within } from './arbitraries';

/*
 * Test helpers for the "every input the schema rejects names the field" property: for each field the
 * values that must be refused (the valid ones are within() its bound, arbitraries.ts), so a generated
 * mutation always knows which field it broke.
 */

const WRONG_TYPES: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.string(),
  fc.boolean(),
  fc.constant([]),
  fc.constant({}),
);

/** Numbers out of range, fractions, off-step values, non-finite numbers and other types. */
export function badWhole(bound: Bound): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [
    fc.integer({ min: -1_000_000, max: bound.min - 1 }),
    fc.integer({ min: bound.max + 1, max: 1_000_000 }),
    within(bound).map((n) => (n === bound.max ? n - 0.5 : n + 0.5)),
    fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY),
    fc.integer({ min: bound.min, max: bound.max }).map(String),
    WRONG_TYPES,
  ];
  if (bound.step > 1) {
    options.push(fc.integer({ min: bound.min, max: bound.max }).filter((n) => (n - bound.min) % bound.step !== 0));
  }
  return fc.oneof(...options);
}

export function badChoice(choices: readonly string[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.string().filter((s) => !choices.includes(s)),
    fc.constantFrom(...choices).map((c) => c.toUpperCase()).filter((s) => !choices.includes(s)),
    fc.integer(),
    WRONG_TYPES.filter((v) => typeof v !== 'string'),
  );
}

export const badFlag: fc.Arbitrary<unknown> = fc.oneof(fc.constantFrom('true', 'false', 0, 1, null, 'yes'), fc.constant({}));

export const badSection: fc.Arbitrary<unknown> = fc.oneof(fc.constant(null), fc.string(), fc.integer(), fc.boolean(), fc.constant([1, 2]));

/** A key none of the given objects know, safe to assign. */
export function unknownKey(known: readonly string[]): fc.Arbitrary<string> {
  return fc
    .string({ minLength: 1, maxLength: 12 })
    .filter((key) => !known.includes(key) && !['__proto__', 'constructor', 'prototype'].includes(key));
}

/** One field to break: where it is, and what to put there. `required` fields are also broken by removing them. */
export interface FieldRule {
  readonly path: readonly string[];
  readonly bad: fc.Arbitrary<unknown>;
  readonly required: boolean;
}

export interface Mutation {
  readonly input: unknown;
  /** The field the parse error must name. */
  readonly field: string;
}

function cloneWith(base: unknown, path: readonly string[], value: unknown, remove: boolean): unknown {
  const copy = structuredClone(base) as Record<string, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string, unknown>;
  const last = path[path.length - 1]!;
  if (remove) delete at[last];
  else Object.defineProperty(at, last, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

/** Breaks exactly one field of a valid input: a bad value, a missing required field, or an unknown key in an object. */
export function mutations(base: unknown, rules: readonly FieldRule[], objects: readonly { path: readonly string[]; known: readonly string[] }[]) {
  const broken = rules.map((rule) =>
    rule.bad.map((value): Mutation => ({ input: cloneWith(base, rule.path, value, false), field: rule.path.join('.') })),
  );
  const missing = rules
    .filter((rule) => rule.required)
    .map((rule) => fc.constant<Mutation>({ input: cloneWith(base, rule.path, undefined, true), field: rule.path.join('.') }));
  const extra = objects.map(({ path, known }) =>
    unknownKey(known).map((key): Mutation => ({ input: cloneWith(base, [...path, key], 1, false), field: [...path, key].join('.') })),
  );
  return fc.oneof(...broken, ...missing, ...extra);
}

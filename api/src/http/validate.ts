import type * as z from 'zod';
import { InvalidInputError } from '../errors';

/** Whether the input holds a value at `path`: tells "missing" from "of the wrong kind". */
function present(input: unknown, path: readonly PropertyKey[]): boolean {
  let node = input;
  for (const key of path) {
    if (node === null || typeof node !== 'object' || !(key in node)) return false;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node !== undefined;
}

function describeIssue(issue: z.core.$ZodIssue, input: unknown): string {
  const field = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => `"${[...issue.path.map(String), key].join('.')}" is not a field this call accepts.`).join(' ');
  }
  if (!field) return issue.message;
  if (issue.code === 'invalid_type' && !present(input, issue.path)) return `${field} is required.`;
  return `${field}: ${issue.message}`;
}

/** Parses a body, query or params object; on failure a 400 names every field that is wrong. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new InvalidInputError(result.error.issues.map((issue) => describeIssue(issue, input)).join(' '));
  return result.data;
}

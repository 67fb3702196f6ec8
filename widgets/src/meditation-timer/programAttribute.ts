import type { MeditationConfig } from '@stillpoint/sdk/catalog';
import { present, type AttributeError, type AttributeValues } from '../attributes';
import type { readProgram } from './programCheck';

let read: typeof readProgram | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads the reader of the `program` attribute (programCheck.ts): the program schema's rules and
 * messages without zod, 1.4 kB gzip that a page without a `program` never fetches. The element
 * loads it before it reads a `program`; resolves at once once loaded.
 */
export function loadProgramCheck(): Promise<void> {
  loading ??= import('./programCheck').then((module) => {
    read = module.readProgram;
  });
  return loading;
}

/** Whether the attributes need the program checker and it is not loaded yet (the element loads it first). */
export function needsProgramCheck(values: AttributeValues): boolean {
  return present(values.program) && !read;
}

/** `program` as programCheck.ts reads it; before loadProgramCheck() has resolved, a problem saying so. */
export function readProgramAttribute(values: AttributeValues, errors: AttributeError[]): MeditationConfig | undefined {
  if (read) return read(values, errors);
  errors.push({ attribute: 'program', message: 'program: not checked yet; await loadProgramCheck() first.' });
  return undefined;
}

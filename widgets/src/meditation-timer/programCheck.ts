import { checkProgram, type MeditationConfig } from '@stillpoint/sdk/catalog';
import { present, type AttributeError, type AttributeValues } from '../attributes';

// A chunk of its own (loadProgramCheck() in programAttribute.ts): only a <meditation-timer> with a
// `program` fetches the checker.

/**
 * The attributes a program sets itself: its segments are the length, their bells the bells, and it
 * carries its own ambient sound and zen mode. Beside `program` each is refused rather than quietly
 * ignored or merged, so a page never runs a meditation other than the one it wrote.
 */
export const PROGRAM_SETS = ['preset', 'minutes', 'type', 'bells', 'bell-interval', 'bell-type', 'ambient', 'zen'] as const;

/**
 * `program`: a meditation program's JSON text (the catalog's program schema, as a share link and the
 * API carry it), checked with the catalog's checkProgram, the schema's own rules and messages. Each
 * problem names the attribute and, in a segment, the segment ("program: Segment 2: bell at minute 5
 * is outside its 3 minutes."). Undefined when it cannot run.
 */
export function readProgram(values: AttributeValues, errors: AttributeError[]): MeditationConfig | undefined {
  for (const attribute of PROGRAM_SETS) {
    if (present(values[attribute])) errors.push({ attribute, message: `Set either program or ${attribute}, not both: the program sets the whole meditation.` });
  }
  const result = checkProgram(values.program);
  if (result.ok) return result.value;
  for (const error of result.errors) errors.push({ attribute: 'program', message: `program: ${error.message}` });
  return undefined;
}

import { BOUNDS, type Bound } from './bounds';
import { CONFIG_FIELDS } from './configFields';
import { checkChoice, checkWholeNumber, wholeNumberMessages } from './fieldChecks';
import type { MeditationConfig } from './meditationConfig';
import { SEGMENT_KINDS } from './options';
import type { FieldError, ParseResult } from './parseConfig';
import type { Program } from './program';
import type { ProgramSegment } from './segment';
import { programConfig, programValue } from './programConfig';
import {
  BELL_MINUTES_NOT_A_LIST,
  inSegment,
  SEGMENTS_NOT_A_LIST,
  segmentBellIssues,
  segmentsTotal,
  segmentsTotalIssue,
  TOO_FEW_SEGMENTS,
  TOO_MANY_SEGMENTS,
} from './segmentRules';

type Path = readonly (string | number)[];
type Fields = Record<string, unknown>;

/**
 * programSchema's checks without zod, for the widgets' `program` attribute (the script carries no
 * schema library, see fieldChecks.ts): the same verdict, the same errors in the same order, and the
 * same config as parseProgram() (programChecks.test.ts holds the two together). Each part is read in
 * the schema's order. As in zod, a rule about a whole (bells inside their segment, the segments'
 * count and total) is checked unless one of its parts is of the wrong kind (a wrong type, not a
 * whole number, not a choice); a number out of its range or an unknown key does not stop it.
 */
class ProgramChecker {
  readonly errors: FieldError[] = [];
  /** How many problems so far stop the rules of the wholes they are in. */
  stopping = 0;

  /** Records a problem at `path`; a missing value of the wrong type is called missing first, as toFieldErrors does. */
  report(path: Path, message: string, stops = false, missing = false): void {
    const field = path.join('.') || '(settings)';
    this.errors.push({ field, message: inSegment(path, missing ? `${field} is required. ${message}` : message) });
    if (stops) this.stopping += 1;
  }

  /** An object of the `keys` `read` checks; other keys are reported after its fields, as a strict object's. */
  object(value: unknown, path: Path, label: string, keys: readonly string[], read: (fields: Fields) => void): void {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return this.report(path, `${label} must be an object.`, true, value === undefined);
    const fields = value as Fields;
    read(fields);
    for (const key of Object.keys(fields)) {
      if (!keys.includes(key)) this.report([...path, key], `"${[...path, key].join('.')}" is not a setting this session knows.`);
    }
  }

  wholeNumber(value: unknown, path: Path, label: string, bound: Bound, unit: string): void {
    const message = checkWholeNumber(value, label, bound, unit);
    // Only a number out of its range lets the rules of its whole run.
    if (message !== undefined) this.report(path, message, message !== wholeNumberMessages(label, bound, unit).outOfRange, value === undefined);
  }

  choice(value: unknown, path: Path, label: string, choices: readonly string[]): void {
    const message = checkChoice(value, label, choices);
    if (message !== undefined) this.report(path, message, true);
  }

  /** A list, each item read; true when it is one. */
  list(value: unknown, path: Path, notAList: string, item: (value: unknown, path: Path) => void): value is unknown[] {
    if (!Array.isArray(value)) {
      this.report(path, notAList, true, value === undefined);
      return false;
    }
    value.forEach((entry, i) => item(entry, [...path, i]));
    return true;
  }
}

const { segmentMinutes } = BOUNDS;

function checkSegment(check: ProgramChecker, value: unknown, path: Path): void {
  const before = check.stopping;
  check.object(value, path, 'A segment', ['kind', 'minutes', 'bells'], (segment) => {
    check.choice(segment['kind'], [...path, 'kind'], 'Kind', SEGMENT_KINDS);
    check.wholeNumber(segment['minutes'], [...path, 'minutes'], 'Length', segmentMinutes, 'minutes');
    if (segment['bells'] === undefined) return;
    check.object(segment['bells'], [...path, 'bells'], 'Bells', ['at', 'every', 'random'], (bells) => {
      const at = [...path, 'bells', 'at'];
      if (bells['at'] !== undefined) check.list(bells['at'], at, BELL_MINUTES_NOT_A_LIST, (minute, where) => check.wholeNumber(minute, where, 'A bell minute', segmentMinutes, 'minutes'));
      if (bells['every'] !== undefined) check.wholeNumber(bells['every'], [...path, 'bells', 'every'], 'A bell every', segmentMinutes, 'minutes');
      if (bells['random'] === undefined) return;
      check.object(bells['random'], [...path, 'bells', 'random'], 'Random bells', ['count'], (random) => {
        check.wholeNumber(random['count'], [...path, 'bells', 'random', 'count'], 'Random bells', segmentMinutes, 'bells');
      });
    });
  });
  if (check.stopping > before) return;
  const { minutes, bells } = value as ProgramSegment;
  for (const issue of segmentBellIssues(minutes, bells)) check.report([...path, ...issue.path], issue.message);
}

function checkSegments(check: ProgramChecker, value: unknown): void {
  const path = ['segments'];
  const before = check.stopping;
  if (!check.list(value, path, SEGMENTS_NOT_A_LIST, (segment, where) => checkSegment(check, segment, where)) || check.stopping > before) return;
  if (value.length < BOUNDS.programSegments.min) check.report(path, TOO_FEW_SEGMENTS);
  if (value.length > BOUNDS.programSegments.max) check.report(path, TOO_MANY_SEGMENTS);
  const total = segmentsTotalIssue(segmentsTotal(value as ProgramSegment[]));
  if (total) check.report(path, total);
}

/**
 * Checks a program, as its JSON text or as a value, and gives the meditation config that runs it,
 * as parseProgram() does but without zod; never throws.
 */
export function checkProgram(input: unknown): ParseResult<MeditationConfig> {
  const read = programValue(input);
  if (!read.ok) return read;
  const value = read.value;
  const check = new ProgramChecker();
  check.object(value, [], 'The program', ['segments', 'ambient', 'bells', 'zenMode', 'transitions'], (program) => {
    checkSegments(check, program['segments']);
    if (program['ambient'] !== undefined) check.choice(program['ambient'], ['ambient'], ...CONFIG_FIELDS.ambient);
    if (program['bells'] !== undefined) {
      check.object(program['bells'], ['bells'], 'Bells', ['type'], (bells) => {
        check.choice(bells['type'], ['bells', 'type'], ...CONFIG_FIELDS.bellType);
      });
    }
    const zen = program['zenMode'];
    if (zen !== undefined && typeof zen !== 'boolean') check.report(['zenMode'], 'Zen mode must be true or false.', true);
    if (program['transitions'] !== undefined) {
      check.object(program['transitions'], ['transitions'], 'Transitions', ['fadeIn', 'fadeOut'], (fades) => {
        check.wholeNumber(fades['fadeIn'], ['transitions', 'fadeIn'], 'Fade in', BOUNDS.fadeSeconds, 'seconds');
        check.wholeNumber(fades['fadeOut'], ['transitions', 'fadeOut'], 'Fade out', BOUNDS.fadeSeconds, 'seconds');
      });
    }
  });
  return check.errors.length > 0 ? { ok: false, errors: check.errors } : { ok: true, value: programConfig(value as Program) };
}

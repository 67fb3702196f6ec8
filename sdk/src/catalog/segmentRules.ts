import { BOUNDS } from './bounds';

// A program's rules that need more than one field (a bell inside its segment, random bells that fit,
// the segments' count and total) and their messages, without zod: segment.ts's schemas and
// programChecks.ts (which the widgets run) state them in the same words.

/**
 * How many random bells fit in a segment of `minutes`: they ring from the end of its first minute to
 * the start of its last, at least a minute apart, so a segment of m minutes holds m - 1 (none in one minute).
 */
export function randomBellRoom(minutes: number): number {
  return Math.max(0, minutes - 1);
}

/** The segments' minutes added up. */
export function segmentsTotal(segments: readonly { readonly minutes: number }[]): number {
  return segments.reduce((sum, segment) => sum + segment.minutes, 0);
}

/** One broken rule of a segment's bells: where in the segment, and what is wrong. */
export interface SegmentRuleIssue {
  readonly path: readonly (string | number)[];
  readonly input: number;
  readonly message: string;
}

/**
 * What is wrong with a segment's bells against its length, in the order the schema reports it: each
 * `at` minute outside the segment or out of order, an `every` as long as the segment, random bells
 * that do not fit. Takes values already found well formed.
 */
export function segmentBellIssues(minutes: number, bells: { readonly at?: readonly number[]; readonly every?: number; readonly random?: { readonly count: number } } | undefined): SegmentRuleIssue[] {
  const issues: SegmentRuleIssue[] = [];
  const at = bells?.at ?? [];
  at.forEach((minute, i) => {
    if (minute >= minutes) issues.push({ path: ['bells', 'at', i], input: minute, message: `Bell at minute ${minute} is outside its ${minutes} minutes.` });
    else if (i > 0 && minute <= at[i - 1]!) issues.push({ path: ['bells', 'at', i], input: minute, message: `Bell minutes must be in order, each once (${at.join(', ')}).` });
  });
  if (bells?.every !== undefined && bells.every >= minutes) {
    issues.push({ path: ['bells', 'every'], input: bells.every, message: `A bell every ${bells.every} minutes never rings inside its ${minutes} minutes.` });
  }
  const room = randomBellRoom(minutes);
  if (bells?.random && bells.random.count > room) {
    issues.push({
      path: ['bells', 'random', 'count'],
      input: bells.random.count,
      message:
        room === 0
          ? `Random bells need a segment of 2 minutes or more (random bells keep out of the first and last minute).`
          : `${bells.random.count} random bells do not fit in its ${minutes} minutes: at most ${room}, a minute apart and out of the first and last minute.`,
    });
  }
  return issues;
}

const { programSegments, programMinutes } = BOUNDS;

export const BELL_MINUTES_NOT_A_LIST = 'Bells "at" must be a list of minutes.';
export const SEGMENTS_NOT_A_LIST = 'Segments must be a list of segments.';
export const TOO_FEW_SEGMENTS = `A program needs at least ${programSegments.min} segment.`;
export const TOO_MANY_SEGMENTS = `A program has at most ${programSegments.max} segments.`;

/** What is wrong with the segments' total, or undefined when the program fits its bound. */
export function segmentsTotalIssue(total: number): string | undefined {
  return total > programMinutes.max ? `The segments add up to ${total} minutes; a program lasts at most ${programMinutes.max} minutes.` : undefined;
}

/**
 * A program's segments are told apart by their place, so a message about one says which ("Segment 2:
 * bell at minute 5 is outside its 3 minutes."). `path` is the field's path in the program.
 */
export function inSegment(path: readonly PropertyKey[], message: string): string {
  const index = path[0] === 'segments' ? path[1] : undefined;
  if (typeof index !== 'number') return message;
  return `Segment ${index + 1}: ${message.charAt(0).toLowerCase()}${message.slice(1)}`;
}

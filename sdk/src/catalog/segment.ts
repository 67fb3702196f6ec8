import * as z from 'zod/mini';
import { BOUNDS } from './bounds';
import { oneOf, section, wholeNumber } from './fields';
import { SEGMENT_KINDS } from './options';

/**
 * How many random bells fit in a segment of `minutes`: they ring from the end of its first minute to
 * the start of its last, at least a minute apart, so a segment of m minutes holds m - 1 (none in one minute).
 */
export function randomBellRoom(minutes: number): number {
  return Math.max(0, minutes - 1);
}

/**
 * A segment's own bells, in whole minutes from the segment's start: `at` chosen minutes, a bell
 * `every` so many minutes, and `random.count` bells at moments drawn anew on every run. The segment's
 * start bell (and the program's end bell) ring whatever is set here.
 */
export const segmentBellsSchema = section('Bells', {
  at: z.optional(
    z.array(wholeNumber('A bell minute', BOUNDS.segmentMinutes, 'minutes'), { error: 'Bells "at" must be a list of minutes.' }),
  ),
  every: z.optional(wholeNumber('A bell every', BOUNDS.segmentMinutes, 'minutes')),
  random: z.optional(section('Random bells', { count: wholeNumber('Random bells', BOUNDS.segmentMinutes, 'bells') })),
});
/** A segment's bells, as segmentBellsSchema accepts them. */
export type ProgramSegmentBells = z.infer<typeof segmentBellsSchema>;

/**
 * One segment of a meditation program: its kind, its length in whole minutes and its bells. The
 * checks that need the segment's length (bells inside it, random bells that fit) name the segment's
 * minutes; parseWith() puts "Segment n:" before every message of a segment.
 */
export const segmentSchema = section('A segment', {
  kind: oneOf('Kind', SEGMENT_KINDS),
  minutes: wholeNumber('Length', BOUNDS.segmentMinutes, 'minutes'),
  bells: z.optional(segmentBellsSchema),
}).check(
  z.superRefine((segment, ctx) => {
    const { minutes, bells } = segment;
    const at = bells?.at ?? [];
    at.forEach((minute, i) => {
      if (minute >= minutes) {
        ctx.addIssue({ code: 'custom', path: ['bells', 'at', i], input: minute, message: `Bell at minute ${minute} is outside its ${minutes} minutes.` });
      } else if (i > 0 && minute <= at[i - 1]!) {
        ctx.addIssue({ code: 'custom', path: ['bells', 'at', i], input: minute, message: `Bell minutes must be in order, each once (${at.join(', ')}).` });
      }
    });
    if (bells?.every !== undefined && bells.every >= minutes) {
      ctx.addIssue({
        code: 'custom',
        path: ['bells', 'every'],
        input: bells.every,
        message: `A bell every ${bells.every} minutes never rings inside its ${minutes} minutes.`,
      });
    }
    const room = randomBellRoom(minutes);
    if (bells?.random && bells.random.count > room) {
      ctx.addIssue({
        code: 'custom',
        path: ['bells', 'random', 'count'],
        input: bells.random.count,
        message:
          room === 0
            ? `Random bells need a segment of 2 minutes or more (random bells keep out of the first and last minute).`
            : `${bells.random.count} random bells do not fit in its ${minutes} minutes: at most ${room}, a minute apart and out of the first and last minute.`,
      });
    }
  }),
);
/** A segment of a meditation program, as segmentSchema accepts it. */
export type ProgramSegment = z.infer<typeof segmentSchema>;

/** The segments' minutes added up. */
export function segmentsTotal(segments: readonly Pick<ProgramSegment, 'minutes'>[]): number {
  return segments.reduce((sum, segment) => sum + segment.minutes, 0);
}

const { programSegments, programMinutes } = BOUNDS;

/** A program's segments: 1 to 12 of them, adding up to at most 180 minutes. */
export const segmentsSchema = z
  .array(segmentSchema, { error: 'Segments must be a list of segments.' })
  .check(
    z.minLength(programSegments.min, { error: `A program needs at least ${programSegments.min} segment.` }),
    z.maxLength(programSegments.max, { error: `A program has at most ${programSegments.max} segments.` }),
    z.superRefine((segments, ctx) => {
      const total = segmentsTotal(segments);
      if (total > programMinutes.max) {
        ctx.addIssue({ code: 'custom', input: segments, message: `The segments add up to ${total} minutes; a program lasts at most ${programMinutes.max} minutes.` });
      }
    }),
  );

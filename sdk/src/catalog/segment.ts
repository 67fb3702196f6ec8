import * as z from 'zod/mini';
import { BOUNDS } from './bounds';
import { oneOf, section, wholeNumber } from './fields';
import { SEGMENT_KINDS } from './options';
import {
  BELL_MINUTES_NOT_A_LIST,
  SEGMENTS_NOT_A_LIST,
  TOO_FEW_SEGMENTS,
  TOO_MANY_SEGMENTS,
  segmentBellIssues,
  segmentsTotal,
  segmentsTotalIssue,
} from './segmentRules';

export { randomBellRoom, segmentsTotal } from './segmentRules';

/**
 * A segment's own bells, in whole minutes from the segment's start: `at` chosen minutes, a bell
 * `every` so many minutes, and `random.count` bells at moments drawn anew on every run. The segment's
 * start bell (and the program's end bell) ring whatever is set here.
 */
export const segmentBellsSchema = section('Bells', {
  at: z.optional(
    z.array(wholeNumber('A bell minute', BOUNDS.segmentMinutes, 'minutes'), { error: BELL_MINUTES_NOT_A_LIST }),
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
    for (const issue of segmentBellIssues(segment.minutes, segment.bells)) ctx.addIssue({ code: 'custom', ...issue, path: [...issue.path] });
  }),
);
/** A segment of a meditation program, as segmentSchema accepts it. */
export type ProgramSegment = z.infer<typeof segmentSchema>;

/** A program's segments: 1 to 12 of them, adding up to at most 180 minutes. */
export const segmentsSchema = z
  .array(segmentSchema, { error: SEGMENTS_NOT_A_LIST })
  .check(
    z.minLength(BOUNDS.programSegments.min, { error: TOO_FEW_SEGMENTS }),
    z.maxLength(BOUNDS.programSegments.max, { error: TOO_MANY_SEGMENTS }),
    z.superRefine((segments, ctx) => {
      const message = segmentsTotalIssue(segmentsTotal(segments));
      if (message) ctx.addIssue({ code: 'custom', input: segments, message });
    }),
  );

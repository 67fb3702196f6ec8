import * as z from 'zod/mini';
import { BOUNDS } from './bounds';
import { oneOf, section, wholeNumber } from './fields';
import { MOOD_IDS } from './moods';
import { parseWith, type ParseResult } from './parseConfig';

/** What a request may name as goals: the onboarding's four plus the two the mood grid adds. */
export const RECOMMENDATION_GOALS = ['stress', 'focus', 'energy', 'sleep', 'emotion', 'body'] as const;
/** One of RECOMMENDATION_GOALS. */
export type RecommendationGoal = (typeof RECOMMENDATION_GOALS)[number];

/**
 * The onboarding's levels (beginner, some, regular), plus the detail dialog's words for the last two
 * (intermediate = some, advanced = regular), since callers may use either vocabulary.
 */
export const EXPERIENCE_LEVELS = ['beginner', 'some', 'regular', 'intermediate', 'advanced'] as const;
/** One of EXPERIENCE_LEVELS. */
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

/** The most goals one request may list. */
export const MAX_GOALS = 6;

/** The body of POST /api/recommendations/personal (time_available in minutes): unknown fields are refused, every wrong field is named. */
export const recommendationRequestSchema = section('The recommendation request', {
  current_mood: oneOf('Mood', MOOD_IDS),
  time_available: wholeNumber('Time available', BOUNDS.timeAvailableMinutes, 'minutes'),
  goals: z
    .array(oneOf('Each goal', RECOMMENDATION_GOALS), { error: `Goals must be a list of: ${RECOMMENDATION_GOALS.join(', ')}.` })
    .check(z.maxLength(MAX_GOALS, { error: `Goals may list at most ${MAX_GOALS} entries.` })),
  experience_level: oneOf('Experience level', EXPERIENCE_LEVELS),
});
/** A recommendation request, as recommendationRequestSchema accepts it. */
export type RecommendationRequest = z.infer<typeof recommendationRequestSchema>;

/** Checks an unknown input (a request body) as a recommendation request; never throws. */
export function parseRecommendationRequest(input: unknown): ParseResult<RecommendationRequest> {
  return parseWith(recommendationRequestSchema, input);
}

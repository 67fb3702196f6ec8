import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOUNDS } from './bounds';
import type { BreathingConfig } from './breathingConfig';
import { MOOD_IDS } from './moods';
import {
  AMBIENT_OPTIONS,
  START_END_BELLS,
  BELL_TYPES,
  BREATHING_TECHNIQUES,
  CUE_SOUNDS,
  DURATION_TYPES,
  MEDITATION_PRESET_IDS,
  MEDITATION_SOUNDS,
  MEDITATION_TYPES,
  VISUAL_GUIDES,
} from './options';
import { parseBreathingConfig, parseMeditationConfig, type ParseResult } from './parseConfig';
import { EXPERIENCE_LEVELS, MAX_GOALS, parseRecommendationRequest, RECOMMENDATION_GOALS, type RecommendationRequest } from './recommendationRequest';
import { completeBreathingConfigs, completeMeditationConfigs, within } from '../../test-support/arbitraries';
import { badChoice, badFlag, badSection, badWhole, mutations, type FieldRule, type Mutation } from '../../test-support/mutations';

const requests: fc.Arbitrary<RecommendationRequest> = fc.record({
  current_mood: fc.constantFrom(...MOOD_IDS),
  time_available: within(BOUNDS.timeAvailableMinutes),
  goals: fc.array(fc.constantFrom(...RECOMMENDATION_GOALS), { maxLength: MAX_GOALS }),
  experience_level: fc.constantFrom(...EXPERIENCE_LEVELS),
});

const rule = (path: string, bad: fc.Arbitrary<unknown>, required = true): FieldRule => ({ path: path.split('.'), bad, required });

function breathingRules(base: BreathingConfig): FieldRule[] {
  const durationBound = base.duration.type === 'rounds' ? BOUNDS.rounds : BOUNDS.timeMinutes;
  return [
    rule('technique', badChoice(BREATHING_TECHNIQUES)),
    rule('duration', badSection),
    rule('duration.type', badChoice(DURATION_TYPES)),
    rule('duration.value', badWhole(durationBound)),
    rule('restBetweenSets', badWhole(BOUNDS.restBetweenSets)),
    rule('visualGuide', badChoice(VISUAL_GUIDES)),
    rule('customPattern', badSection),
    rule('customPattern.inhale', badWhole(BOUNDS.inhale)),
    rule('customPattern.hold', badWhole(BOUNDS.hold)),
    rule('customPattern.exhale', badWhole(BOUNDS.exhale)),
    rule('customPattern.holdAfterExhale', badWhole(BOUNDS.holdAfterExhale)),
    rule('ambient', badChoice(AMBIENT_OPTIONS)),
    rule('notificationSound', badChoice(CUE_SOUNDS)),
    rule('notificationsEnabled', badFlag),
    rule('sets', badWhole(BOUNDS.sets), false),
    rule('totalMinutes', badWhole(BOUNDS.timeMinutes), false),
    rule('transitions', badFlag, false),
    rule('restBetweenRounds', badWhole(BOUNDS.restBetweenRounds), false),
    rule('rapidBreaths', badWhole(BOUNDS.rapidBreaths), false),
    rule('holdTime', badWhole(BOUNDS.holdTime), false),
    rule('settleIn', badWhole(BOUNDS.settleIn), false),
  ];
}

const meditationRules: FieldRule[] = [
  rule('duration', badWhole(BOUNDS.meditationMinutes)),
  rule('type', badChoice(MEDITATION_TYPES)),
  rule('preset', badChoice(MEDITATION_PRESET_IDS)),
  rule('zenMode', badFlag),
  rule('pranayama', badSection),
  rule('pranayama.enabled', badFlag),
  rule('pranayama.duration', badWhole(BOUNDS.pranayamaMinutes)),
  rule('transitions', badSection),
  rule('transitions.fadeIn', badWhole(BOUNDS.fadeSeconds)),
  rule('transitions.fadeOut', badWhole(BOUNDS.fadeSeconds)),
  rule('postMeditation', badSection),
  rule('postMeditation.enabled', badFlag),
  rule('postMeditation.duration', badWhole(BOUNDS.postMeditationMinutes)),
  rule('sound', badChoice(MEDITATION_SOUNDS)),
  rule('ambient', badChoice(AMBIENT_OPTIONS)),
  rule('bells', badSection, false),
  rule('bells.enabled', badFlag),
  rule('bells.start', badChoice(START_END_BELLS)),
  rule('bells.interval', badWhole(BOUNDS.bellIntervalMinutes)),
  rule('bells.end', badChoice(START_END_BELLS)),
  rule('bells.type', badChoice(BELL_TYPES)),
  rule('guidance', badSection, false),
  rule('guidance.enabled', badFlag),
  rule('guidance.interval', badWhole(BOUNDS.guidanceIntervalSeconds)),
  rule('openEnded', badFlag, false),
  rule('settleIn', badWhole(BOUNDS.settleIn), false),
];

function requestRules(base: RecommendationRequest): FieldRule[] {
  const goalRules = base.goals.map((_goal, index) => rule(`goals.${index}`, badChoice(RECOMMENDATION_GOALS)));
  return [
    rule('current_mood', badChoice(MOOD_IDS)),
    rule('time_available', badWhole(BOUNDS.timeAvailableMinutes)),
    rule('goals', fc.oneof(badSection.filter((v) => !Array.isArray(v)), fc.array(fc.constantFrom(...RECOMMENDATION_GOALS), { minLength: MAX_GOALS + 1, maxLength: 12 }))),
    ...goalRules,
    rule('experience_level', badChoice(EXPERIENCE_LEVELS)),
  ];
}

const keysOf = (o: object) => Object.keys(o);

/** The property: the parse fails, and every error it reports names the broken field. */
function namesTheField(parse: (input: unknown) => ParseResult<unknown>, { input, field }: Mutation): void {
  const result = parse(input);
  expect(result.ok).toBe(false);
  if (result.ok) return;
  expect(result.errors.length).toBeGreaterThan(0);
  expect(result.errors.map((e) => e.field)).toEqual(result.errors.map(() => field));
  for (const error of result.errors) expect(error.message.trim()).not.toBe('');
}

describe('for every input a schema rejects, the error names the field', () => {
  it('breathing configs: one bad, missing or unknown field', () => {
    const broken = completeBreathingConfigs.chain((base) => {
      expect(parseBreathingConfig(base).ok).toBe(true);
      return mutations(base, breathingRules(base), [
        { path: [], known: keysOf(base) },
        { path: ['duration'], known: keysOf(base.duration) },
        { path: ['customPattern'], known: keysOf(base.customPattern) },
      ]);
    });
    fc.assert(fc.property(broken, (mutation) => namesTheField(parseBreathingConfig, mutation)), { numRuns: 1000 });
  });

  it('meditation configs: one bad, missing or unknown field', () => {
    const broken = completeMeditationConfigs.chain((base) => {
      expect(parseMeditationConfig(base).ok).toBe(true);
      return mutations(base, meditationRules, [
        { path: [], known: keysOf(base) },
        ...(['pranayama', 'transitions', 'postMeditation', 'bells', 'guidance'] as const).map((section) => ({
          path: [section],
          known: keysOf(base[section] ?? {}),
        })),
      ]);
    });
    fc.assert(fc.property(broken, (mutation) => namesTheField(parseMeditationConfig, mutation)), { numRuns: 1000 });
  });

  it('recommendation requests: one bad, missing or unknown field', () => {
    const broken = requests.chain((base) => {
      expect(parseRecommendationRequest(base).ok).toBe(true);
      return mutations(base, requestRules(base), [{ path: [], known: keysOf(base) }]);
    });
    fc.assert(fc.property(broken, (mutation) => namesTheField(parseRecommendationRequest, mutation)), { numRuns: 1000 });
  });
});

/** fast-check arbitraries for every config the schemas accept, built from the catalog's bounds and enums. */
import fc from 'fast-check';
import type { BreathingConfig } from '../src/catalog/breathingConfig';
import { BOUNDS, type Bound } from '../src/catalog/bounds';
import type { MeditationConfig } from '../src/catalog/meditationConfig';
import {
  AMBIENT_OPTIONS,
  START_END_BELLS,
  BELL_TYPES,
  BREATHING_TECHNIQUES,
  CUE_SOUNDS,
  MEDITATION_PRESET_IDS,
  MEDITATION_SOUNDS,
  MEDITATION_TYPES,
  VISUAL_GUIDES,
} from '../src/catalog/options';

/** A whole number within a bound, on its step. */
export function within(bound: Bound): fc.Arbitrary<number> {
  return fc.integer({ min: 0, max: Math.floor((bound.max - bound.min) / bound.step) }).map((k) => bound.min + k * bound.step);
}

const breathingFields = {
  technique: fc.constantFrom(...BREATHING_TECHNIQUES),
  duration: fc.oneof(
    fc.record({ type: fc.constant('rounds' as const), value: within(BOUNDS.rounds) }),
    fc.record({ type: fc.constant('time' as const), value: within(BOUNDS.timeMinutes) }),
  ),
  restBetweenSets: within(BOUNDS.restBetweenSets),
  visualGuide: fc.constantFrom(...VISUAL_GUIDES),
  customPattern: fc.record({
    inhale: within(BOUNDS.inhale),
    hold: within(BOUNDS.hold),
    exhale: within(BOUNDS.exhale),
    holdAfterExhale: within(BOUNDS.holdAfterExhale),
  }),
  ambient: fc.constantFrom(...AMBIENT_OPTIONS),
  notificationSound: fc.constantFrom(...CUE_SOUNDS),
  notificationsEnabled: fc.boolean(),
  sets: within(BOUNDS.sets),
  totalMinutes: within(BOUNDS.timeMinutes),
  transitions: fc.boolean(),
  restBetweenRounds: within(BOUNDS.restBetweenRounds),
  rapidBreaths: within(BOUNDS.rapidBreaths),
  holdTime: within(BOUNDS.holdTime),
  settleIn: within(BOUNDS.settleIn),
};

export const breathingConfigs: fc.Arbitrary<BreathingConfig> = fc.record(breathingFields, {
  requiredKeys: ['technique', 'duration', 'restBetweenSets', 'visualGuide', 'customPattern', 'ambient', 'notificationSound', 'notificationsEnabled'],
});

/** Every field present, optional ones included, so any of them can be broken. */
export const completeBreathingConfigs: fc.Arbitrary<BreathingConfig> = fc.record(breathingFields);

const meditationFields = {
  duration: within(BOUNDS.meditationMinutes),
  type: fc.constantFrom(...MEDITATION_TYPES),
  preset: fc.constantFrom(...MEDITATION_PRESET_IDS),
  zenMode: fc.boolean(),
  pranayama: fc.record({ enabled: fc.boolean(), duration: within(BOUNDS.pranayamaMinutes) }),
  transitions: fc.record({ fadeIn: within(BOUNDS.fadeSeconds), fadeOut: within(BOUNDS.fadeSeconds) }),
  postMeditation: fc.record({ enabled: fc.boolean(), duration: within(BOUNDS.postMeditationMinutes) }),
  sound: fc.constantFrom(...MEDITATION_SOUNDS),
  ambient: fc.constantFrom(...AMBIENT_OPTIONS),
  bells: fc.record({
    enabled: fc.boolean(),
    start: fc.constantFrom(...START_END_BELLS),
    interval: within(BOUNDS.bellIntervalMinutes),
    end: fc.constantFrom(...START_END_BELLS),
    type: fc.constantFrom(...BELL_TYPES),
  }),
  guidance: fc.record({ enabled: fc.boolean(), interval: within(BOUNDS.guidanceIntervalSeconds) }),
  openEnded: fc.boolean(),
  settleIn: within(BOUNDS.settleIn),
};

export const meditationConfigs: fc.Arbitrary<MeditationConfig> = fc.record(meditationFields, {
  requiredKeys: ['duration', 'type', 'preset', 'zenMode', 'pranayama', 'transitions', 'postMeditation', 'sound', 'ambient'],
});

/** Every field present, optional ones included, so any of them can be broken. */
export const completeMeditationConfigs: fc.Arbitrary<MeditationConfig> = fc.record(meditationFields);

export const sessions = fc.oneof(
  breathingConfigs.map((config) => ({ type: 'breathing' as const, config })),
  meditationConfigs.map((config) => ({ type: 'meditation' as const, config })),
);

/** Sessions that wait on the user (deep reset, silent timers) weighted up, so releases are exercised. */
export const sessionsThatWait = fc.oneof(
  { weight: 2, arbitrary: sessions },
  {
    weight: 2,
    arbitrary: breathingConfigs.map((config) => ({ type: 'breathing' as const, config: { ...config, technique: 'deep-reset' as const } })),
  },
  {
    weight: 2,
    arbitrary: meditationConfigs.map((config) => ({ type: 'meditation' as const, config: { ...config, openEnded: true } })),
  },
);

/** What a person (and a host page) does to a running session, one step at a time. */
export type Step =
  | { readonly kind: 'wait'; readonly fraction: number; readonly look: boolean }
  /** Wait until the runner's next boundary, then a little more (up to `extraMs`). */
  | { readonly kind: 'next'; readonly extraMs: number; readonly look: boolean }
  | { readonly kind: 'pause' | 'resume' | 'release' | 'stop' };

export const steps: fc.Arbitrary<Step[]> = fc.array(
  fc.oneof(
    { weight: 12, arbitrary: fc.record({ kind: fc.constant('wait' as const), fraction: fc.double({ min: 0, max: 0.3, noNaN: true }), look: fc.boolean() }) },
    { weight: 8, arbitrary: fc.record({ kind: fc.constant('next' as const), extraMs: fc.integer({ min: 0, max: 20_000 }), look: fc.boolean() }) },
    { weight: 2, arbitrary: fc.constant({ kind: 'pause' as const }) },
    { weight: 3, arbitrary: fc.constant({ kind: 'resume' as const }) },
    { weight: 5, arbitrary: fc.constant({ kind: 'release' as const }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'stop' as const }) },
  ),
  { minLength: 1, maxLength: 60, size: 'max' },
);

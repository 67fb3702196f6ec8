import type { BreathingConfig, MeditationConfig } from '@stillpoint/sdk/catalog';
import { compileBreathingPlan, compileMeditationPlan, createManualClock, createRunner, type Plan, type RunnerState } from '@stillpoint/sdk/core';

/** The sessions the stories show, written out in full so each story reads on its own. */
const breathing = (overrides: Partial<BreathingConfig>): BreathingConfig => ({
  technique: 'box',
  duration: { type: 'rounds', value: 6 },
  restBetweenSets: 0,
  visualGuide: 'circle',
  customPattern: { inhale: 4, hold: 4, exhale: 4, holdAfterExhale: 4 },
  ambient: 'none',
  notificationSound: 'bell_chime',
  notificationsEnabled: true,
  ...overrides,
});

export const BOX = breathing({});
export const FOUR_SEVEN_EIGHT = breathing({ technique: '4-7-8', duration: { type: 'rounds', value: 8 }, customPattern: { inhale: 4, hold: 7, exhale: 8, holdAfterExhale: 0 } });
export const DEEP_RESET = breathing({
  technique: 'deep-reset',
  duration: { type: 'rounds', value: 3 },
  restBetweenSets: 30,
  visualGuide: 'wave',
  customPattern: { inhale: 1, hold: 0, exhale: 1, holdAfterExhale: 0 },
});
export const SIGH = breathing({ technique: 'physiological-sigh', visualGuide: 'lungs', customPattern: { inhale: 2, hold: 0, exhale: 6, holdAfterExhale: 0 } });

const meditation = (overrides: Partial<MeditationConfig>): MeditationConfig => ({
  duration: 10,
  type: 'basic-timer',
  preset: 'custom',
  zenMode: false,
  pranayama: { enabled: false, duration: 2 },
  transitions: { fadeIn: 3, fadeOut: 5 },
  postMeditation: { enabled: false, duration: 3 },
  sound: 'none',
  ambient: 'none',
  ...overrides,
});

export const BODY_SCAN = meditation({ type: 'body-scan', pranayama: { enabled: true, duration: 2 }, postMeditation: { enabled: true, duration: 1 } });
export const TEN_MINUTES = meditation({});
export const ZEN = meditation({ duration: 20, zenMode: true });
/** A program of three segments with bells of their own (issue 31): sit 3 with bells at minutes 1 and 2, walk 2, sit 4 with one every minute. */
export const SIT_WALK_SIT = meditation({
  duration: 9,
  bells: { enabled: true, start: 'tibetan-bowl', interval: 0, end: 'zen-gong', type: 'tibetan-bowl' },
  segments: [
    { kind: 'sit', minutes: 3, bells: { at: [1, 2] } },
    { kind: 'walk', minutes: 2 },
    { kind: 'sit', minutes: 4, bells: { every: 1 } },
  ],
});

export const plans = {
  box: compileBreathingPlan(BOX),
  fourSevenEight: compileBreathingPlan(FOUR_SEVEN_EIGHT),
  deepReset: compileBreathingPlan(DEEP_RESET),
  sigh: compileBreathingPlan(SIGH),
  bodyScan: compileMeditationPlan(BODY_SCAN),
  zen: compileMeditationPlan(ZEN),
};

export interface Moment {
  /** Session ms to stand at (0 when left out). */
  at?: number;
  /** Press "Release & Breathe" at this session ms first (deep reset). */
  releaseAt?: number;
  /** Pause at `at`. */
  paused?: boolean;
  /** End the session at `at`. */
  stopped?: boolean;
  /** Do not start: the state before Start. */
  idle?: boolean;
}

/** The runner's state at a fixed moment of a plan: a story pins a phase without any timer running. */
export function stateAt(plan: Plan, moment: Moment): RunnerState {
  const clock = createManualClock();
  const runner = createRunner(plan, clock);
  if (moment.idle) return runner.getState();
  runner.start();
  if (moment.releaseAt !== undefined) {
    clock.advance(moment.releaseAt);
    runner.release();
    clock.advance((moment.at ?? 0) - moment.releaseAt);
  } else {
    clock.advance(moment.at ?? 0);
  }
  if (moment.paused) runner.pause();
  if (moment.stopped) runner.stop();
  runner.update();
  return runner.getState();
}

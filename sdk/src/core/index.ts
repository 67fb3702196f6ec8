/**
 * @stillpoint/sdk/core: plans, runners, clocks and the session observer, with no DOM, audio or React. The timing
 * rules the plan builders apply (breathingRules.ts, meditationRules.ts) are internal: a plan carries
 * their result. The repository's API report of this entry shows every change to this list in review.
 */
export type * from './types';
export { buildBreathingPlan, roundsPerSet } from './buildBreathingPlan';
export { buildMeditationPlan } from './buildMeditationPlan';
export { compileBreathingPlan } from './compileBreathingPlan';
export { compileMeditationPlan } from './compileMeditationPlan';
export { randomBellTimes, type RandomSource } from './programBells';
export { compilePlan, type SessionInput } from './compilePlan';
export { createRunner, type Runner, type RunnerOptions } from './createRunner';
export type { ResumePoint } from './resumePoint';
export { createSessionClock, type SessionClock, type SessionClockStatus } from './sessionClock';
export { createManualClock, type ManualClock } from './createManualClock';
export { warnDeprecated } from './warnDeprecated';
export { createTicker, DEFAULT_FRAME_MS, type TickerOptions, type TimerProvider } from './createTicker';
export { Subscribable, type SubscribableHooks } from './Subscribable';
export { SessionObserver, type SessionCallbacks, type SessionObserverOptions, type SessionSnapshot } from './SessionObserver';
export { InvalidConfigError } from './InvalidConfigError';
export { MEDITATION_PROMPTS, DEFAULT_PROMPTS, promptsFor } from './meditationPrompts';
export { PHASE_LABELS, SESSION_COMPLETE_LABEL, SESSION_ENDED_LABEL } from './phaseLabels';
// The catalog types the builders and prompts take, so the core entry stands on its own.
// Types only (`export type`): the values stay in @stillpoint/sdk/catalog.
export type { BreathingConfig, breathingConfigSchema } from '../catalog/breathingConfig';
export type { MeditationConfig, meditationConfigSchema } from '../catalog/meditationConfig';
export type { FieldError } from '../catalog/parseConfig';
export type * from '../catalog/options';

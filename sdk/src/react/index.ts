/**
 * @stillpoint/sdk/react: hooks and components over the framework-free core. Views are pure
 * functions of a RunnerState; the runners add the clock, the ticker and the browser features.
 *
 * What a host needs, and no more: the runners and their props, the views and the hook to compose a
 * runner of one's own, the stylesheet, and a manual clock to drive a runner in demos and tests. The
 * hooks and helpers the runners are made of (wake lock, media session, vibration, idle timers,
 * formatting) are internal: The repository's API report of this entry shows every change to this list in review.
 */
export { BreathingSession, type BreathingSessionProps } from './BreathingSession';
export { BreathingPlanSession, type BreathingPlanSessionProps } from './BreathingPlanSession';
export { MeditationSession, type MeditationSessionProps } from './MeditationSession';
export { MeditationPlanSession, MeditationRingSession, type MeditationPlanSessionProps } from './MeditationPlanSession';
// The zen view's runner alone, so a host can load it only when a session asks for it (the widget script does).
export { MeditationZenSession } from './MeditationZenSession';
export { BreathingView, type BreathingViewProps } from './BreathingView';
export { MeditationView, type MeditationViewProps } from './MeditationView';
export { ZenView, type ZenViewProps } from './ZenView';
export { BreathingGuide, type BreathingGuideProps } from './BreathingGuide';
export type { SessionControlHandlers } from './SessionControls';
export { RunnerFrame, DIMMED_TEXT, type RunnerFrameProps } from './RunnerFrame';
export { ConfigError } from './ConfigError';
export { WordsContext, useWords } from './WordsContext';
export type { RunnerLanguageOptions } from './useTranslator';
export type { MessageOverrides, Translator } from '../catalog/messages/createTranslator';
// The catalog's language types, as the runners' locale and messages options name them (also in /catalog).
export { en, type MessageKey } from '../catalog/messages/en';
export { LOCALES, type Locale, type Message, type MessageValues, type PluralMessage } from '../catalog/messages/formatMessage';
export type { TimerProvider } from '../core/createTicker';
export {
  useSessionRunner,
  type SessionRunner,
  type SessionRunnerOptions,
  type SessionCallbacks,
} from './useSessionRunner';
export type { PhaseChangeDetail, RunnerStopDetail, RunnerStopReason, SessionEndDetail, SessionStartDetail, SessionTimeDetail } from '../core/types';
export type { RunnerChromeOptions } from './useRunnerChrome';
export type { SessionSoundOptions } from './useSessionSound';
export type { RunnerClock, Timers } from './clock';
export { createManualClock } from './manualClock';
// The clock's type, as the deprecated createManualClock above answers it: import both from @stillpoint/sdk/core.
export type { ManualClock } from '../core/createManualClock';
export { runnerStyles } from './styles';
// The core and catalog types the components and hooks above take and return, so a React app needs
// no second import for them (they are the same types as @stillpoint/sdk/core's and /catalog's).
// Types only (`export type`): the values stay in their own entries, so this one's code does not grow.
export type * from '../core/types';
export type { Runner } from '../core/createRunner';
export type { ResumePoint } from '../core/resumePoint';
export type { BreathingConfig, breathingConfigSchema } from '../catalog/breathingConfig';
export type { MeditationConfig, meditationConfigSchema } from '../catalog/meditationConfig';
export type * from '../catalog/options';

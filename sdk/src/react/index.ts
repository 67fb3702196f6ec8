/**
 * @stillpoint/sdk/react: hooks and components over the framework-free core. Views are pure
 * functions of a RunnerState; the runners add the clock, the ticker and the browser features.
 */
export { BreathingSession, type BreathingSessionProps } from './BreathingSession';
export { BreathingPlanSession, type BreathingPlanSessionProps } from './BreathingPlanSession';
export { MeditationSession, type MeditationSessionProps } from './MeditationSession';
export { MeditationPlanSession, type MeditationPlanSessionProps } from './MeditationPlanSession';
export { BreathingView, breathingPhaseLabel, type BreathingViewProps } from './BreathingView';
export { MeditationView, meditationPhaseLabel, type MeditationViewProps } from './MeditationView';
export { ZenView, type ZenViewProps } from './ZenView';
export { BreathingGuide, type BreathingGuideProps } from './BreathingGuide';
export { CountdownRing, type CountdownRingProps } from './CountdownRing';
export { SessionControls, type SessionControlHandlers, type SessionControlsProps } from './SessionControls';
export { RunnerFrame, DIMMED_TEXT, type RunnerFrameProps } from './RunnerFrame';
export { ConfigError } from './ConfigError';
export {
  useSessionRunner,
  useAutoStart,
  type SessionRunner,
  type SessionRunnerOptions,
  type SessionCallbacks,
  type SessionEndDetail,
  type PhaseChangeDetail,
} from './useSessionRunner';
export { useSessionStore, type ReadableStore } from './useSessionStore';
export { useRunnerChrome, type RunnerChrome, type RunnerChromeOptions } from './useRunnerChrome';
export { useWakeLock } from './useWakeLock';
export { useSessionSound, audioOptionsFor, type SessionSoundOptions } from './useSessionSound';
export { useTimeout } from './useTimeout';
export { useFlash } from './useFlash';
export { useMediaSession, DEFAULT_ARTWORK, type MediaSessionOptions } from './useMediaSession';
export { usePlan, type PlanResult } from './usePlan';
export { createBrowserClock, type BrowserClockOptions, type RunnerClock, type Timers } from './clock';
export { createManualClock, type ManualClock } from './manualClock';
export { breathLevel, calmBreathLevel, levelToScale } from './breathLevel';
export { formatClock, secondsLeft, spokenDuration } from './format';
export { vibrate, PHASE_VIBRATION, COMPLETE_VIBRATION } from './vibrate';
export { IDLE_DIM_MS, ZEN_FADE_MS, ZEN_CONTROLS_MS, ZEN_LABEL_MS } from './timings';
export { runnerStyles } from './styles';

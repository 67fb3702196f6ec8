import type { BreathingConfig } from '../catalog/breathingConfig';
import type { VisualGuide } from '../catalog/options';
import type { Plan } from '../core/types';
import { BreathingView } from './BreathingView';
import { RunnerFrame } from './RunnerFrame';
import type { RunnerLanguageOptions } from './useTranslator';
import { WordsContext } from './WordsContext';
import { usePlanRun } from './usePlanRun';
import type { RunnerChromeOptions } from './useRunnerChrome';
import type { SessionRunnerOptions } from './useSessionRunner';
import type { SessionSoundOptions } from './useSessionSound';

/** Props of BreathingPlanSession: a compiled plan, its runner's options and callbacks, sound and chrome. */
export interface BreathingPlanSessionProps extends SessionRunnerOptions, RunnerChromeOptions, SessionSoundOptions, RunnerLanguageOptions {
  /** The compiled plan to run. */
  plan: Plan;
  /** The config the plan came from, when there is one: its sounds and visual guide. */
  config?: BreathingConfig;
  /** The visual guide; defaults to the config's `visualGuide`, else the circle. */
  guide?: VisualGuide;
  /** Draw the guide without movement regardless of the system setting. */
  reducedMotion?: boolean;
  /**
   * Play the session's sounds (loads the audio engine on demand; silent and audio-free when off).
   *
   * @default false
   */
  sound?: boolean;
  /**
   * Offer "Start again" once the session completed or ended. Default true.
   *
   * @default true
   */
  allowRestart?: boolean;
}

/**
 * The breathing runner of a compiled plan: guide, countdown, phase label, "Round X of Y",
 * Pause/Resume, "End Session", "Release & Breathe" and "Start again", with announcements, idle dimming, the wake
 * lock and the lock-screen controls. It carries no schema: the widgets check their attributes
 * without zod and run their plans here (BreathingSession compiles a config first).
 */
export function BreathingPlanSession(props: BreathingPlanSessionProps) {
  const { session, chrome, onInteract, words } = usePlanRun(props);
  const title = words.text(session.plan.title);
  const guide = props.guide ?? props.config?.visualGuide ?? 'circle';
  return (
    <WordsContext.Provider value={words}>
    <RunnerFrame label={title} className={`sp-breathing${session.state.status === 'paused' ? ' sp-paused' : ''}`} dimmed={chrome.dimmed} announcement={chrome.announcement} onInteract={onInteract}>
      <h2 className="sp-title" part="title">
        {title}
      </h2>
      <BreathingView
        state={session.state}
        guide={guide}
        reducedMotion={props.reducedMotion}
        onStart={session.start}
        onPause={session.pause}
        onResume={session.resume}
        onEnd={session.end}
        onRelease={session.release}
        onRestart={props.allowRestart === false ? undefined : session.restart}
      />
    </RunnerFrame>
    </WordsContext.Provider>
  );
}

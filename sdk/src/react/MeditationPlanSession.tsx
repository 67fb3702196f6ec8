import type { MeditationConfig } from '../catalog/meditationConfig';
import type { Plan } from '../core/types';
import { meditationHandlers } from './meditationHandlers';
import { MeditationView } from './MeditationView';
import { MeditationZenSession } from './MeditationZenSession';
import { programPartCount } from './programPart';
import { RunnerFrame } from './RunnerFrame';
import type { RunnerLanguageOptions } from './useTranslator';
import { WordsContext } from './WordsContext';
import { usePlanRun } from './usePlanRun';
import type { RunnerChromeOptions } from './useRunnerChrome';
import type { SessionRunnerOptions } from './useSessionRunner';
import type { SessionSoundOptions } from './useSessionSound';

/** Props of MeditationPlanSession: a compiled plan, its runner's options and callbacks, sound and chrome. */
export interface MeditationPlanSessionProps extends SessionRunnerOptions, RunnerChromeOptions, SessionSoundOptions, RunnerLanguageOptions {
  /** The compiled plan to run. */
  plan: Plan;
  /** The config the plan came from, when there is one: its sounds and zen mode. */
  config?: MeditationConfig;
  /** Use the zen view; defaults to the config's `zenMode`. */
  zen?: boolean;
  /** Draw the breathing circles without movement regardless of the system setting. */
  reducedMotion?: boolean;
  /**
   * Play the session's sounds and bells (loads the audio engine on demand).
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
 * The meditation runner of a compiled plan: the mm:ss ring, phase labels and guidance cards, or, in
 * zen mode, the zen view. Same announcements, wake lock and lock-screen controls as the breathing
 * runner; idle dimming on the ring view only (the zen view has its own fade). It carries no schema
 * (MeditationSession compiles a config first).
 */
export function MeditationPlanSession(props: MeditationPlanSessionProps) {
  const zen = props.zen ?? props.config?.zenMode ?? false;
  return zen ? <MeditationZenSession {...props} /> : <MeditationRingSession {...props} />;
}

/**
 * MeditationPlanSession's ring view alone (whatever `zen` says): for a host that loads the zen view,
 * MeditationZenSession, only when a session asks for it (the widget script does).
 */
export function MeditationRingSession(props: MeditationPlanSessionProps) {
  const { session, chrome, onInteract, words } = usePlanRun(props);
  const title = words.text(session.plan.title);
  return (
    <WordsContext.Provider value={words}>
    <RunnerFrame label={title} className={`sp-meditation${session.state.status === 'paused' ? ' sp-paused' : ''}`} dimmed={chrome.dimmed} announcement={chrome.announcement} onInteract={onInteract}>
      <h2 className="sp-title" part="title">
        {title}
      </h2>
      <MeditationView
        state={session.state}
        total={session.plan.total}
        countUp={session.plan.openEnded === true}
        parts={programPartCount(session.plan)}
        {...meditationHandlers(session, props.allowRestart)}
      />
    </RunnerFrame>
    </WordsContext.Provider>
  );
}

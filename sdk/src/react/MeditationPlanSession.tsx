import type { MeditationConfig } from '../catalog/meditationConfig';
import type { Plan } from '../core/types';
import { MeditationView } from './MeditationView';
import { programPartCount } from './programPart';
import { RunnerFrame } from './RunnerFrame';
import type { RunnerLanguageOptions } from './useTranslator';
import { WordsContext } from './WordsContext';
import { ZEN_CONTROLS_MS, ZEN_FADE_MS, ZEN_LABEL_MS } from './timings';
import { useFlash } from './useFlash';
import { usePlanRun } from './usePlanRun';
import type { RunnerChromeOptions } from './useRunnerChrome';
import type { SessionRunner, SessionRunnerOptions } from './useSessionRunner';
import type { SessionSoundOptions } from './useSessionSound';
import { useTimeout } from './useTimeout';
import { ZenView } from './ZenView';

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
  return zen ? <ZenRun {...props} /> : <RingRun {...props} />;
}

/**
 * A silent timer waits for the sitter: its End completes the session (logged like any other), where
 * End on a timed session stops it.
 */
function handlers(session: SessionRunner, allowRestart = true) {
  const end = () => (session.getState().awaitingRelease ? session.release() : session.end());
  const restart = allowRestart ? session.restart : undefined;
  return { onStart: session.start, onPause: session.pause, onResume: session.resume, onEnd: end, onRestart: restart };
}

function RingRun(props: MeditationPlanSessionProps) {
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
        {...handlers(session, props.allowRestart)}
      />
    </RunnerFrame>
    </WordsContext.Provider>
  );
}

function ZenRun(props: MeditationPlanSessionProps) {
  const { session, chrome, onInteract: wake, words } = usePlanRun(props, { ...props, idleDim: false });
  const title = words.text(session.plan.title);
  const active = session.state.status === 'running' || session.state.status === 'paused';
  const fade = useTimeout(session.clock, ZEN_FADE_MS, active);
  const label = useTimeout(session.clock, ZEN_LABEL_MS, active);
  const controls = useFlash(session.clock, ZEN_CONTROLS_MS);
  const onInteract = () => {
    wake();
    fade.restart();
    controls.flash();
  };
  return (
    <WordsContext.Provider value={words}>
    <RunnerFrame label={title} className="sp-meditation sp-zen" announcement={chrome.announcement} onInteract={onInteract}>
      <h2 className="sp-sr-only">{title}</h2>
      <ZenView
        state={session.state}
        total={session.plan.total}
        labelVisible={!label.elapsed}
        faded={fade.elapsed}
        controlsVisible={controls.on}
        reducedMotion={props.reducedMotion}
        onRevealControls={controls.flash}
        {...handlers(session, props.allowRestart)}
      />
    </RunnerFrame>
    </WordsContext.Provider>
  );
}

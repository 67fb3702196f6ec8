import type { BreathingConfig } from '../catalog/breathingConfig';
import type { MeditationConfig } from '../catalog/meditationConfig';
import type { Translator } from '../catalog/messages/createTranslator';
import type { Plan } from '../core/types';
import { useRunnerChrome, type RunnerChrome, type RunnerChromeOptions } from './useRunnerChrome';
import { useAutoStart, useSessionRef, useSessionRunner, type SessionRunner, type SessionRunnerOptions } from './useSessionRunner';
import { useSessionSound, type SessionSoundOptions } from './useSessionSound';
import { useTranslator, type RunnerLanguageOptions } from './useTranslator';

export interface PlanRunProps extends SessionRunnerOptions, RunnerChromeOptions, SessionSoundOptions, RunnerLanguageOptions {
  plan: Plan;
  config?: BreathingConfig | MeditationConfig;
  sound?: boolean;
}

export interface PlanRun {
  readonly session: SessionRunner;
  readonly chrome: RunnerChrome;
  /** A tap or key on the runner: brightens a dimmed screen and unlocks audio (iOS wants a gesture). */
  readonly onInteract: () => void;
  /** The runner's words, in its `locale` with the host's `messages`: what its views read through WordsContext. */
  readonly words: Translator;
}

/**
 * What every runner of a compiled plan wires alike: the session (started once the sound it asked
 * for is ready, unless `autoStart` is false), its chrome (announcements, dimming, wake lock,
 * lock-screen controls; `chromeOptions` overrides the props, as the zen view's own fade does) and
 * its sound.
 */
export function usePlanRun(props: PlanRunProps, chromeOptions: RunnerChromeOptions = props): PlanRun {
  const session = useSessionRunner(props.plan, { ...props, autoStart: false, sessionRef: undefined });
  const words = useTranslator(props);
  const chrome = useRunnerChrome(session, chromeOptions, words);
  const sound = useSessionSound(session, props.sound === true, props.config ?? null, props);
  // "Start again" starts the new run even where the first one waited for a Start.
  useAutoStart(session, ((props.autoStart ?? true) || session.restarts > 0) && sound.ready);
  // Last: the host gets the session once the chrome and the sound listen to it too.
  useSessionRef(session, props.sessionRef);
  const onInteract = () => {
    chrome.onInteract();
    sound.unlock();
  };
  return { session, chrome, onInteract, words };
}

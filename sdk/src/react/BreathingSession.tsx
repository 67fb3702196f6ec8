import type { BreathingConfig } from '../catalog/breathingConfig';
import type { VisualGuide } from '../catalog/options';
import type { Plan } from '../core/types';
import { BreathingView } from './BreathingView';
import { ConfigError } from './ConfigError';
import { RunnerFrame } from './RunnerFrame';
import { usePlan } from './usePlan';
import { useRunnerChrome, type RunnerChromeOptions } from './useRunnerChrome';
import { useAutoStart, useSessionRunner, type SessionRunnerOptions } from './useSessionRunner';
import { useSessionSound, type SessionSoundOptions } from './useSessionSound';

export interface BreathingSessionProps extends SessionRunnerOptions, RunnerChromeOptions, SessionSoundOptions {
  /** A breathing config (core-app.md §3); compiled here. */
  config?: BreathingConfig;
  /** Or an already compiled plan (wins over `config`). */
  plan?: Plan;
  /** The visual guide; defaults to the config's `visualGuide`, else the circle. */
  guide?: VisualGuide;
  /** Draw the guide without movement regardless of the system setting. */
  reducedMotion?: boolean;
  /** Play the session's sounds (loads the audio engine on demand; silent and audio-free when off). */
  sound?: boolean;
}

/**
 * The breathing session runner: guide, countdown, phase label, "Round X of Y", Pause/Resume,
 * "End Session" and "Release & Breathe", with announcements, idle dimming, the wake lock and the
 * lock-screen controls.
 */
export function BreathingSession(props: BreathingSessionProps) {
  const compiled = usePlan('breathing', props.config, props.plan);
  if (!compiled.ok) return <ConfigError label="Breathing session" message={compiled.message} />;
  return <BreathingRun {...props} plan={compiled.plan} />;
}

function BreathingRun(props: BreathingSessionProps & { plan: Plan }) {
  const session = useSessionRunner(props.plan, { ...props, autoStart: false });
  const chrome = useRunnerChrome(session, props);
  const sound = useSessionSound(session, props.sound === true, props.config ?? null, props);
  useAutoStart(session, (props.autoStart ?? true) && sound.ready);
  const guide = props.guide ?? props.config?.visualGuide ?? 'circle';
  const onInteract = () => {
    chrome.onInteract();
    sound.unlock();
  };
  return (
    <RunnerFrame label={session.plan.title} className="sp-breathing" dimmed={chrome.dimmed} announcement={chrome.announcement} onInteract={onInteract}>
      <h2 className="sp-title" part="title">
        {session.plan.title}
      </h2>
      <BreathingView
        state={session.state}
        guide={guide}
        reducedMotion={props.reducedMotion}
        onStart={session.start}
        onPause={session.pause}
        onResume={session.resume}
        onEnd={session.stop}
        onRelease={session.release}
      />
    </RunnerFrame>
  );
}

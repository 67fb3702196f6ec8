import { MeditationPlanSession } from '@stillpoint/sdk/react';
import { useMemo } from 'react';
import { soundsUrlFor } from '../soundsUrl';
import type { WidgetViewProps } from '../widgetBase';
import { HostStyleSheet } from '../HostStyleSheet';
import { WidgetError } from '../WidgetError';
import { parseMeditationTimerAttributes } from './meditation-timer.attributes';
import { meditationTimerStyles } from './meditation-timer.styles';

/** The element's view: its attributes checked into a config and its plan, then the meditation runner or a short error. */
export function MeditationTimerView({ values, host, session }: WidgetViewProps) {
  const key = JSON.stringify(values);
  // Keyed on the attributes' text: a re-render with the same attributes keeps the running session.
  const settings = useMemo(() => parseMeditationTimerAttributes(values), [key]);
  const callbacks = useMemo(() => session.callbacks(), [session]);
  const sessionKey = settings.ok ? `${session.generation} ${settings.value.timeScale} ${JSON.stringify(settings.value.config)}` : '';
  // The runner is kept while its plan object is: a new plan (re-parsed when autostart or sound
  // changes) for the same session would be a new runner, a silent restart.
  const plan = useMemo(() => (settings.ok ? settings.value.plan : null), [sessionKey]);
  return (
    <>
      <HostStyleSheet css={meditationTimerStyles} host={host} />
      {settings.ok ? (
        // Keyed by the session's settings: changed ones are a new session, mounted fresh, rather than
        // a running one whose plan, runner and timers are swapped underneath it (the slot ends the old
        // one with session-stop, reason "attributes"). Turning sound on or off keeps the session.
        // start() after the end bumps the generation: a new session with the same settings.
        <MeditationPlanSession
          key={sessionKey}
          plan={plan ?? settings.value.plan}
          config={settings.value.config}
          sound={settings.value.sound}
          timeScale={settings.value.timeScale}
          autoStart={settings.value.autoStart}
          soundBaseUrl={soundsUrlFor(settings.value.soundsUrl)}
          sessionRef={session}
          {...callbacks}
        />
      ) : (
        <WidgetError tag="meditation-timer" label="Meditation session" errors={settings.errors} host={host} session={session} />
      )}
    </>
  );
}

import { ConfigError, MeditationPlanSession } from '@stillpoint/sdk/react';
import { useMemo } from 'react';
import { describeAttributeErrors } from '../attributes';
import { sessionCallbacks } from '../sessionCallbacks';
import { soundsUrlFor } from '../soundsUrl';
import type { WidgetViewProps } from '../widgetBase';
import { parseMeditationTimerAttributes } from './meditation-timer.attributes';
import { meditationTimerStyles } from './meditation-timer.styles';

/** The element's view: its attributes checked into a config and its plan, then the meditation runner or a readable error. */
export function MeditationTimerView({ values, host }: WidgetViewProps) {
  const key = JSON.stringify(values);
  // Keyed on the attributes' text: a re-render with the same attributes keeps the running session.
  const settings = useMemo(() => parseMeditationTimerAttributes(values), [key]);
  const callbacks = useMemo(() => sessionCallbacks(host), [host]);
  return (
    <>
      <style>{meditationTimerStyles}</style>
      {settings.ok ? (
        // Keyed by the session's settings: changed ones are a new session, mounted fresh, rather than
        // a running one whose plan, runner and timers are swapped underneath it. Turning sound on or
        // off keeps the session.
        <MeditationPlanSession
          key={`${settings.value.timeScale} ${JSON.stringify(settings.value.config)}`}
          plan={settings.value.plan}
          config={settings.value.config}
          sound={settings.value.sound}
          timeScale={settings.value.timeScale}
          autoStart={settings.value.autoStart}
          soundBaseUrl={soundsUrlFor(settings.value.soundsUrl)}
          {...callbacks}
        />
      ) : (
        <ConfigError label="Meditation session" message={describeAttributeErrors('meditation-timer', settings.errors)} />
      )}
    </>
  );
}

import { BreathingPlanSession, ConfigError } from '@stillpoint/sdk/react';
import { useMemo } from 'react';
import { describeAttributeErrors } from '../attributes';
import { sessionCallbacks } from '../sessionCallbacks';
import { soundsUrlFor } from '../soundsUrl';
import type { WidgetViewProps } from '../widgetBase';
import { parseBreathSessionAttributes } from './breath-session.attributes';
import { breathSessionStyles } from './breath-session.styles';

/** The element's view: its attributes checked into a config and its plan, then the breathing runner or a readable error. */
export function BreathSessionView({ values, host }: WidgetViewProps) {
  const key = JSON.stringify(values);
  // Keyed on the attributes' text: a re-render with the same attributes keeps the running session.
  const settings = useMemo(() => parseBreathSessionAttributes(values), [key]);
  const callbacks = useMemo(() => sessionCallbacks(host), [host]);
  return (
    <>
      <style>{breathSessionStyles}</style>
      {settings.ok ? (
        // Keyed by the session's settings: changed ones are a new session, mounted fresh, rather than
        // a running one whose plan, runner and timers are swapped underneath it. Turning sound on or
        // off keeps the session.
        <BreathingPlanSession
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
        <ConfigError label="Breathing session" message={describeAttributeErrors('breath-session', settings.errors)} />
      )}
    </>
  );
}

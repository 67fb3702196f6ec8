import type { SessionCallbacks, SessionRunner } from '@stillpoint/sdk/react';
import type { Plan } from '@stillpoint/sdk/core';
import type { MessageOverrides } from '@stillpoint/sdk/catalog';
import { useMemo, type ComponentType } from 'react';
import type { AttributeResult, AttributeValues, WidgetSettings } from './attributes';
import { HostStyleSheet } from './HostStyleSheet';
import type { SessionSit } from './sessionSlot';
import { soundsUrlFor } from './soundsUrl';
import type { WidgetViewProps } from './widgetBase';
import { WidgetError } from './WidgetError';


/** The props the view passes its runner (BreathingPlanSession and MeditationPlanSession take them all). */
export interface WidgetRunnerProps<C> extends SessionCallbacks {
  plan: Plan;
  config?: C;
  sound?: boolean;
  timeScale?: number;
  settleIn?: number;
  autoStart?: boolean;
  soundBaseUrl?: string;
  sessionRef?: { current: SessionRunner | null };
  locale?: string;
  messages?: MessageOverrides;
}

/** One element kind: its tag, its attributes' parser, the runner it shows and its stylesheet. */
export interface WidgetKind<C extends SessionSit['config']> {
  readonly tag: string;
  /** Accessible name of the error region ("Breathing session"). */
  readonly label: string;
  readonly parse: (values: AttributeValues) => AttributeResult<WidgetSettings<C>>;
  /** Loads what `parse` needs for these attributes that is not loaded yet (a chunk of its own); undefined when nothing is. */
  readonly prepare?: (values: AttributeValues) => Promise<void> | undefined;
  readonly Runner: ComponentType<WidgetRunnerProps<C>>;
  /** The preset or technique id a config runs, which session-complete and session-stop carry. */
  readonly presetOf: (config: C) => string;
  readonly css: string;
}

/**
 * An element's view, the same for every element: its attributes checked into a config and its plan,
 * then its runner, or a short error.
 */
export function SessionView<C extends SessionSit['config']>({ kind, values, host, session, locale, messages }: WidgetViewProps & { readonly kind: WidgetKind<C> }) {
  // `values` is a new object only when an attribute is set: a re-render keeps the parsed settings.
  const settings = useMemo(() => kind.parse(values), [kind, values]);
  // One set of callbacks for the element's life: a new set would have the runner follow its session afresh.
  const callbacks = useMemo(() => session.callbacks(), [session]);
  // The sit the attributes make now, which the end events carry (read as a session starts).
  if (settings.ok) session.runs({ preset: kind.presetOf(settings.value.config), config: settings.value.config });
  if (!settings.ok) {
    return (
      <>
        <HostStyleSheet css={kind.css} host={host} />
        <WidgetError tag={kind.tag} label={kind.label} errors={settings.errors} host={host} session={session} />
      </>
    );
  }
  const { config, plan, sound, timeScale, settleIn, autoStart, soundsUrl } = settings.value;
  // Keyed by the session's settings: changed ones are a new session, mounted fresh, rather than a
  // running one whose plan, runner and timers are swapped underneath it (the slot ends the old one
  // with session-stop, reason "attributes"). Turning sound on or off, or autostart, keeps the session
  // (the runner keeps a plan equal in value). start() after the end bumps the generation: a new
  // session with the same settings.
  const sessionKey = `${session.generation} ${timeScale} ${JSON.stringify(config)}`;
  const { Runner } = kind;
  return (
    <>
      <HostStyleSheet css={kind.css} host={host} />
      <Runner
        key={sessionKey}
        plan={plan}
        config={config}
        sound={sound}
        timeScale={timeScale}
        settleIn={settleIn}
        autoStart={autoStart}
        soundBaseUrl={soundsUrlFor(soundsUrl)}
        sessionRef={session}
        locale={locale}
        messages={messages}
        {...callbacks}
      />
    </>
  );
}

import type {
  AmbientOption,
  BellType,
  BREATHING_PRESET_CONFIGS,
  BreathingTechnique,
  CueSound,
  MEDITATION_PRESET_CONFIGS,
  MeditationType,
  VisualGuide,
} from '@stillpoint/sdk/catalog';
import type { SessionEventMap, SessionEventName } from './events';

/**
 * The elements' attributes as JSX typings see them (jsx-react.ts, jsx-preact.ts): the values each
 * accepts, so `<breath-session technique="square">` is a type error rather than a message on the
 * page. Numbers may be written as numbers or text; boolean attributes as true/false (React and
 * Preact write true as an empty attribute and drop false) or the words the elements read.
 */
export type FlagAttribute = boolean | '' | 'on' | 'off' | 'true' | 'false' | 'yes' | 'no';
export type NumberAttribute = number | `${number}`;
export type PatternAttribute = `${number}-${number}` | `${number}-${number}-${number}` | `${number}-${number}-${number}-${number}`;

/** What both elements read. */
export interface SessionAttributes {
  readonly ambient?: AmbientOption;
  readonly sound?: FlagAttribute;
  readonly sounds?: string;
  readonly autostart?: FlagAttribute;
  readonly 'time-scale'?: NumberAttribute;
}

export interface BreathSessionAttributes extends SessionAttributes {
  readonly preset?: keyof typeof BREATHING_PRESET_CONFIGS;
  readonly technique?: BreathingTechnique;
  readonly pattern?: PatternAttribute;
  readonly rounds?: NumberAttribute;
  readonly minutes?: NumberAttribute;
  readonly 'visual-guide'?: VisualGuide;
  readonly 'cue-sound'?: CueSound;
}

export interface MeditationTimerAttributes extends SessionAttributes {
  readonly preset?: keyof typeof MEDITATION_PRESET_CONFIGS | 'custom';
  readonly minutes?: NumberAttribute;
  readonly type?: MeditationType;
  readonly bells?: FlagAttribute;
  readonly 'bell-interval'?: NumberAttribute;
  readonly 'bell-type'?: BellType;
  readonly zen?: FlagAttribute;
}

/**
 * A listener for each widget event as a JSX prop: `onsession-complete={(event) => event.detail}`.
 * React 19 and Preact add a listener for the event named after "on" on a custom element.
 */
export type SessionEventProps = { readonly [N in SessionEventName as `on${N}`]?: (event: SessionEventMap[N]) => void };

/**
 * Every attribute as a property that reflects it (`el.rounds = 3` sets rounds="3"), for property
 * bindings in Vue, Lit, Angular and Svelte. Names are the attributes' in camelCase (`visualGuide`);
 * undefined means the attribute is absent (setting undefined or null removes it). Flags read as
 * booleans with their defaults; setting false writes "off".
 */
export interface SessionProperties {
  ambient: AmbientOption | undefined;
  sound: boolean;
  sounds: string | undefined;
  autostart: boolean;
  timeScale: number | undefined;
}

export interface BreathSessionProperties extends SessionProperties {
  preset: keyof typeof BREATHING_PRESET_CONFIGS | undefined;
  technique: BreathingTechnique | undefined;
  pattern: PatternAttribute | undefined;
  rounds: number | undefined;
  minutes: number | undefined;
  visualGuide: VisualGuide | undefined;
  cueSound: CueSound | undefined;
}

export interface MeditationTimerProperties extends SessionProperties {
  preset: keyof typeof MEDITATION_PRESET_CONFIGS | 'custom' | undefined;
  minutes: number | undefined;
  type: MeditationType | undefined;
  /** Undefined while the attribute is absent: the preset (or bell-interval, bell-type) decides. */
  bells: boolean | undefined;
  bellInterval: number | undefined;
  bellType: BellType | undefined;
  zen: boolean;
}

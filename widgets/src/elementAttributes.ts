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
type Flag = boolean | '' | 'on' | 'off' | 'true' | 'false' | 'yes' | 'no';
type NumberText = number | `${number}`;
type Pattern = `${number}-${number}` | `${number}-${number}-${number}` | `${number}-${number}-${number}-${number}`;

interface CommonAttributes {
  readonly ambient?: AmbientOption;
  readonly sound?: Flag;
  readonly sounds?: string;
  readonly autostart?: Flag;
  readonly 'time-scale'?: NumberText;
}

export interface BreathSessionAttributes extends CommonAttributes {
  readonly preset?: keyof typeof BREATHING_PRESET_CONFIGS;
  readonly technique?: BreathingTechnique;
  readonly pattern?: Pattern;
  readonly rounds?: NumberText;
  readonly minutes?: NumberText;
  readonly 'visual-guide'?: VisualGuide;
  readonly 'cue-sound'?: CueSound;
}

export interface MeditationTimerAttributes extends CommonAttributes {
  readonly preset?: keyof typeof MEDITATION_PRESET_CONFIGS | 'custom';
  readonly minutes?: NumberText;
  readonly type?: MeditationType;
  readonly bells?: Flag;
  readonly 'bell-interval'?: NumberText;
  readonly 'bell-type'?: BellType;
  readonly zen?: Flag;
}

/**
 * A listener for each widget event as a JSX prop: `onsession-complete={(event) => event.detail}`.
 * React 19 and Preact add a listener for the event named after "on" on a custom element.
 */
export type SessionEventProps = { readonly [N in SessionEventName as `on${N}`]?: (event: SessionEventMap[N]) => void };

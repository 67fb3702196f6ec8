import type {
  AmbientOption,
  BellType,
  BREATHING_PRESET_CONFIGS,
  BreathingTechnique,
  CueSound,
  MEDITATION_PRESET_CONFIGS,
  MeditationType,
  Program,
  VisualGuide,
} from '@stillpoint/sdk/catalog';
import type { BREATH_SESSION_PROPERTIES } from './breath-session/breath-session.attributes';
import type { ElementProperties } from './elementProperties';
import type { SessionEventMap } from './events';
import type { MEDITATION_TIMER_PROPERTIES } from './meditation-timer/meditation-timer.attributes';
import type { Theme } from './themes';

/**
 * The elements' attributes as JSX typings see them (jsx-react.ts, jsx-preact.ts): the values each
 * accepts, so `<breath-session technique="square">` is a type error rather than a message on the
 * page. Numbers may be written as numbers or text; boolean attributes as true/false (React and
 * Preact write true as an empty attribute and drop false) or the words the elements read.
 */
export type FlagAttribute = boolean | '' | 'on' | 'off' | 'true' | 'false' | 'yes' | 'no';
/** A number attribute: a number, or its text. */
export type NumberAttribute = number | `${number}`;
/** A breathing pattern: two, three or four whole seconds joined by dashes ("5-5", "4-7-8", "4-4-4-4"). */
export type PatternAttribute = `${number}-${number}` | `${number}-${number}-${number}` | `${number}-${number}-${number}-${number}`;

/** What both elements read. */
export interface SessionAttributes {
  /** The ambient bed under the session (default none). */
  readonly ambient?: AmbientOption;
  /** Play the session's sounds; the audio engine is downloaded only when on (default off). */
  readonly sound?: FlagAttribute;
  /** URL of the folder with assets.json and the sound files (default: sounds/ beside the script build, else /sounds/). */
  readonly 'sound-base-url'?: string;
  /**
   * The former name of sound-base-url.
   *
   * @deprecated Use sound-base-url; sounds goes in 1.0.
   */
  readonly sounds?: string;
  /** Start when on the page (default), or, off, wait for the Start button. */
  readonly autostart?: FlagAttribute;
  /** Session seconds per real second, above 0 and at most 3600 (default 1): for demos and tests. */
  readonly 'time-scale'?: NumberAttribute;
  /** Seconds of "Get comfortable" before the first phase, a whole number from 0 to 60 (default 0). */
  readonly 'settle-in'?: NumberAttribute;
  /** The palette: dark (default), light, or auto to follow the visitor's colour scheme (prefers-color-scheme). */
  readonly theme?: Theme;
}

/** What both elements read beside their session's attributes: a host's own wording (`lang` is HTML's own). */
export interface LanguageAttributes {
  /** A host's own wording as JSON text, by message key ({"button.start":"Begin"}), over the words of the element's lang (else the page's). */
  readonly messages?: string;
}

/** The attributes of <breath-session>, as JSX typings check them. */
export interface BreathSessionAttributes extends SessionAttributes {
  /** A breathing preset's id: its whole config is the starting point. */
  readonly preset?: keyof typeof BREATHING_PRESET_CONFIGS;
  /** A technique (starts from its preset), or custom. Not together with preset. */
  readonly technique?: BreathingTechnique;
  /** Seconds per phase: inhale-hold-exhale-hold, inhale-hold-exhale, or inhale-exhale (1-20; holds 0-20). */
  readonly pattern?: PatternAttribute;
  /** Length in rounds, 1-20. Not together with minutes. */
  readonly rounds?: NumberAttribute;
  /** Length in minutes, 1-30: as many whole rounds as fit. */
  readonly minutes?: NumberAttribute;
  /** The picture that guides the breath. */
  readonly 'visual-guide'?: VisualGuide;
  /** The sound of the breathing cues. */
  readonly 'cue-sound'?: CueSound;
}

/** The attributes of <meditation-timer>, as JSX typings check them. */
export interface MeditationTimerAttributes extends SessionAttributes {
  /**
   * A meditation program's JSON text: its segments (sit, walk, settle; minutes; bells `at`, `every`,
   * `random`) and optionally ambient, bells.type, zenMode, transitions. Not together with preset,
   * minutes, type, bells, bell-interval, bell-type, ambient or zen.
   */
  readonly program?: string;
  /** A meditation style's id, or custom (the builder's defaults). */
  readonly preset?: keyof typeof MEDITATION_PRESET_CONFIGS | 'custom';
  /** The meditation's minutes, 1-60 (a preset's pranayama and transition come on top). Default 15. */
  readonly minutes?: NumberAttribute;
  /** The meditation type: a plain timer or a guided style. Default basic-timer. */
  readonly type?: MeditationType;
  /** Start and end bells (a tibetan bowl, a zen gong); off by default. */
  readonly bells?: FlagAttribute;
  /** Minutes between interval bells, 0-15 (0: none); turns bells on unless bells is off. */
  readonly 'bell-interval'?: NumberAttribute;
  /** The interval bells' sound; turns bells on unless bells is off. */
  readonly 'bell-type'?: BellType;
  /** The zen view: after 180 s the timer fades to a breathing circle. Default off. */
  readonly zen?: FlagAttribute;
}

/**
 * A listener for each widget event as a JSX prop: `onsession-complete={(event) => event.detail}`.
 * React 19 and Preact add a listener for the event named after "on" on a custom element.
 */
export type SessionEventProps = { readonly [N in keyof SessionEventMap as `on${N}`]?: (event: SessionEventMap[N]) => void };

/**
 * Every attribute as a property that reflects it (`el.rounds = 3` sets rounds="3"), for property
 * bindings in Vue, Lit, Angular and Svelte. Names are the attributes' in camelCase (`visualGuide`);
 * undefined means the attribute is absent (setting undefined or null removes it). Flags read as
 * booleans with their defaults (sound and zen false, autostart true; bells undefined, where the
 * preset decides); setting false writes "off". Numbers read as numbers.
 */
export type SessionProperties = ElementProperties<SessionAttributes, typeof BREATH_SESSION_PROPERTIES>;

/** <breath-session>'s properties, one per attribute. */
export type BreathSessionProperties = ElementProperties<BreathSessionAttributes, typeof BREATH_SESSION_PROPERTIES>;

/**
 * <meditation-timer>'s properties, one per attribute; `program` reads as its text and takes a program as a value
 * too (written as its JSON text).
 */
export type MeditationTimerProperties = Omit<ElementProperties<MeditationTimerAttributes, typeof MEDITATION_TIMER_PROPERTIES>, 'program'> & {
  get program(): string | undefined;
  set program(value: Program | string | undefined);
};

import { warnDeprecated, type Plan } from '@stillpoint/sdk/core';
import { THEMES } from './themes';
import { checkChoice, checkWholeNumber, CONFIG_FIELDS, type ChoiceField, type NumberField } from '@stillpoint/sdk/catalog';

/** An element's attributes by name: a string when present (possibly empty), null or undefined when absent. */
export type AttributeValues = Readonly<Record<string, string | null | undefined>>;

/** One attribute that cannot be used, named as the page author wrote it. */
export interface AttributeError {
  /** The attribute's name ("rounds"). */
  readonly attribute: string;
  /** What is wrong and what it accepts, as a sentence. */
  readonly message: string;
}

/** What a widget's attributes amount to: a config ready to run, or every attribute that is wrong. */
export type AttributeResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly errors: readonly AttributeError[] };

/** What an element's attributes amount to, whichever runner it shows. */
export interface WidgetSettings<C> {
  /** The config the attributes describe (on top of the preset named). */
  readonly config: C;
  /**
   * Its plan, built without the schema: the attributes are checked field by field on a preset the
   * schema accepts, so the script carries no schema library.
   */
  readonly plan: Plan;
  /** Play sounds: loads the audio engine (a separate download) only when true. */
  readonly sound: boolean;
  /** Session ms per real ms; 1 unless `time-scale` is set. */
  readonly timeScale: number;
  /** Seconds of settle-in ("Get comfortable") before the first phase; 0 unless `settle-in` is set. */
  readonly settleIn: number;
  /** Start as soon as the element is on the page (default), or wait for its Start button. */
  readonly autoStart: boolean;
  /** The folder with assets.json and the sound files, when the page names one. */
  readonly soundsUrl?: string;
}

/** How a session runs: what WidgetSettings holds beside its config and plan. */
export type RunSettings = Omit<WidgetSettings<unknown>, 'config' | 'plan'>;

const TRUE_WORDS = new Set(['', 'true', 'on', 'yes', '1']);
const FALSE_WORDS = new Set(['false', 'off', 'no', '0']);

export function present(value: string | null | undefined): value is string {
  return value !== null && value !== undefined;
}

/**
 * A boolean attribute. Present and empty (`<breath-session sound>`) means on, like HTML's own; the
 * words on/off, true/false, yes/no are accepted too, since hosts often template `sound="${flag}"`.
 */
export function readFlag(attribute: string, value: string, errors: AttributeError[]): boolean | undefined {
  const word = value.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  errors.push({ attribute, message: `${attribute}="${value}" must be on or off (or true or false).` });
  return undefined;
}

/**
 * A number attribute, read as a number for the catalog's field checks, whose bounds and messages
 * apply. Text that is not a number at all is reported here, by attribute.
 */
export function readNumber(attribute: string, value: string, errors: AttributeError[]): number | undefined {
  const text = value.trim();
  if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text)) return Number(text);
  errors.push({ attribute, message: `${attribute}="${value}" is not a number.` });
  return undefined;
}

/** A URL attribute (absolute, or relative to the page); text that is no URL at all is reported. */
export function readUrl(attribute: string, value: string, errors: AttributeError[]): string | undefined {
  const text = value.trim();
  try {
    if (text !== '') {
      new URL(text, 'https://host.invalid/');
      return text;
    }
  } catch {
    // Reported below.
  }
  errors.push({ attribute, message: `${attribute}="${value}" must be the URL of a folder, e.g. https://cdn.example/stillpoint/sounds/.` });
  return undefined;
}

/**
 * The sound folder's URL: `sound-base-url` (as the React runners' soundBaseUrl), else `sounds`, its
 * deprecated former name, which the page's developer is told about once (however many elements use it).
 * Undefined when neither is set.
 */
export function readSoundBaseUrl(values: AttributeValues, errors: AttributeError[]): string | undefined {
  if (present(values.sounds)) warnDeprecated('The sounds attribute', 'use sound-base-url');
  const current = values['sound-base-url'];
  if (present(current)) return readUrl('sound-base-url', current, errors);
  return present(values.sounds) ? readUrl('sounds', values.sounds, errors) : undefined;
}

/**
 * Reports a catalog field check's verdict against the attribute that set the field, as
 * `rounds="50": Duration must be ...`. True when there is nothing to report.
 */
export function accept(attribute: string, value: string, message: string | undefined, errors: AttributeError[]): boolean {
  if (message === undefined) return true;
  errors.push({ attribute, message: `${attribute}="${value}": ${message}` });
  return false;
}

/** A whole-number attribute within its catalog field's bound, else undefined (reported against the attribute). */
export function checkNumberAttribute(attribute: string, value: string, field: NumberField, errors: AttributeError[]): number | undefined {
  const number = readNumber(attribute, value, errors);
  return number !== undefined && accept(attribute, value, checkWholeNumber(number, ...field), errors) ? number : undefined;
}

/** One of a catalog field's choices, else undefined (reported against the attribute). */
export function checkChoiceAttribute<T extends string>(attribute: string, value: string, field: ChoiceField, errors: AttributeError[]): T | undefined {
  return accept(attribute, value, checkChoice(value, ...field), errors) ? (value as T) : undefined;
}

/** The readable text shown inside the element (and logged) for attributes that cannot be used. */
export function describeAttributeErrors(tag: string, errors: readonly AttributeError[]): string {
  const noun = errors.length === 1 ? 'attribute' : 'attributes';
  return `<${tag}> cannot start: check its ${noun}. ${errors.map((error) => error.message).join(' ')}`;
}

/**
 * The accelerated clock: `time-scale="60"` runs a minute a second. For demos, stories and browser
 * tests; a positive number up to 3600, default 1 (real time).
 */
export const MAX_TIME_SCALE = 3600;

/** `settle-in`: whole seconds of "Get comfortable" before the first phase, within the catalog's bound; 0 when absent. */
export function readSettleIn(value: string | null | undefined, errors: AttributeError[]): number {
  if (!present(value)) return 0;
  return checkNumberAttribute('settle-in', value, CONFIG_FIELDS.settleIn, errors) ?? 0;
}

export function readTimeScale(value: string | null | undefined, errors: AttributeError[]): number {
  if (!present(value)) return 1;
  const text = value.trim();
  const scale = /^[+-]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
  if (scale > 0 && scale <= MAX_TIME_SCALE) return scale;
  errors.push({ attribute: 'time-scale', message: `time-scale="${value}" must be a number above 0 and at most ${MAX_TIME_SCALE} (1 is real time).` });
  return 1;
}

/**
 * The attributes both elements read alike for how a session runs: sound (off while absent), the clock,
 * settle-in, autostart (on while absent) and the sound folder; each problem goes into `errors`.
 */
export function readRunAttributes(values: AttributeValues, errors: AttributeError[]): RunSettings {
  return {
    sound: (present(values.sound) ? readFlag('sound', values.sound, errors) : undefined) ?? false,
    timeScale: readTimeScale(values['time-scale'], errors),
    settleIn: readSettleIn(values['settle-in'], errors),
    autoStart: (present(values.autostart) ? readFlag('autostart', values.autostart, errors) : undefined) ?? true,
    soundsUrl: readSoundBaseUrl(values, errors),
  };
}

/**
 * `theme` is the stylesheet's alone (`:host([theme="light"])`): changing it repaints a running session
 * rather than starting a new one. A value that is none of the themes is named like any other mistake.
 */
export function checkThemeAttribute(values: AttributeValues, errors: AttributeError[]): void {
  if (present(values.theme)) checkChoiceAttribute('theme', values.theme, ['theme', THEMES], errors);
}

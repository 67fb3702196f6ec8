import { parseBreathingConfig, type BreathingConfig, type BreathingPattern } from '@stillpoint/sdk/catalog';
import {
  mergeErrors,
  present,
  readFlag,
  readNumber,
  readUrl,
  readTimeScale,
  toAttributeErrors,
  type AttributeError,
  type AttributeResult,
  type AttributeValues,
} from '../attributes';
import { breathingBase } from '../presetConfigs';

/** Every attribute <breath-session> reads. */
export const BREATH_SESSION_ATTRIBUTES = [
  'preset',
  'technique',
  'pattern',
  'rounds',
  'minutes',
  'visual-guide',
  'ambient',
  'cue-sound',
  'sound',
  'sounds',
  'autostart',
  'time-scale',
] as const;
export type BreathSessionAttribute = (typeof BREATH_SESSION_ATTRIBUTES)[number];

/** What the attributes of a <breath-session> amount to. */
export interface BreathSessionSettings {
  readonly config: BreathingConfig;
  /** Play sounds: loads the audio engine (a separate download) only when true. */
  readonly sound: boolean;
  /** Session ms per real ms; 1 unless `time-scale` is set. */
  readonly timeScale: number;
  /** Start as soon as the element is on the page (default), or wait for its Start button. */
  readonly autoStart: boolean;
  /** The folder with assets.json and the sound files, when the page names one. */
  readonly soundsUrl?: string;
}

const PATTERN_HELP =
  'Write the seconds joined by dashes: inhale-hold-exhale-hold after exhale (4-7-8-0), inhale-hold-exhale (4-7-8) or inhale-exhale (5-5).';

/** "4-7-8-0", "4-7-8" or "5-5" as a pattern; the schema checks each number's bounds. */
export function readPattern(value: string, errors: AttributeError[]): BreathingPattern | undefined {
  const parts = value.split('-').map((part) => (/^\s*\d+(\.\d*)?\s*$/.test(part) ? Number(part) : Number.NaN));
  if (parts.length < 2 || parts.length > 4 || parts.some((part) => Number.isNaN(part))) {
    errors.push({ attribute: 'pattern', message: `pattern="${value}" is not a breathing pattern. ${PATTERN_HELP}` });
    return undefined;
  }
  const [inhale = 0, a = 0, b = 0, c = 0] = parts;
  if (parts.length === 2) return { inhale, hold: 0, exhale: a, holdAfterExhale: 0 };
  return { inhale, hold: a, exhale: b, holdAfterExhale: parts.length === 4 ? c : 0 };
}

function attributeOf(field: string, values: AttributeValues): string {
  if (field.startsWith('customPattern')) return 'pattern';
  if (field.startsWith('duration')) return present(values.minutes) ? 'minutes' : 'rounds';
  if (field === 'visualGuide') return 'visual-guide';
  if (field === 'notificationSound') return 'cue-sound';
  if (field === 'ambient') return 'ambient';
  if (field === 'technique') return present(values.technique) ? 'technique' : 'preset';
  return present(values.preset) ? 'preset' : 'technique';
}

/**
 * The attributes of a <breath-session> as a breathing config, validated by the catalog's schema.
 * `preset` (or else `technique`) picks the starting config; the other attributes change it.
 * A `pattern` with neither makes a custom technique. Every problem is reported, by attribute.
 */
export function parseBreathSessionAttributes(values: AttributeValues): AttributeResult<BreathSessionSettings> {
  const errors: AttributeError[] = [];
  if (present(values.preset) && present(values.technique)) {
    errors.push({ attribute: 'technique', message: 'Set either preset or technique, not both: a preset already names its technique.' });
  }
  if (present(values.rounds) && present(values.minutes)) {
    errors.push({ attribute: 'minutes', message: 'Set either rounds or minutes, not both.' });
  }
  const technique = present(values.technique) ? values.technique : present(values.pattern) && !present(values.preset) ? 'custom' : undefined;
  const base = breathingBase(present(values.preset) ? values.preset : undefined, technique);
  if (!base.ok) errors.push(base.error);

  const candidate: Record<string, unknown> = { ...(base.ok ? base.config : {}) };
  if (present(values.pattern)) {
    const pattern = readPattern(values.pattern, errors);
    if (pattern) candidate.customPattern = pattern;
  }
  if (present(values.rounds)) candidate.duration = { type: 'rounds', value: readNumber('rounds', values.rounds, errors) };
  if (present(values.minutes)) candidate.duration = { type: 'time', value: readNumber('minutes', values.minutes, errors) };
  if (present(values['visual-guide'])) candidate.visualGuide = values['visual-guide'];
  if (present(values.ambient)) candidate.ambient = values.ambient;
  if (present(values['cue-sound'])) candidate.notificationSound = values['cue-sound'];
  const sound = present(values.sound) ? readFlag('sound', values.sound, errors) : false;
  const timeScale = readTimeScale(values['time-scale'], errors);
  const autoStart = present(values.autostart) ? readFlag('autostart', values.autostart, errors) : true;
  const soundsUrl = present(values.sounds) ? readUrl('sounds', values.sounds, errors) : undefined;

  const parsed = base.ok ? parseBreathingConfig(candidate) : null;
  if (parsed?.ok && errors.length === 0) {
    return { ok: true, value: { config: parsed.value, sound: sound ?? false, timeScale, autoStart: autoStart ?? true, soundsUrl } };
  }
  const schemaErrors = parsed && !parsed.ok ? toAttributeErrors(parsed.errors, (field) => attributeOf(field, values), values) : [];
  return { ok: false, errors: mergeErrors(errors, schemaErrors) };
}

import { BELLS_ON_DEFAULTS, parseMeditationConfig, type MeditationConfig } from '@stillpoint/sdk/catalog';
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
import { meditationBase } from '../presetConfigs';

/** Every attribute <meditation-timer> reads. */
export const MEDITATION_TIMER_ATTRIBUTES = [
  'preset',
  'minutes',
  'type',
  'bells',
  'bell-interval',
  'bell-type',
  'ambient',
  'zen',
  'sound',
  'sounds',
  'autostart',
  'time-scale',
] as const;
export type MeditationTimerAttribute = (typeof MEDITATION_TIMER_ATTRIBUTES)[number];

export interface MeditationTimerSettings {
  readonly config: MeditationConfig;
  /** Play sounds and bells: loads the audio engine (a separate download) only when true. */
  readonly sound: boolean;
  readonly timeScale: number;
  /** Start as soon as the element is on the page (default), or wait for its Start button. */
  readonly autoStart: boolean;
  /** The folder with assets.json and the sound files, when the page names one. */
  readonly soundsUrl?: string;
}

function attributeOf(field: string): string {
  if (field === 'duration') return 'minutes';
  if (field === 'type') return 'type';
  if (field === 'zenMode') return 'zen';
  if (field === 'ambient') return 'ambient';
  if (field === 'bells.interval') return 'bell-interval';
  if (field === 'bells.type') return 'bell-type';
  if (field.startsWith('bells')) return 'bells';
  return 'preset';
}

/**
 * The attributes of a <meditation-timer> as a meditation config, validated by the catalog's schema.
 * `preset` picks the starting config (else the builder's defaults); the others change it. Setting
 * `bell-interval` or `bell-type` turns bells on unless `bells="off"` says otherwise.
 */
export function parseMeditationTimerAttributes(values: AttributeValues): AttributeResult<MeditationTimerSettings> {
  const errors: AttributeError[] = [];
  const base = meditationBase(present(values.preset) ? values.preset : undefined);
  if (!base.ok) errors.push(base.error);
  const config: Partial<MeditationConfig> = base.ok ? base.config : {};
  const candidate: Record<string, unknown> = { ...config };

  if (present(values.minutes)) candidate.duration = readNumber('minutes', values.minutes, errors);
  if (present(values.type)) candidate.type = values.type;
  if (present(values.ambient)) candidate.ambient = values.ambient;
  if (present(values.zen)) candidate.zenMode = readFlag('zen', values.zen, errors);

  const bellsFlag = present(values.bells) ? readFlag('bells', values.bells, errors) : undefined;
  const bellsOn = bellsFlag ?? (present(values['bell-interval']) || present(values['bell-type']) || config.bells?.enabled === true);
  if (bellsOn) {
    // core-app.md §4: turning bells on fills missing values (tibetan-bowl start, zen-gong end, no interval).
    const bells: Record<string, unknown> = { ...BELLS_ON_DEFAULTS, ...config.bells, enabled: true };
    if (present(values['bell-interval'])) bells.interval = readNumber('bell-interval', values['bell-interval'], errors);
    if (present(values['bell-type'])) bells.type = values['bell-type'];
    candidate.bells = bells;
  } else {
    // "On start, bells are passed along only if enabled" (core-app.md §4).
    delete candidate.bells;
  }

  const sound = present(values.sound) ? readFlag('sound', values.sound, errors) : false;
  const timeScale = readTimeScale(values['time-scale'], errors);
  const autoStart = present(values.autostart) ? readFlag('autostart', values.autostart, errors) : true;
  const soundsUrl = present(values.sounds) ? readUrl('sounds', values.sounds, errors) : undefined;

  const parsed = base.ok ? parseMeditationConfig(candidate) : null;
  if (parsed?.ok && errors.length === 0) {
    return { ok: true, value: { config: parsed.value, sound: sound ?? false, timeScale, autoStart: autoStart ?? true, soundsUrl } };
  }
  const schemaErrors = parsed && !parsed.ok ? toAttributeErrors(parsed.errors, attributeOf, values) : [];
  return { ok: false, errors: mergeErrors(errors, schemaErrors) };
}

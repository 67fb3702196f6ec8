import type { BreathingConfig } from './breathingConfig';
import type { BellsConfig, MeditationConfig } from './meditationConfig';

/** The custom breathing builder's starting config: 5 rounds of 4-0-4-0, circle, no ambient, bell_chime, cues on. */
export const DEFAULT_BREATHING_CONFIG: BreathingConfig = {
  technique: 'custom',
  duration: { type: 'rounds', value: 5 },
  restBetweenSets: 0,
  visualGuide: 'circle',
  customPattern: { inhale: 4, hold: 0, exhale: 4, holdAfterExhale: 0 },
  ambient: 'none',
  notificationSound: 'bell_chime',
  notificationsEnabled: true,
};

/**
 * The meditation builder's starting config: 15 min basic timer, custom preset, zen
 * off, pranayama off (2 min), fades 3 s in and 5 s out, post-meditation off (3 min), no sound, no
 * ambient, bells off. With bells off there is nothing to pass along, so `bells` is absent.
 */
export const DEFAULT_MEDITATION_CONFIG: MeditationConfig = {
  duration: 15,
  type: 'basic-timer',
  preset: 'custom',
  zenMode: false,
  pranayama: { enabled: false, duration: 2 },
  transitions: { fadeIn: 3, fadeOut: 5 },
  postMeditation: { enabled: false, duration: 3 },
  sound: 'none',
  ambient: 'none',
};

/** What turning bells on fills in when a value is missing: a tibetan-bowl start, a zen-gong end, no interval bells. */
export const BELLS_ON_DEFAULTS: BellsConfig = {
  enabled: true,
  start: 'tibetan-bowl',
  interval: 0,
  end: 'zen-gong',
  type: 'tibetan-bowl',
};

/** A meditation config whose bells may be partly chosen (some fields absent), as a form holds them. */
export type MaybePartialBells = Omit<MeditationConfig, 'bells'> & { readonly bells?: Partial<BellsConfig> };

/** The config with bells switched on, keeping every bell value already chosen and filling the rest from BELLS_ON_DEFAULTS. */
export function withBellsEnabled(config: MaybePartialBells): MeditationConfig {
  const chosen = Object.fromEntries(Object.entries(config.bells ?? {}).filter(([, value]) => value !== undefined));
  return { ...config, bells: { ...BELLS_ON_DEFAULTS, ...chosen, enabled: true } };
}

/** What a session receives on start: bells are passed along only when they are enabled. */
export function meditationConfigForStart(config: MeditationConfig): MeditationConfig {
  if (config.bells?.enabled) return config;
  const { bells: _off, ...rest } = config;
  return rest;
}

/**
 * Configs for tests, built from the catalog's defaults and presets so they follow the catalog rather
 * than a copy of it, overridable per test.
 */
import type { BreathingConfig, BreathingPattern } from '../src/catalog/breathingConfig';
import { BREATHING_PRESET_CONFIGS } from '../src/catalog/breathingPresetConfigs';
import { BELLS_ON_DEFAULTS, DEFAULT_BREATHING_CONFIG, DEFAULT_MEDITATION_CONFIG } from '../src/catalog/defaults';
import type { BellsConfig, MeditationConfig } from '../src/catalog/meditationConfig';

/** The breathing builder's starting config (5 rounds of custom 4-0-4-0) with `overrides`; `pattern` ("4-7-8-0") sets the custom pattern. */
export function breathing(overrides: Partial<BreathingConfig> & { pattern?: string } = {}): BreathingConfig {
  const { pattern, ...rest } = overrides;
  return { ...DEFAULT_BREATHING_CONFIG, ...(pattern ? { customPattern: patternOf(pattern) } : {}), ...rest };
}

/** "4-7-8-0" → inhale 4, hold 7, exhale 8, hold after exhale 0. */
export function patternOf(text: string): BreathingPattern {
  const [inhale = 0, hold = 0, exhale = 0, holdAfterExhale = 0] = text.split('-').map(Number);
  return { inhale, hold, exhale, holdAfterExhale };
}

/** The meditation builder's starting config (a 15 minute basic timer, bells off) with `overrides`. */
export function meditation(overrides: Partial<MeditationConfig> = {}): MeditationConfig {
  return { ...DEFAULT_MEDITATION_CONFIG, ...overrides };
}

/** Bells turned on as the builder fills them in (a tibetan-bowl start, a zen-gong end, no interval bells), with `overrides`. */
export function bellsOn(overrides: Partial<BellsConfig> = {}): BellsConfig {
  return { ...BELLS_ON_DEFAULTS, ...overrides };
}

/** A meditation of `minutes` with the bells on (bellsOn()), with `overrides`. */
export function meditationWithBells(minutes: number, overrides: Partial<MeditationConfig> = {}): MeditationConfig {
  return meditation({ duration: minutes, bells: bellsOn(), ...overrides });
}

/** The 4-7-8 preset: 8 rounds of 4-7-8, 152 s. */
export const FOUR_SEVEN_EIGHT: BreathingConfig = BREATHING_PRESET_CONFIGS['4-7-8'];

/** The deep-reset preset: 3 rounds of 30 rapid breaths, a breath hold until released and a 15 s recovery breath, 30 s apart. */
export const DEEP_RESET: BreathingConfig = BREATHING_PRESET_CONFIGS['deep-reset'];

/** 2 min pranayama, 10 min body scan, 1 min gentle transition: 13 minutes, with bells. */
export const BODY_SCAN_WITH_PRANAYAMA: MeditationConfig = meditationWithBells(10, {
  type: 'body-scan',
  pranayama: { enabled: true, duration: 2 },
  postMeditation: { enabled: true, duration: 1 },
});

/** Valid configs for tests, with the builders' defaults (core-app.md §4, §9), overridable per test. */
import type { BreathingConfig, BreathingPattern } from '../src/catalog/breathingConfig';
import type { MeditationConfig } from '../src/catalog/meditationConfig';

export function breathing(overrides: Partial<BreathingConfig> & { pattern?: string } = {}): BreathingConfig {
  const { pattern, ...rest } = overrides;
  return {
    technique: 'custom',
    duration: { type: 'rounds', value: 5 },
    restBetweenSets: 0,
    visualGuide: 'circle',
    customPattern: pattern ? patternOf(pattern) : { inhale: 4, hold: 0, exhale: 4, holdAfterExhale: 0 },
    ambient: 'none',
    notificationSound: 'bell_chime',
    notificationsEnabled: true,
    ...rest,
  };
}

/** "4-7-8-0" → inhale 4, hold 7, exhale 8, hold after exhale 0. */
export function patternOf(text: string): BreathingPattern {
  const [inhale = 0, hold = 0, exhale = 0, holdAfterExhale = 0] = text.split('-').map(Number);
  return { inhale, hold, exhale, holdAfterExhale };
}

export function meditation(overrides: Partial<MeditationConfig> = {}): MeditationConfig {
  return {
    duration: 15,
    type: 'basic-timer',
    preset: 'custom',
    zenMode: false,
    pranayama: { enabled: false, duration: 2 },
    transitions: { fadeIn: 3, fadeOut: 5 },
    postMeditation: { enabled: false, duration: 3 },
    sound: 'none',
    ambient: 'none',
    ...overrides,
  };
}

import type { BreathingConfig } from '../src/catalog/breathingConfig';
import type { MeditationConfig } from '../src/catalog/meditationConfig';

/** Sessions the runner tests and browser tests use, written out so a test reads without the catalog. */
export const FOUR_SEVEN_EIGHT: BreathingConfig = {
  technique: '4-7-8',
  duration: { type: 'rounds', value: 8 },
  restBetweenSets: 0,
  visualGuide: 'circle',
  customPattern: { inhale: 4, hold: 7, exhale: 8, holdAfterExhale: 0 },
  ambient: 'none',
  notificationSound: 'bell_chime',
  notificationsEnabled: true,
};

export const DEEP_RESET: BreathingConfig = {
  technique: 'deep-reset',
  duration: { type: 'rounds', value: 3 },
  restBetweenSets: 30,
  visualGuide: 'wave',
  customPattern: { inhale: 1, hold: 0, exhale: 1, holdAfterExhale: 0 },
  ambient: 'none',
  notificationSound: 'bell_chime',
  notificationsEnabled: true,
};

const BELLS = { enabled: true, start: 'tibetan-bowl', interval: 0, end: 'zen-gong', type: 'tibetan-bowl' } as const;

/** 2 min pranayama, 10 min body scan, 1 min gentle transition: 13 minutes. */
export const BODY_SCAN_WITH_PRANAYAMA: MeditationConfig = {
  duration: 10,
  type: 'body-scan',
  preset: 'custom',
  zenMode: false,
  pranayama: { enabled: true, duration: 2 },
  transitions: { fadeIn: 3, fadeOut: 5 },
  postMeditation: { enabled: true, duration: 1 },
  sound: 'none',
  ambient: 'none',
  bells: BELLS,
};

export function meditation(minutes: number, overrides: Partial<MeditationConfig> = {}): MeditationConfig {
  return {
    duration: minutes,
    type: 'basic-timer',
    preset: 'custom',
    zenMode: false,
    pranayama: { enabled: false, duration: 2 },
    transitions: { fadeIn: 3, fadeOut: 5 },
    postMeditation: { enabled: false, duration: 3 },
    sound: 'none',
    ambient: 'none',
    bells: BELLS,
    ...overrides,
  };
}

import type { BreathingConfig, BreathingPattern } from './breathingConfig';
import type { BreathingPresetId } from './presetTypes';

type Extras = Omit<Partial<BreathingConfig>, 'technique' | 'customPattern' | 'duration'>;

/** A preset's config: the builder's sound defaults (ambient none, bell_chime, cues on, circle) plus the technique's own numbers. */
function config(
  technique: BreathingPresetId,
  [inhale, hold, exhale, holdAfterExhale]: readonly [number, number, number, number],
  duration: BreathingConfig['duration'],
  extras: Extras = {},
): BreathingConfig {
  const customPattern: BreathingPattern = { inhale, hold, exhale, holdAfterExhale };
  return {
    technique,
    duration,
    restBetweenSets: 0,
    visualGuide: 'circle',
    customPattern,
    ambient: 'none',
    notificationSound: 'bell_chime',
    notificationsEnabled: true,
    ...extras,
  };
}

const byRounds = (value: number) => ({ type: 'rounds', value }) as const;
const byTime = (minutes: number) => ({ type: 'time', value: minutes }) as const;

/**
 * Each breathing preset's session config, in the order the builder lists them.
 * Kept apart from the cards (BREATHING_PRESETS, built on this table) so that whatever only runs a
 * preset, such as the widgets, does not carry the cards' prose.
 */
export const BREATHING_PRESET_CONFIGS: Readonly<Record<BreathingPresetId, BreathingConfig>> = {
  box: config('box', [4, 4, 4, 4], byTime(6)),
  '4-7-8': config('4-7-8', [4, 7, 8, 0], byRounds(8)),
  coherent: config('coherent', [5, 0, 5, 0], byTime(10)),
  '1-2-ratio': config('1-2-ratio', [4, 0, 8, 0], byRounds(8)),
  'physiological-sigh': config('physiological-sigh', [2, 0, 6, 2], byRounds(6)),
  'step-down': config('step-down', [8, 0, 8, 0], byRounds(12)),
  tidal: config('tidal', [3, 0, 3, 0], byTime(10)),
  'humming-exhale': config('humming-exhale', [4, 0, 6, 0], byRounds(8)),
  'deep-reset': config('deep-reset', [1, 0, 1, 0], byRounds(3), {
    visualGuide: 'wave',
    restBetweenSets: 60,
    restBetweenRounds: 30,
    rapidBreaths: 30,
  }),
};

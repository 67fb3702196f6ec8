import { DEFAULT_MEDITATION_CONFIG } from './defaults';
import type { BellsConfig, MeditationConfig } from './meditationConfig';
import type { MeditationStylePresetId } from './presetTypes';

/** The presets' bells: a soft gong to begin, a deep gong to end, no interval bells. */
export const PRESET_BELLS: BellsConfig = { enabled: true, start: 'gong_soft', interval: 0, end: 'gong_deep', type: 'tibetan-bowl' };

/** A style's config: the builder's defaults (so switching a section on in the custom form gives its usual length) plus the style's own. */
function config(id: MeditationStylePresetId, overrides: Partial<MeditationConfig>): MeditationConfig {
  return { ...DEFAULT_MEDITATION_CONFIG, preset: id, bells: PRESET_BELLS, ...overrides };
}

/** A guided style: the type's prompts every `intervalSeconds`. */
function guided(id: MeditationStylePresetId & MeditationConfig['type'], minutes: number, intervalSeconds: number): MeditationConfig {
  return config(id, { type: id, duration: minutes, guidance: { enabled: true, interval: intervalSeconds } });
}

/**
 * Each meditation style's session config, in the order the builder lists them.
 * Kept apart from the cards (MEDITATION_PRESETS, built on this table) so that whatever only runs a
 * style, such as the widgets, does not carry the cards' prose.
 */
export const MEDITATION_PRESET_CONFIGS: Readonly<Record<MeditationStylePresetId, MeditationConfig>> = {
  // The product's 20 + 2 + 2 minutes add up to 24, not the 22 every card states: the 20-minute sitting
  // and the pranayama make the 22; the 2-minute transition is ready (off) in the custom form.
  tm: config('tm', {
    duration: 20,
    pranayama: { enabled: true, duration: 2 },
    postMeditation: { enabled: false, duration: 2 },
  }),
  zen: config('zen', { duration: 20, zenMode: true, postMeditation: { enabled: true, duration: 5 } }),
  quick: config('quick', { duration: 10 }),
  'body-scan': guided('body-scan', 15, 60),
  'anchor-switching': guided('anchor-switching', 12, 45),
  'emotion-surfing': guided('emotion-surfing', 10, 120),
  'mental-labeling': guided('mental-labeling', 15, 90),
  'gaze-meditation': guided('gaze-meditation', 12, 120),
  'open-awareness': guided('open-awareness', 18, 180),
  'walking-meditation': guided('walking-meditation', 15, 90),
};

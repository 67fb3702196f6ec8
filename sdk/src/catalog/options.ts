/** Every closed set of choices a config can name (core-app.md §3), in the order the screens list them. */

export const BREATHING_TECHNIQUES = [
  'box',
  '4-7-8',
  'coherent',
  '1-2-ratio',
  'physiological-sigh',
  'step-down',
  'tidal',
  'humming-exhale',
  'deep-reset',
  'custom',
] as const;
export type BreathingTechnique = (typeof BREATHING_TECHNIQUES)[number];

export const VISUAL_GUIDES = ['circle', 'lungs', 'wave'] as const;
export type VisualGuide = (typeof VISUAL_GUIDES)[number];

export const AMBIENT_OPTIONS = [
  'none',
  'sauna_loop',
  'sea_loop',
  'forest_loop',
  'rain_loop',
  'cafe_loop',
  'lake_wind',
  'outside_night',
  'spring_forest',
  'daytime_bonfire',
  'summer_forest',
  'warm_afternoon',
  'pine_trees',
] as const;
export type AmbientOption = (typeof AMBIENT_OPTIONS)[number];

export const CUE_SOUNDS = ['bell_chime', 'bell_ping', 'bowl_long', 'gong_soft', 'gong_deep'] as const;
export type CueSound = (typeof CUE_SOUNDS)[number];

export const BELL_TYPES = ['none', 'tibetan-bowl', 'crystal-bell', 'nature-chime', 'zen-gong', 'soft-tone'] as const;
export type BellType = (typeof BELL_TYPES)[number];

/** A start or end bell may name a bell type or one of the cue sounds (the spec uses both). */
export const BELL_SOUNDS = [...BELL_TYPES, ...CUE_SOUNDS] as const;
export type BellSound = (typeof BELL_SOUNDS)[number];

export const MEDITATION_SOUNDS = ['none', ...CUE_SOUNDS] as const;
export type MeditationSound = (typeof MEDITATION_SOUNDS)[number];

export const MEDITATION_TYPES = [
  'basic-timer',
  'micro-reset',
  'body-scan',
  'anchor-switching',
  'emotion-surfing',
  'mental-labeling',
  'gaze-meditation',
  'open-awareness',
  'walking-meditation',
] as const;
export type MeditationType = (typeof MEDITATION_TYPES)[number];

/** The meditation style presets, plus `custom` (the builder's own) and `mbsr` (the library's). */
export const MEDITATION_PRESET_IDS = [
  'tm',
  'zen',
  'quick',
  'body-scan',
  'anchor-switching',
  'emotion-surfing',
  'mental-labeling',
  'gaze-meditation',
  'open-awareness',
  'walking-meditation',
  'mbsr',
  'custom',
] as const;
export type MeditationPresetId = (typeof MEDITATION_PRESET_IDS)[number];

export const DURATION_TYPES = ['rounds', 'time'] as const;
export type DurationType = (typeof DURATION_TYPES)[number];

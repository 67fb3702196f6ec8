/**
 * Every closed set of choices a config can name, in the order the screens list them. Each list is
 * named after the field (and element attribute) it fills, and its type is the singular:
 * BELL_TYPES / BellType for `bells.type` (`bell-type`), CUE_SOUNDS / CueSound for the breathing
 * cue (`cue-sound`), START_END_BELLS / StartEndBell for `bells.start` and `bells.end`.
 */

/** The breathing techniques: the nine presets' ids, then `custom` (a pattern of one's own). */
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
/** One of BREATHING_TECHNIQUES. */
export type BreathingTechnique = (typeof BREATHING_TECHNIQUES)[number];

/** The breathing session's visual guide: a growing circle, filling lungs, or a rising wave. */
export const VISUAL_GUIDES = ['circle', 'lungs', 'wave'] as const;
/** One of VISUAL_GUIDES. */
export type VisualGuide = (typeof VISUAL_GUIDES)[number];

/** The ambient beds under a session: `none` (silence) or the name of a looped recording in the sound manifest. */
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
/** One of AMBIENT_OPTIONS. */
export type AmbientOption = (typeof AMBIENT_OPTIONS)[number];

/** The sounds of the breathing cues (a bell or gong at each phase change); also a meditation's `sound`. */
export const CUE_SOUNDS = ['bell_chime', 'bell_ping', 'bowl_long', 'gong_soft', 'gong_deep'] as const;
/** One of CUE_SOUNDS. */
export type CueSound = (typeof CUE_SOUNDS)[number];

/** The meditation bells' types (`bells.type`, the interval bells' sound); `none` for silent interval bells. */
export const BELL_TYPES = ['none', 'tibetan-bowl', 'crystal-bell', 'nature-chime', 'zen-gong', 'soft-tone'] as const;
/** One of BELL_TYPES. */
export type BellType = (typeof BELL_TYPES)[number];

/** What a meditation's start or end bell (`bells.start`, `bells.end`) may name: a bell type or a cue sound. */
export const START_END_BELLS = [...BELL_TYPES, ...CUE_SOUNDS] as const;
/** One of START_END_BELLS. */
export type StartEndBell = (typeof START_END_BELLS)[number];
/**
 * The former name of START_END_BELLS.
 *
 * @deprecated Use START_END_BELLS (each list is named after the field it fills); this alias goes in 1.0.
 */
export const BELL_SOUNDS = START_END_BELLS;
/**
 * The former name of StartEndBell.
 *
 * @deprecated Use StartEndBell; this alias goes in 1.0.
 */
export type BellSound = StartEndBell;

/** A meditation's session sound (`sound`): `none` or a cue sound. */
export const MEDITATION_SOUNDS = ['none', ...CUE_SOUNDS] as const;
/** One of MEDITATION_SOUNDS. */
export type MeditationSound = (typeof MEDITATION_SOUNDS)[number];

/** The meditation types: a plain timer, or a guided style whose prompts the session shows. */
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
/** One of MEDITATION_TYPES. */
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
/** One of MEDITATION_PRESET_IDS. */
export type MeditationPresetId = (typeof MEDITATION_PRESET_IDS)[number];

/** What a segment of a meditation program is: settling in, sitting, or walking. */
export const SEGMENT_KINDS = ['settle', 'sit', 'walk'] as const;
/** One of SEGMENT_KINDS. */
export type SegmentKind = (typeof SEGMENT_KINDS)[number];

/** How a breathing session's length is counted: in rounds, or in minutes (`time`). */
export const DURATION_TYPES = ['rounds', 'time'] as const;
/** One of DURATION_TYPES. */
export type DurationType = (typeof DURATION_TYPES)[number];

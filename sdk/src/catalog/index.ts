/**
 * @stillpoint/sdk/catalog: the schemas and parsers of every config, the field checks the widgets use
 * without zod, the presets, library, moods, labels and the recommender. The helpers the schemas and
 * the recommender are built from (message builders, scoring tables, the engine's length rules) are
 * internal. The repository's API report of this entry shows every change to this list in review.
 */
export * from './options';
export * from './bounds';
export * from './breathingConfig';
export * from './meditationConfig';
export { randomBellRoom, segmentBellsSchema, segmentSchema, segmentsSchema, segmentsTotal, type ProgramSegment, type ProgramSegmentBells } from './segment';
export { parseProgram, programSchema, programText, type Program } from './program';
export { checkProgram } from './programChecks';
export { LOCALES, formatMessage, pickLocale, type Locale, type Message, type MessageValues, type PluralMessage } from './messages/formatMessage';
export { createTranslator, type MessageOverrides, type Translator } from './messages/createTranslator';
export { loadMessages, loadedMessages } from './messages/loadMessages';
export { en, type MessageKey, type Messages } from './messages/en';
export { parseBreathingConfig, parseMeditationConfig, describeErrors, type FieldError, type ParseResult } from './parseConfig';
export * from './configFields';
export { checkChoice, checkDuration, checkWholeNumber } from './fieldChecks';
export type * from './presetTypes';
export { BREATHING_PRESET_CONFIGS } from './breathingPresetConfigs';
export { BREATHING_PRESETS, breathingPreset, patternText } from './breathingPresets';
export { MEDITATION_PRESET_CONFIGS, PRESET_BELLS } from './meditationPresetConfigs';
export { MEDITATION_PRESETS, meditationPreset } from './meditationPresets';
export { BREATHING_LIBRARY, MEDITATION_LIBRARY } from './library';
export { MOOD_IDS, MOOD_TILES, moodTile, type MoodId, type MoodTile } from './moods';
export { BREATHING_EDUCATION } from './education/breathingEducation';
export { LIBRARY_MEDITATION_EDUCATION, MEDITATION_EDUCATION } from './education/meditationEducation';
export {
  BELLS_ON_DEFAULTS,
  DEFAULT_BREATHING_CONFIG,
  DEFAULT_MEDITATION_CONFIG,
  meditationConfigForStart,
  withBellsEnabled,
  type MaybePartialBells,
} from './defaults';
export { meditationSessionName } from './sessionName';
export { breathingLengthText, breathingSummary, countText, meditationStyleName, meditationSummary, savedMeditationName } from './sessionSummary';
export { MEDITATION_TYPE_LABELS, SEGMENT_KIND_LABELS, meditationPhaseChips, meditationTotalMinutes } from './meditationLabels';
export { AMBIENT_LABELS, BELL_TYPE_LABELS, CUE_SOUND_LABELS, VISUAL_GUIDE_LABELS } from './optionLabels';
export { estimateBreathingSeconds } from './breathingLength';
export {
  EXPERIENCE_LEVELS,
  MAX_GOALS,
  RECOMMENDATION_GOALS,
  parseRecommendationRequest,
  recommendationRequestSchema,
  type ExperienceLevel,
  type RecommendationGoal,
  type RecommendationRequest,
} from './recommendationRequest';
export { FALLBACK_RECOMMENDATION, recommend, type PersonalHistory, type ReadonlyRequest, type Recommendation } from './recommend';

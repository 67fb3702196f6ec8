import type { MoodId } from './moods';
import type { BreathingPresetId, MeditationStylePresetId } from './presetTypes';
import type { RecommendationGoal } from './recommendationRequest';

/** What the recommender knows about each preset beyond the card: what it serves and how long it sensibly runs. */
export interface RecommendationProfile {
  readonly goals: readonly RecommendationGoal[];
  /** The shortest and longest session worth recommending, in minutes. */
  readonly minMinutes: number;
  readonly maxMinutes: number;
  /** A continuous practice stretched or shortened to the time; otherwise the preset runs as it is when it fits. */
  readonly scalable: boolean;
  /** The first sentence of the instructions; the length is appended. */
  readonly instructions: string;
}

export const BREATHING_PROFILES: Readonly<Record<BreathingPresetId, RecommendationProfile>> = {
  box: {
    goals: ['stress', 'focus'],
    minMinutes: 1,
    maxMinutes: 10,
    scalable: true,
    instructions: 'Breathe in for 4 seconds, hold for 4, breathe out for 4 and hold for 4, following the circle.',
  },
  '4-7-8': {
    goals: ['sleep', 'stress'],
    minMinutes: 1,
    maxMinutes: 5,
    scalable: false,
    instructions: 'Breathe in quietly through your nose for 4 seconds, hold for 7, and breathe out slowly through your mouth for 8.',
  },
  coherent: {
    goals: ['stress', 'focus'],
    minMinutes: 3,
    maxMinutes: 20,
    scalable: true,
    instructions: 'Breathe in for 5 seconds and out for 5, smoothly and without pausing.',
  },
  '1-2-ratio': {
    goals: ['stress', 'sleep'],
    minMinutes: 1,
    maxMinutes: 10,
    scalable: true,
    instructions: 'Breathe in for 4 seconds and out for 8, gently, as if through a straw.',
  },
  'physiological-sigh': {
    goals: ['stress', 'emotion'],
    minMinutes: 1,
    maxMinutes: 5,
    // Five minutes of cyclic sighing is the protocol studied by Balban et al. (2023).
    scalable: true,
    instructions: 'Breathe in through your nose, add a short second sip of air, then let it all go in a long exhale through your mouth.',
  },
  'step-down': {
    goals: ['stress', 'sleep'],
    minMinutes: 2,
    maxMinutes: 10,
    scalable: false,
    instructions: 'Breathe in and out for 8 seconds each, one second shorter every two rounds, down to 4.',
  },
  tidal: {
    goals: ['stress', 'body'],
    minMinutes: 1,
    maxMinutes: 20,
    scalable: true,
    instructions: 'Breathe easily, 3 seconds in and 3 out, and simply notice each breath.',
  },
  'humming-exhale': {
    goals: ['stress', 'sleep'],
    minMinutes: 1,
    maxMinutes: 10,
    scalable: true,
    instructions: 'Breathe in through your nose for 4 seconds, then hum softly as you breathe out for 6.',
  },
  'deep-reset': {
    goals: ['energy'],
    minMinutes: 6,
    maxMinutes: 12,
    scalable: false,
    instructions:
      'Sitting or lying down, take 30 full quick breaths, hold after the last exhale until you tap Release & Breathe, then take a deep recovery breath; three rounds. Never in water or while driving.',
  },
};

export const MEDITATION_PROFILES: Readonly<Record<MeditationStylePresetId, RecommendationProfile>> = {
  tm: {
    goals: ['stress', 'focus'],
    minMinutes: 10,
    maxMinutes: 22,
    scalable: true,
    instructions: 'After a few minutes of slow breathing, sit with eyes closed and silently repeat a soothing word, returning to it whenever you drift.',
  },
  zen: {
    goals: ['focus'],
    minMinutes: 10,
    maxMinutes: 40,
    scalable: true,
    instructions: 'Sit upright and still with eyes half-open, counting breaths from one to ten and starting again when you lose count.',
  },
  quick: {
    goals: ['focus', 'stress'],
    minMinutes: 3,
    maxMinutes: 15,
    scalable: true,
    instructions: 'Sit comfortably, rest your attention on the breath, and come back to it each time the mind wanders.',
  },
  'body-scan': {
    goals: ['body', 'sleep', 'stress'],
    minMinutes: 5,
    maxMinutes: 30,
    scalable: true,
    instructions: 'Lie or sit comfortably and move your attention slowly from your toes to the top of your head, noticing without changing anything.',
  },
  'anchor-switching': {
    goals: ['focus'],
    minMinutes: 5,
    maxMinutes: 20,
    scalable: true,
    instructions: 'Rest your attention on the breath, sounds or the body, and move it to the next anchor each time a prompt appears.',
  },
  'emotion-surfing': {
    goals: ['emotion'],
    minMinutes: 5,
    maxMinutes: 20,
    scalable: true,
    instructions: 'Notice what you feel and where it sits in the body, and watch it rise and fall like a wave without pushing it away.',
  },
  'mental-labeling': {
    goals: ['emotion', 'focus'],
    minMinutes: 5,
    maxMinutes: 20,
    scalable: true,
    instructions: 'Note each thought, sound or feeling with a soft word such as "thinking" or "hearing", then return to the breath.',
  },
  'gaze-meditation': {
    goals: ['focus', 'energy'],
    minMinutes: 5,
    maxMinutes: 20,
    scalable: true,
    instructions: 'Rest your eyes softly on a single point, blinking when you need to, and return to it when the mind wanders.',
  },
  'open-awareness': {
    goals: ['emotion', 'focus'],
    minMinutes: 10,
    maxMinutes: 30,
    scalable: true,
    instructions: 'Let attention rest wide open to sounds, sensations and thoughts, noticing each as it comes and goes.',
  },
  'walking-meditation': {
    goals: ['body', 'energy'],
    minMinutes: 5,
    maxMinutes: 30,
    scalable: true,
    instructions: 'Walk slowly and feel each step: the lift, the movement and the placing of each foot.',
  },
};

type CandidateId = BreathingPresetId | MeditationStylePresetId;

/**
 * How well each preset suits each mood, 0 to 3 (unlisted: 0). The recommender ranks on this first,
 * so a mood tile always leads to a practice made for it.
 */
export const MOOD_AFFINITY: Readonly<Record<MoodId, Readonly<Partial<Record<CandidateId, number>>>>> = {
  'calm-nerves': { 'physiological-sigh': 3, '1-2-ratio': 3, box: 2, '4-7-8': 2, 'humming-exhale': 2, coherent: 2, quick: 1, 'emotion-surfing': 1 },
  'fall-asleep': { '4-7-8': 3, 'body-scan': 3, '1-2-ratio': 2, 'humming-exhale': 2, 'step-down': 2, coherent: 1, tidal: 1 },
  'regain-focus': { box: 3, 'anchor-switching': 3, coherent: 2, 'gaze-meditation': 2, quick: 2, zen: 1, 'mental-labeling': 1 },
  'process-emotion': { 'emotion-surfing': 3, 'mental-labeling': 2, 'open-awareness': 2, 'physiological-sigh': 1, 'humming-exhale': 1 },
  'quick-reset': { 'physiological-sigh': 3, box: 2, '1-2-ratio': 2, 'humming-exhale': 2, tidal: 1 },
  'just-breathe': { coherent: 3, tidal: 3, box: 2, 'step-down': 2, 'humming-exhale': 1, quick: 1 },
  'morning-energy': { 'deep-reset': 3, box: 2, 'walking-meditation': 2, 'gaze-meditation': 1, coherent: 1 },
  'body-awareness': { 'body-scan': 3, 'walking-meditation': 2, tidal: 1, 'open-awareness': 1 },
};

/** The tables the recommender ranks and fits with: these of the catalog, or a test's own (recommenderFor in recommend.ts). */
export interface RecommendationTables {
  readonly breathing: typeof BREATHING_PROFILES;
  readonly meditation: typeof MEDITATION_PROFILES;
  readonly affinity: typeof MOOD_AFFINITY;
}

/** The catalog's tables, which `recommend` ranks with. */
export const RECOMMENDATION_TABLES: RecommendationTables = { breathing: BREATHING_PROFILES, meditation: MEDITATION_PROFILES, affinity: MOOD_AFFINITY };

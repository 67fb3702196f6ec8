import type { BreathingConfig } from './breathingConfig';
import { estimateBreathingSeconds } from './breathingLength';
import { BREATHING_PRESETS, breathingPreset } from './breathingPresets';
import type { MeditationConfig } from './meditationConfig';
import { meditationTotalMinutes } from './meditationLabels';
import { MEDITATION_PRESETS } from './meditationPresets';
import { moodTile } from './moods';
import type { BreathingPreset, Difficulty, MeditationPreset } from './presetTypes';
import { BREATHING_PROFILES, RECOMMENDATION_TABLES, type RecommendationProfile, type RecommendationTables } from './recommendationProfiles';
import type { ExperienceLevel, RecommendationGoal, RecommendationRequest } from './recommendationRequest';

/** The answer of POST /api/recommendations/personal, with the config to start. */
export interface Recommendation {
  /** Which builder the session belongs to. */
  readonly session_type: 'breathing' | 'meditation';
  /** A breathing technique or a meditation style preset id. */
  readonly technique: string;
  /** Text containing the number of minutes, e.g. "5 minutes"; never more than the time available. */
  readonly duration: string;
  /** One or two sentences telling the person what to do, shown before they start. */
  readonly instructions: string;
  /** The session to start: a BreathingConfig when session_type is breathing, else a MeditationConfig. */
  readonly config: BreathingConfig | MeditationConfig;
}

/** What the recommender may know of a person's past sessions, to prefer what they finish. */
export interface PersonalHistory {
  /** Share of started sessions the user finished, 0..1, by technique or preset id, meditation type, or session type. */
  readonly completionRate?: Partial<Record<string, number>>;
}

function minutesText(minutes: number): string {
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** What the app starts when the recommendation call fails (for instance, offline): 5 minutes of 4-4-4-4 box breathing. */
export const FALLBACK_RECOMMENDATION: Recommendation = {
  session_type: 'breathing',
  technique: 'box',
  duration: minutesText(5),
  instructions: `${BREATHING_PROFILES.box.instructions} Keep going for 5 minutes; the session ends by itself.`,
  config: { ...breathingPreset('box').config, duration: { type: 'time', value: 5 } },
};

interface Session {
  readonly config: BreathingConfig | MeditationConfig;
  readonly minutes: number;
  readonly length: string;
}

/** Deep reset's hold is open-ended; a recommendation sets its limit so the three rounds fit, up to 90 s and never under 10 s. */
const DEEP_RESET_LONGEST_HOLD = 90;
const DEEP_RESET_SHORTEST_HOLD = 10;

function breathingSession(preset: BreathingPreset, profile: RecommendationProfile, target: number): Session | null {
  if (preset.id === 'deep-reset') {
    const rounds = preset.config.duration.value;
    const room = Math.floor((target * 60 - estimateBreathingSeconds(preset.config)) / rounds);
    const holdTime = Math.min(DEEP_RESET_LONGEST_HOLD, room);
    if (holdTime < DEEP_RESET_SHORTEST_HOLD) return null;
    const config: BreathingConfig = { ...preset.config, holdTime };
    const minutes = Math.ceil(estimateBreathingSeconds(config) / 60);
    return { config, minutes, length: `Three rounds, about ${minutesText(minutes)}.` };
  }
  const asIs = estimateBreathingSeconds(preset.config);
  if (!profile.scalable && asIs <= target * 60) {
    const minutes = Math.max(1, Math.ceil(asIs / 60));
    return { config: preset.config, minutes, length: `${preset.config.duration.value} rounds, about ${minutesText(minutes)}.` };
  }
  // By time the engine runs whole rounds that fit within the minutes, so the session never overruns them.
  const config: BreathingConfig = { ...preset.config, duration: { type: 'time', value: target } };
  return { config, minutes: target, length: `Keep going for ${minutesText(target)}; the session ends by itself.` };
}

/** The shortest sitting worth keeping pranayama or a transition around it. */
const SHORTEST_MAIN_WITH_EXTRAS = 5;

function meditationSession(preset: MeditationPreset, target: number): Session {
  const base = preset.config;
  const extras = (base.pranayama.enabled ? base.pranayama.duration : 0) + (base.postMeditation.enabled ? base.postMeditation.duration : 0);
  const keepExtras = target - extras >= Math.max(SHORTEST_MAIN_WITH_EXTRAS, extras);
  const config: MeditationConfig = {
    ...base,
    duration: keepExtras ? target - extras : target,
    pranayama: { ...base.pranayama, enabled: keepExtras && base.pranayama.enabled },
    postMeditation: { ...base.postMeditation, enabled: keepExtras && base.postMeditation.enabled },
  };
  const minutes = meditationTotalMinutes(config);
  return { config, minutes, length: `The session lasts ${minutesText(minutes)}.` };
}

const DIFFICULTY_RANK: Readonly<Record<Difficulty, number>> = { beginner: 0, intermediate: 1, advanced: 2 };
const LEVEL_RANK: Readonly<Record<ExperienceLevel, number>> = { beginner: 0, some: 1, intermediate: 1, regular: 2, advanced: 2 };

interface Candidate {
  readonly sessionType: Recommendation['session_type'];
  readonly id: string;
  readonly meditationType?: string;
  readonly profile: RecommendationProfile;
  readonly difficulty: Difficulty;
  readonly build: (target: number) => Session | null;
}

function candidates({ breathing, meditation }: RecommendationTables): Candidate[] {
  return [
    ...BREATHING_PRESETS.map((preset): Candidate => {
      const profile = breathing[preset.id];
      return {
        sessionType: 'breathing',
        id: preset.id,
        profile,
        difficulty: preset.difficulty,
        build: (target) => breathingSession(preset, profile, target),
      };
    }),
    ...MEDITATION_PRESETS.map(
      (preset): Candidate => ({
        sessionType: 'meditation',
        id: preset.id,
        meditationType: preset.config.type,
        profile: meditation[preset.id],
        difficulty: preset.difficulty,
        build: (target) => meditationSession(preset, target),
      }),
    ),
  ];
}

/** An unknown completion rate counts as neither good nor bad. */
const UNKNOWN_RATE = 0.5;

function rateOf(candidate: Candidate, personal: PersonalHistory | undefined): number {
  const rates = personal?.completionRate ?? {};
  const keys = [candidate.id, candidate.meditationType, candidate.sessionType];
  for (const key of keys) {
    const rate = key === undefined ? undefined : rates[key];
    if (typeof rate === 'number' && Number.isFinite(rate)) return Math.min(1, Math.max(0, rate));
  }
  return UNKNOWN_RATE;
}

/** A parsed request, or a read-only literal of the same shape: `recommend` changes nothing. */
export type ReadonlyRequest = Readonly<Omit<RecommendationRequest, 'goals'>> & { readonly goals: readonly RecommendationGoal[] };

/**
 * Picks the session for a mood. Deterministic: the same request
 * and history always give the same answer. Ranking, highest first: how well the preset suits the mood
 * (x10), each requested goal it serves (x4), how close its difficulty is to the user's experience
 * (0-2; advanced practices are never offered to beginners); equal scores go to what the user finishes
 * more often, then to catalog order. The session is fitted to the time available, the mood's longest
 * suggested time and the preset's sensible range, and never runs longer than the time available.
 */
export function recommend(request: ReadonlyRequest, personal?: PersonalHistory): Recommendation {
  return catalogRecommender(request, personal);
}

/**
 * `recommend` over other tables than the catalog's: a test's, to show what the rules do with a table the catalog
 * may have after a change (a preset every mood suits best, practices that never fit the time).
 */
export function recommenderFor(tables: RecommendationTables): (request: ReadonlyRequest, personal?: PersonalHistory) => Recommendation {
  const all = candidates(tables);
  return (request, personal) => {
    const mood = moodTile(request.current_mood);
    const level = LEVEL_RANK[request.experience_level];
    const goals = new Set(request.goals);
    const moodGoals = new Set(mood.goals);
    const affinity = tables.affinity[mood.id];
    // A tile promises its suggested time: a session shorter than the tile's shortest is no answer to it
    // ("Fall Asleep 10-20 min" once started 3 minutes of 4-7-8), unless the caller has less time than that.
    const shortest = Math.min(mood.minMinutes, request.time_available);

    let best: { candidate: Candidate; session: Session; score: number; rate: number } | undefined;
    for (const candidate of all) {
      const gap = DIFFICULTY_RANK[candidate.difficulty] - level;
      if (gap >= 2) continue;
      const target = Math.min(request.time_available, candidate.profile.maxMinutes, mood.maxMinutes);
      if (target < candidate.profile.minMinutes) continue;
      const session = candidate.build(target);
      if (!session || session.minutes < shortest) continue;
      // The mood's own goals weigh more than the others the caller sends (the user's onboarding goal): a
      // user who chose "focus" once still gets an energising practice from "Morning Energy", not the
      // same box breathing as from "Regain Focus".
      const moodMatches = candidate.profile.goals.filter((goal) => moodGoals.has(goal)).length;
      const otherMatches = candidate.profile.goals.filter((goal) => goals.has(goal) && !moodGoals.has(goal)).length;
      const score = 10 * (affinity[candidate.id as keyof typeof affinity] ?? 0) + 4 * moodMatches + otherMatches + (2 - Math.abs(gap));
      const rate = rateOf(candidate, personal);
      // Strictly better only: on a full tie the earlier catalog entry stays.
      if (!best || score > best.score || (score === best.score && rate > best.rate)) best = { candidate, session, score, rate };
    }

    if (!best) return fittedFallback(request.time_available);
    const { candidate, session } = best;
    return {
      session_type: candidate.sessionType,
      technique: candidate.id,
      duration: minutesText(session.minutes),
      instructions: `${candidate.profile.instructions} ${session.length}`,
      config: session.config,
    };
  };
}

const catalogRecommender = /* @__PURE__ */ recommenderFor(RECOMMENDATION_TABLES);

/** Box breathing always fits one minute, so this only guards the promise that nothing overruns the time available. */
function fittedFallback(minutes: number): Recommendation {
  if (minutes >= 5) return FALLBACK_RECOMMENDATION;
  const config: BreathingConfig = { ...breathingPreset('box').config, duration: { type: 'time', value: minutes } };
  return { ...FALLBACK_RECOMMENDATION, duration: minutesText(minutes), config };
}

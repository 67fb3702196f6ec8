import type { RecommendationAnswer, RecommendationBody, User } from '@stillpoint/api/contract';
import {
  BREATHING_PRESETS,
  createTranslator,
  en as sdkEnglish,
  estimateBreathingSeconds,
  FALLBACK_RECOMMENDATION,
  loadedMessages,
  loadMessages,
  MEDITATION_PRESETS,
  meditationTotalMinutes,
  type BreathingConfig,
  type MeditationConfig,
  type MoodTile,
  type Translator,
} from '@stillpoint/sdk/catalog';
import { intlLocale, useAppLocaleStore } from '../../i18n/appLocaleStore';
import { ApiError } from '../../lib/apiRequest';
import { isPaymentRequired } from '../../lib/paymentRequired';
import { toast, type ToastInput } from '../../ui/toastStore';
import { presetsMessages } from '../presets/presetsMessages';
import type { SessionRequest } from '../session/sessionRequest';
import { en as englishWords, type RecommendationMessageKey } from './messages/en';
import { askRecommendation } from './queries';
import { recommendationMessages } from './recommendationMessages';

/** §8: the recommendation toast shows 4 s; the failure toast 3 s. */
export const RECOMMENDATION_TOAST_MS = 4000;
export const RECOMMENDATION_FAILED_TOAST_MS = 3000;
/** A failure that says why (offline, trial ended) has two sentences to read, and maybe a link: longer than §8's 3 s. */
export const RECOMMENDATION_FAILED_WHY_TOAST_MS = 6000;

/**
 * What a mood tile asks for: the tile's longest suggested time, the goals the user gave at onboarding (else the
 * tile's own) and their experience (else beginner).
 */
export function recommendationBody(mood: MoodTile, user: Pick<User, 'goal' | 'experience'>): RecommendationBody {
  return {
    current_mood: mood.id,
    time_available: mood.maxMinutes,
    goals: user.goal ? [user.goal, ...mood.goals.filter((goal) => goal !== user.goal)] : [...mood.goals],
    experience_level: user.experience ?? 'beginner',
  };
}

/** The practice's name as the catalog gives it ("Box Breathing", "Body Scan"); the id when unknown. */
export function practiceName(recommendation: Pick<RecommendationAnswer, 'session_type' | 'technique'>): string {
  const presets: readonly { id: string; name: string }[] = recommendation.session_type === 'breathing' ? BREATHING_PRESETS : MEDITATION_PRESETS;
  return presets.find((preset) => preset.id === recommendation.technique)?.name ?? recommendation.technique;
}

/** The session a recommendation starts, tagged with the mood it answers. */
export function recommendedSession(recommendation: RecommendationAnswer, mood: MoodTile): SessionRequest {
  const base = { title: practiceName(recommendation), source: 'mood' as const, technique: recommendation.technique, moodTag: mood.id };
  return recommendation.session_type === 'breathing'
    ? { ...base, kind: 'breathing', config: recommendation.config as Extract<SessionRequest, { kind: 'breathing' }>['config'] }
    : { ...base, kind: 'meditation', config: recommendation.config as Extract<SessionRequest, { kind: 'meditation' }>['config'] };
}

/** The words a recommendation's toast is written with: its own catalog's, and the SDK's for the practice's name. */
export interface RecommendationWords {
  readonly t: typeof recommendationMessages.text;
  readonly sdk: Translator;
}

/** The words in the app's language now (the SDK's as far as its catalog of that language has arrived, else English). */
export function recommendationWords(): RecommendationWords {
  const locale = intlLocale(useAppLocaleStore.getState().locale);
  return { t: recommendationMessages.text, sdk: createTranslator(locale, loadedMessages(locale) ?? sdkEnglish) };
}

/** Resolves once the toast's words are here in the language the app is asked to show; never rejects (English stays). */
function recommendationWordsReady(): Promise<unknown> {
  const locale = intlLocale(useAppLocaleStore.getState().wanted);
  return Promise.all([recommendationMessages.ready(), loadMessages(locale).catch(() => undefined)]);
}

type ToastAnswer = Pick<RecommendationAnswer, 'session_type' | 'technique' | 'instructions' | 'config'>;

/**
 * How long the recommended session runs, from the config it starts, as the recommender says it: a meditation in all
 * ("The session lasts 15 minutes."), breathing by time until the minutes are up, by rounds about so long ("8 rounds,
 * about 3 minutes."; the deep reset's "Three rounds"). Undefined for a config this app does not know how to read.
 */
export function lengthSentence(answer: Pick<RecommendationAnswer, 'session_type' | 'technique' | 'config'>, t: RecommendationWords['t']): string | undefined {
  const count = (minutes: number) => (Number.isFinite(minutes) && minutes > 0 ? minutes : undefined);
  if (answer.session_type === 'meditation') {
    const minutes = count(meditationTotalMinutes(answer.config as MeditationConfig));
    return minutes === undefined ? undefined : t('length.lasts', { count: minutes });
  }
  const config = answer.config as BreathingConfig;
  const value = count(config.duration.value);
  if (value === undefined) return undefined;
  if (config.duration.type === 'time') return t('length.keepGoing', { count: value });
  if (config.duration.type !== 'rounds') return undefined;
  // The engine runs whole rounds: the recommender promises the minutes they take, rounded up, at least 1.
  const minutes = count(Math.max(1, Math.ceil(estimateBreathingSeconds(config) / 60)));
  if (minutes === undefined) return undefined;
  if (answer.technique === 'deep-reset' && value === 3) return t('length.threeRounds', { count: minutes });
  return t('length.rounds', { count: minutes, rounds: t('length.roundCount', { count: value }) });
}

const isPracticeKey = (key: string): key is RecommendationMessageKey => Object.hasOwn(englishWords, key) && !key.startsWith('length.');

/**
 * The 4 s toast of a recommendation, in the reader's words: the practice's name, and what to do, then how long the
 * session lasts (the duration field is not put in front of them: it said the same length twice). The API's
 * `instructions` stay its English contract; the toast says them from the catalog, by practice, the length from the
 * config. A practice the catalog does not know (a newer API's) keeps the API's own English instructions.
 */
export function recommendationToast(answer: ToastAnswer, { t, sdk }: RecommendationWords = recommendationWords()): { title: string; description: string } {
  const key = `${answer.session_type}.${answer.technique}`;
  const length = isPracticeKey(key) ? lengthSentence(answer, t) : undefined;
  return { title: sdk.text(practiceName(answer)), description: isPracticeKey(key) && length ? `${t(key)} ${length}` : answer.instructions };
}

/** §8: when the call fails, 5 minutes of 4-4-4-4 box breathing start instead. */
export function fallbackSession(mood: MoodTile): SessionRequest {
  return recommendedSession(FALLBACK_RECOMMENDATION, mood);
}

/**
 * The "Recommendation failed" toast: why, when the app knows (offline, no connection to Stillpoint, the trial
 * ended, with the way to the plans), and what starts instead; §8's words for any other failure.
 */
export function recommendationFailedToast(failure: unknown, online: boolean): ToastInput {
  // The call fails with "Failed to get recommendation" (§8), the request's own error as its cause.
  const error = failure instanceof Error && failure.cause !== undefined ? failure.cause : failure;
  const t = presetsMessages.text;
  const title = t('presets.recommendationFailed');
  // FALLBACK_RECOMMENDATION: 5 minutes of box breathing, as the sentence says.
  const instead = t('presets.instead');
  const why = (description: string) => ({ title, description: `${description} ${instead}`, variant: 'destructive', durationMs: RECOMMENDATION_FAILED_WHY_TOAST_MS }) as const;
  if (!online) return why(t('presets.offline'));
  if (isPaymentRequired(error)) return { ...why(t('presets.trialEnded')), action: { label: t('presets.seePlans'), to: '/paywall' } };
  if (!(error instanceof ApiError)) return why(t('presets.unreachable'));
  return { title, description: t('presets.gentle'), variant: 'destructive', durationMs: RECOMMENDATION_FAILED_TOAST_MS };
}

/**
 * The session a mood tile starts (core-app.md §4, "Recommendation flow"): the recommended one, with its 4 s
 * toast; when the call fails, the "Recommendation failed" toast saying why, and 5 minutes of box breathing.
 */
export async function moodSession(mood: MoodTile, user: User): Promise<SessionRequest> {
  const failed = (error: unknown) => {
    toast(recommendationFailedToast(error, navigator.onLine));
    return fallbackSession(mood);
  };
  // Offline, react-query would hold the call until the connection returns, and the tile would do nothing till then.
  if (!navigator.onLine) return failed(null);
  try {
    // The toast's words arrive with the answer (the recommendation's chunk and the SDK's catalog in the reader's language).
    const [answer] = await Promise.all([askRecommendation(recommendationBody(mood, user)), recommendationWordsReady()]);
    toast({ ...recommendationToast(answer), durationMs: RECOMMENDATION_TOAST_MS });
    return recommendedSession(answer, mood);
  } catch (error) {
    return failed(error);
  }
}

// For the mood grid, which loads this module with the first tile pressed: the launcher comes with it, not with the page.
export { launchSession } from '../session/sessionRequest';

import * as z from 'zod';
import { anyPassword, locale, timeZone } from './fields';

/** The onboarding answers (commercial.md §2, "Onboarding page"); kept on the user as defaults for recommendations. */
export const onboardingGoal = z.enum(['stress', 'focus', 'energy', 'sleep'], 'must be stress, focus, energy or sleep');
export const onboardingExperience = z.enum(['beginner', 'some', 'regular'], 'must be beginner, some or regular');
export const onboardingTime = z.enum(['5min', '10min', '15min'], 'must be 5min, 10min or 15min');

/** GET /api/user, and the answer of every call that signs in or changes the user. */
export const userAnswer = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  streakTrackingEnabled: z.boolean(),
  monthlyStatsEnabled: z.boolean(),
  ouraRingEnabled: z.boolean(),
  appleHealthEnabled: z.boolean(),
  /** Whether a day with only sits ended early (at least a minute, logged) counts towards the streak. */
  partialSitsCountForStreak: z.boolean(),
  /** The IANA zone streaks are counted in. */
  timeZone: z.string(),
  /** The language the app, the e-mails and the notifications use. */
  locale,
  emailVerified: z.boolean(),
  createdAt: z.iso.datetime(),
  /** The onboarding answers, null until given. */
  goal: onboardingGoal.nullable(),
  experience: onboardingExperience.nullable(),
  timeCommitment: onboardingTime.nullable(),
  /** The onboarding overlay was finished or skipped (in any browser), or an onboarding answer given. */
  onboardingDone: z.boolean(),
});

const flag = z.boolean('must be true or false');

/** PATCH /api/user/preferences: any of the settings (the onboarding answers among them; null clears one), at least one. */
export const preferencesBody = z
  .strictObject({
    streakTrackingEnabled: flag.optional(),
    monthlyStatsEnabled: flag.optional(),
    ouraRingEnabled: flag.optional(),
    appleHealthEnabled: flag.optional(),
    partialSitsCountForStreak: flag.optional(),
    timeZone: timeZone.optional(),
    locale: locale.optional(),
    goal: onboardingGoal.nullable().optional(),
    experience: onboardingExperience.nullable().optional(),
    timeCommitment: onboardingTime.nullable().optional(),
    /** The onboarding overlay was finished or skipped: it is not shown again, in any browser. Only `true`: it is not undone. */
    onboardingDone: z.literal(true, 'must be true').optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Send at least one preference to change.');

/** DELETE /api/user. */
export const deleteAccountBody = z.strictObject({ password: anyPassword });

/** A day with logged sessions (completed or ended early), in the user's time zone; minutes are those practised. */
export const practiceDay = z.object({ date: z.iso.date(), sessions: z.number().int(), minutes: z.number().int() });

/** GET /api/user/stats. */
export const statsAnswer = z.object({
  currentStreak: z.number().int(),
  longestStreak: z.number().int(),
  monthlyStats: z.object({ totalBreathingSessions: z.number().int(), totalMeditationMinutes: z.number().int() }),
  /** The days of the last 16 weeks with a logged session, oldest first. */
  practiceDays: z.array(practiceDay),
});

export type User = z.infer<typeof userAnswer>;
export type OnboardingGoal = z.infer<typeof onboardingGoal>;
export type OnboardingExperience = z.infer<typeof onboardingExperience>;
export type OnboardingTime = z.infer<typeof onboardingTime>;
export type PreferencesBody = z.input<typeof preferencesBody>;
export type PreferenceChanges = z.infer<typeof preferencesBody>;
export type DeleteAccountBody = z.input<typeof deleteAccountBody>;
export type Stats = z.infer<typeof statsAnswer>;
export type PracticeDay = z.infer<typeof practiceDay>;

import * as z from 'zod/mini';
import { BOUNDS } from './bounds';
import { CONFIG_FIELDS } from './configFields';
import { checkDuration, DURATION_NOT_NUMBER } from './fieldChecks';
import { flag, oneOf, section, wholeNumber } from './fields';
import { BREATHING_TECHNIQUES, DURATION_TYPES } from './options';

/** A custom breathing pattern: seconds of inhale, hold, exhale and hold after exhale (holds may be 0). */
export const breathingPatternSchema = section('The breathing pattern', {
  inhale: wholeNumber(...CONFIG_FIELDS.inhale),
  hold: wholeNumber(...CONFIG_FIELDS.hold),
  exhale: wholeNumber(...CONFIG_FIELDS.exhale),
  holdAfterExhale: wholeNumber(...CONFIG_FIELDS.holdAfterExhale),
});
/** A breathing pattern, in whole seconds per phase. */
export type BreathingPattern = z.infer<typeof breathingPatternSchema>;

const durationSchema = z
  .strictObject(
    {
      type: oneOf('Duration type', DURATION_TYPES),
      value: z.number({ error: DURATION_NOT_NUMBER }),
    },
    { error: 'Duration must be an object with a type and a value.' },
  )
  .check(
    z.superRefine((duration, ctx) => {
      const message = checkDuration(duration.type, duration.value);
      if (message) ctx.issues.push({ code: 'custom', input: duration.value, path: ['value'], message });
    }),
  );

/**
 * A breathing session's settings, each field within its BOUNDS. Unknown fields are refused, so a
 * typo in a saved config or a widget attribute is an error rather than a silent default.
 */
export const breathingConfigSchema = section('The breathing settings', {
  technique: oneOf('Technique', BREATHING_TECHNIQUES),
  duration: durationSchema,
  restBetweenSets: wholeNumber('Rest between sets', BOUNDS.restBetweenSets, 'seconds'),
  visualGuide: oneOf(...CONFIG_FIELDS.visualGuide),
  customPattern: breathingPatternSchema,
  ambient: oneOf(...CONFIG_FIELDS.ambient),
  notificationSound: oneOf(...CONFIG_FIELDS.cueSound),
  notificationsEnabled: flag('Breathing cues'),
  sets: z.optional(wholeNumber('Sets', BOUNDS.sets)),
  totalMinutes: z.optional(wholeNumber('Total minutes', BOUNDS.timeMinutes, 'minutes')),
  transitions: z.optional(flag('Transition sounds')),
  restBetweenRounds: z.optional(wholeNumber('Rest between rounds', BOUNDS.restBetweenRounds, 'seconds')),
  rapidBreaths: z.optional(wholeNumber('Rapid breaths', BOUNDS.rapidBreaths)),
  holdTime: z.optional(wholeNumber('Breath hold limit', BOUNDS.holdTime, 'seconds')),
  settleIn: z.optional(wholeNumber('Settle-in time', BOUNDS.settleIn, 'seconds')),
});
/**
 * A breathing session's settings. Seconds for the pattern, rests, holds and settle-in; `duration`
 * counts rounds (1-20) or minutes (`{ type: 'time', value }`, 1-30); `notificationSound` is the cue
 * sound, played at phase changes when `notificationsEnabled`. The optional fields tune the
 * multi-set techniques (step-down, deep-reset) and default to the technique's own values.
 */
export type BreathingConfig = z.infer<typeof breathingConfigSchema>;

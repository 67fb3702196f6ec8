import * as z from 'zod/mini';
import { BOUNDS } from './bounds';
import { CONFIG_FIELDS } from './configFields';
import { checkDuration, DURATION_NOT_NUMBER } from './fieldChecks';
import { flag, oneOf, section, wholeNumber } from './fields';
import { BREATHING_TECHNIQUES, DURATION_TYPES } from './options';

export const breathingPatternSchema = section('The breathing pattern', {
  inhale: wholeNumber(...CONFIG_FIELDS.inhale),
  hold: wholeNumber(...CONFIG_FIELDS.hold),
  exhale: wholeNumber(...CONFIG_FIELDS.exhale),
  holdAfterExhale: wholeNumber(...CONFIG_FIELDS.holdAfterExhale),
});
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
 * A breathing session (core-app.md §3) with the bounds of §5. Unknown fields are refused, so a
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
export type BreathingConfig = z.infer<typeof breathingConfigSchema>;

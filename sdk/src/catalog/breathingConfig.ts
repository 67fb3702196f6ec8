import * as z from 'zod/mini';
import { BOUNDS } from './bounds';
import { flag, oneOf, section, wholeNumber } from './fields';
import { AMBIENT_OPTIONS, BREATHING_TECHNIQUES, CUE_SOUNDS, DURATION_TYPES, VISUAL_GUIDES } from './options';

export const breathingPatternSchema = section('The breathing pattern', {
  inhale: wholeNumber('Inhale', BOUNDS.inhale, 'seconds'),
  hold: wholeNumber('Hold after inhale', BOUNDS.hold, 'seconds'),
  exhale: wholeNumber('Exhale', BOUNDS.exhale, 'seconds'),
  holdAfterExhale: wholeNumber('Hold after exhale', BOUNDS.holdAfterExhale, 'seconds'),
});
export type BreathingPattern = z.infer<typeof breathingPatternSchema>;

const durationSchema = z
  .strictObject(
    {
      type: oneOf('Duration type', DURATION_TYPES),
      value: z.number({ error: 'Duration must be a number.' }),
    },
    { error: 'Duration must be an object with a type and a value.' },
  )
  .check(
    z.superRefine((duration, ctx) => {
      const bound = duration.type === 'rounds' ? BOUNDS.rounds : BOUNDS.timeMinutes;
      const unit = duration.type === 'rounds' ? 'rounds' : 'minutes';
      const value = duration.value;
      if (!Number.isInteger(value) || value < bound.min || value > bound.max) {
        ctx.issues.push({
          code: 'custom',
          input: value,
          path: ['value'],
          message: `Duration must be a whole number between ${bound.min} and ${bound.max} ${unit}.`,
        });
      }
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
  visualGuide: oneOf('Visual guide', VISUAL_GUIDES),
  customPattern: breathingPatternSchema,
  ambient: oneOf('Ambient sound', AMBIENT_OPTIONS),
  notificationSound: oneOf('Cue sound', CUE_SOUNDS),
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

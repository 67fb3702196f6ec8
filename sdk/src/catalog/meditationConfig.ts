import * as z from 'zod/mini';
import { BOUNDS } from './bounds';
import { CONFIG_FIELDS } from './configFields';
import { wholeNumberMessages } from './fieldChecks';
import { flag, oneOf, section, wholeNumber } from './fields';
import { START_END_BELLS, MEDITATION_PRESET_IDS, MEDITATION_SOUNDS } from './options';
import { segmentsSchema, segmentsTotal } from './segment';

/** A meditation's bells: a start and an end bell, interval bells every `interval` minutes (0: none) of `type`. */
export const bellsSchema = section('Bells', {
  enabled: flag('Bells'),
  start: oneOf('Start bell', START_END_BELLS),
  interval: wholeNumber(...CONFIG_FIELDS.bellInterval),
  end: oneOf('End bell', START_END_BELLS),
  type: oneOf(...CONFIG_FIELDS.bellType),
});
/** A meditation's bells, as bellsSchema accepts them. */
export type BellsConfig = z.infer<typeof bellsSchema>;

const durationMessages = wholeNumberMessages(...CONFIG_FIELDS.meditationMinutes);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/**
 * `duration` on its own: a whole number of minutes from 1. Its upper bound depends on `segments`,
 * so the config's own check below holds it (with the same message as any whole-number field).
 */
const durationSchema = z.number({ error: durationMessages.notNumber }).check(
  z.refine<number>(Number.isInteger, { error: durationMessages.notWhole, abort: true }),
  z.gte(BOUNDS.meditationMinutes.min, { error: durationMessages.outOfRange }),
);

/**
 * The checks across fields. They run whatever else is wrong (`when`), so every wrong field is named
 * at once, and each reads only values it has found well formed. Without segments a meditation lasts
 * 1-60 minutes; with them, `duration` is their total (a client writes it; parseProgram derives it),
 * the length is the program's, and its bells are the segments' own, so the config's interval bells
 * and the open-ended timer are refused rather than silently dropped.
 */
const acrossFields = z.superRefine<Record<string, unknown>>(
  (config, ctx) => {
    const { duration, segments, openEnded, bells } = config;
    if (segments === undefined) {
      if (isWhole(duration) && duration > BOUNDS.meditationMinutes.max) {
        ctx.addIssue({ code: 'custom', path: ['duration'], input: duration, message: durationMessages.outOfRange });
      }
      return;
    }
    const lengths = Array.isArray(segments) ? segments.map((segment: unknown) => (isRecord(segment) ? segment['minutes'] : undefined)) : [];
    if (lengths.length > 0 && lengths.every(isWhole) && isWhole(duration)) {
      const total = segmentsTotal(lengths.map((minutes) => ({ minutes })));
      if (duration !== total) {
        ctx.addIssue({ code: 'custom', path: ['duration'], input: duration, message: `Duration must be the segments' total, ${total} minutes.` });
      }
    }
    if (openEnded === true) {
      ctx.addIssue({ code: 'custom', path: ['openEnded'], input: openEnded, message: 'A program of segments has its own length, so it cannot be an open-ended timer.' });
    }
    if (isRecord(bells) && isWhole(bells['interval']) && bells['interval'] > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['bells', 'interval'],
        input: bells['interval'],
        message: 'Bell interval must be 0 in a program: each segment sets its own bells ("every").',
      });
    }
  },
  { when: (payload) => isRecord(payload.value) },
);

/**
 * A meditation session's settings, each field within its BOUNDS. `openEnded` is the
 * "Silent Timer": it counts up until ended, with interval bells still on time.
 */
export const meditationConfigSchema = section('The meditation settings', {
  duration: durationSchema,
  type: oneOf(...CONFIG_FIELDS.meditationType),
  preset: oneOf('Preset', MEDITATION_PRESET_IDS),
  zenMode: flag('Zen mode'),
  pranayama: section('Pranayama', {
    enabled: flag('Pranayama'),
    duration: wholeNumber('Pranayama duration', BOUNDS.pranayamaMinutes, 'minutes'),
  }),
  transitions: section('Transitions', {
    fadeIn: wholeNumber('Fade in', BOUNDS.fadeSeconds, 'seconds'),
    fadeOut: wholeNumber('Fade out', BOUNDS.fadeSeconds, 'seconds'),
  }),
  postMeditation: section('Post-meditation transition', {
    enabled: flag('Post-meditation transition'),
    duration: wholeNumber('Post-meditation duration', BOUNDS.postMeditationMinutes, 'minutes'),
  }),
  sound: oneOf('Session sound', MEDITATION_SOUNDS),
  ambient: oneOf(...CONFIG_FIELDS.ambient),
  bells: z.optional(bellsSchema),
  guidance: z.optional(
    section('Guidance', {
      enabled: flag('Guidance'),
      interval: wholeNumber('Guidance interval', BOUNDS.guidanceIntervalSeconds, 'seconds'),
    }),
  ),
  openEnded: z.optional(flag('Open-ended timer')),
  settleIn: z.optional(wholeNumber('Settle-in time', BOUNDS.settleIn, 'seconds')),
  segments: z.optional(segmentsSchema),
}).check(acrossFields as z.core.$ZodCheck<unknown>);
/**
 * A meditation session's settings. `duration` is the meditation's minutes (1-60, or with `segments`,
 * a program of sit, walk and settle segments with bells of their own, their total up to 180); pranayama and the
 * post-meditation transition come on top, in minutes; fades are seconds; `guidance.interval` is
 * seconds between prompts. `bells` is absent when bells are off.
 */
export type MeditationConfig = z.infer<typeof meditationConfigSchema>;

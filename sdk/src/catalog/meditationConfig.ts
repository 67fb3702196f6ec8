import * as z from 'zod/mini';
import { BOUNDS } from './bounds';
import { CONFIG_FIELDS } from './configFields';
import { flag, oneOf, section, wholeNumber } from './fields';
import { START_END_BELLS, MEDITATION_PRESET_IDS, MEDITATION_SOUNDS } from './options';

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

/**
 * A meditation session's settings, each field within its BOUNDS. `openEnded` is the
 * "Silent Timer": it counts up until ended, with interval bells still on time.
 */
export const meditationConfigSchema = section('The meditation settings', {
  duration: wholeNumber(...CONFIG_FIELDS.meditationMinutes),
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
});
/**
 * A meditation session's settings. `duration` is the meditation's minutes (1-60); pranayama and the
 * post-meditation transition come on top, in minutes; fades are seconds; `guidance.interval` is
 * seconds between prompts. `bells` is absent when bells are off.
 */
export type MeditationConfig = z.infer<typeof meditationConfigSchema>;

import * as z from 'zod/mini';
import { BOUNDS } from './bounds';
import { flag, oneOf, section, wholeNumber } from './fields';
import { AMBIENT_OPTIONS, BELL_SOUNDS, BELL_TYPES, MEDITATION_PRESET_IDS, MEDITATION_SOUNDS, MEDITATION_TYPES } from './options';

export const bellsSchema = section('Bells', {
  enabled: flag('Bells'),
  start: oneOf('Start bell', BELL_SOUNDS),
  interval: wholeNumber('Bell interval', BOUNDS.bellIntervalMinutes, 'minutes'),
  end: oneOf('End bell', BELL_SOUNDS),
  type: oneOf('Bell type', BELL_TYPES),
});
export type BellsConfig = z.infer<typeof bellsSchema>;

/**
 * A meditation session (core-app.md §3, MeditationConfig) with the bounds of §5. `openEnded` is the
 * "Silent Timer": it counts up until ended, with interval bells still on time.
 */
export const meditationConfigSchema = section('The meditation settings', {
  duration: wholeNumber('Duration', BOUNDS.meditationMinutes, 'minutes'),
  type: oneOf('Meditation type', MEDITATION_TYPES),
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
  ambient: oneOf('Ambient sound', AMBIENT_OPTIONS),
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
export type MeditationConfig = z.infer<typeof meditationConfigSchema>;

import { BOUNDS, type Bound } from './bounds';
import { AMBIENT_OPTIONS, BELL_TYPES, CUE_SOUNDS, MEDITATION_TYPES, VISUAL_GUIDES } from './options';

/** A number field of a config: its label in messages, its bound (from BOUNDS) and its unit. */
export type NumberField = readonly [label: string, bound: Bound, unit?: string];
/** A field that names one of a closed set of choices (options.ts), and its label in messages. */
export type ChoiceField = readonly [label: string, choices: readonly [string, ...string[]]];

/**
 * The fields a widget attribute can set, described once for the zod schemas (breathingConfig.ts,
 * meditationConfig.ts) and the zod-free checks (fieldChecks.ts), so both name and bound them alike.
 */
export const CONFIG_FIELDS = {
  inhale: ['Inhale', BOUNDS.inhale, 'seconds'],
  hold: ['Hold after inhale', BOUNDS.hold, 'seconds'],
  exhale: ['Exhale', BOUNDS.exhale, 'seconds'],
  holdAfterExhale: ['Hold after exhale', BOUNDS.holdAfterExhale, 'seconds'],
  visualGuide: ['Visual guide', VISUAL_GUIDES],
  ambient: ['Ambient sound', AMBIENT_OPTIONS],
  cueSound: ['Cue sound', CUE_SOUNDS],
  meditationMinutes: ['Duration', BOUNDS.meditationMinutes, 'minutes'],
  meditationType: ['Meditation type', MEDITATION_TYPES],
  bellInterval: ['Bell interval', BOUNDS.bellIntervalMinutes, 'minutes'],
  bellType: ['Bell type', BELL_TYPES],
  settleIn: ['Settle-in time', BOUNDS.settleIn, 'seconds'],
} as const satisfies Record<string, NumberField | ChoiceField>;

import * as z from 'zod/mini';
import { BOUNDS } from './bounds';
import { CONFIG_FIELDS } from './configFields';
import { BELLS_ON_DEFAULTS, DEFAULT_MEDITATION_CONFIG } from './defaults';
import { flag, oneOf, section, wholeNumber } from './fields';
import type { MeditationConfig } from './meditationConfig';
import { parseMeditationConfig, parseWith, type ParseResult } from './parseConfig';
import { canonicalSegment, programConfig, programValue } from './programConfig';
import { segmentsSchema } from './segment';

/**
 * A meditation program's text form, the same in a share link, the element's `program` attribute and
 * the API: its segments, and beside them the meditation options a program may set (ambient sound,
 * the bells' sound, zen mode, fades). Everything else comes from DEFAULT_MEDITATION_CONFIG.
 */
export const programSchema = section('The program', {
  segments: segmentsSchema,
  ambient: z.optional(oneOf(...CONFIG_FIELDS.ambient)),
  bells: z.optional(section('Bells', { type: oneOf(...CONFIG_FIELDS.bellType) })),
  zenMode: z.optional(flag('Zen mode')),
  transitions: z.optional(
    section('Transitions', {
      fadeIn: wholeNumber('Fade in', BOUNDS.fadeSeconds, 'seconds'),
      fadeOut: wholeNumber('Fade out', BOUNDS.fadeSeconds, 'seconds'),
    }),
  ),
});
/** A program, as programSchema accepts it. */
export type Program = z.infer<typeof programSchema>;

/**
 * Checks a program, as its JSON text or as a value, and gives the meditation config that runs it
 * (see programSchema); never throws. Text that is not JSON gets one error naming the program.
 */
export function parseProgram(input: unknown): ParseResult<MeditationConfig> {
  const read = programValue(input);
  if (!read.ok) return read;
  const value = read.value;
  const program = parseWith(programSchema, value);
  // The program's own schema accepted it; the config's checks (the total's bound among them) still hold.
  return program.ok ? parseMeditationConfig(programConfig(program.value)) : program;
}

/**
 * A meditation config's program text: its segments (a config without segments is one sit of its
 * duration) and the program options that differ from the defaults, keys always in the same order.
 * parseProgram() of the text gives the config back when the config came from a program.
 */
export function programText(config: MeditationConfig): string {
  const segments = config.segments ?? [{ kind: 'sit', minutes: config.duration }];
  const defaults = DEFAULT_MEDITATION_CONFIG;
  // Bells off is written as bells of no sound, which runs alike.
  const sound = config.bells?.enabled ? config.bells.type : 'none';
  const { fadeIn, fadeOut } = config.transitions;
  const program: Program = {
    segments: segments.map(canonicalSegment),
    ...(config.ambient !== defaults.ambient ? { ambient: config.ambient } : {}),
    ...(sound !== BELLS_ON_DEFAULTS.type ? { bells: { type: sound } } : {}),
    ...(config.zenMode !== defaults.zenMode ? { zenMode: config.zenMode } : {}),
    ...(fadeIn !== defaults.transitions.fadeIn || fadeOut !== defaults.transitions.fadeOut ? { transitions: { fadeIn, fadeOut } } : {}),
  };
  return JSON.stringify(program);
}

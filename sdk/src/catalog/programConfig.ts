import { BELLS_ON_DEFAULTS, DEFAULT_MEDITATION_CONFIG } from './defaults';
import type { MeditationConfig } from './meditationConfig';
import type { ParseResult } from './parseConfig';
import type { Program } from './program';
import type { ProgramSegment, ProgramSegmentBells } from './segment';
import { segmentsTotal } from './segmentRules';

// What a checked program runs as, without zod: program.ts (the schema) and programChecks.ts (the
// widgets' check) give the same config.

/** What text that is not JSON at all is told, as the program's one error. */
export const PROGRAM_NOT_JSON = 'The program is not valid JSON: write it as {"segments":[{"kind":"sit","minutes":20}]}.';

/** A program as a value: its JSON text read, or the value as given; text that is not JSON is one error naming the program. */
export function programValue(input: unknown): ParseResult<unknown> {
  if (typeof input !== 'string') return { ok: true, value: input };
  try {
    return { ok: true, value: JSON.parse(input) as unknown };
  } catch {
    return { ok: false, errors: [{ field: '(program)', message: PROGRAM_NOT_JSON }] };
  }
}

/** A segment with its keys in one order and no empty bells, so equal programs have equal text. */
export function canonicalSegment({ kind, minutes, bells }: ProgramSegment): ProgramSegment {
  const canonicalBells: ProgramSegmentBells = {
    ...(bells?.at?.length ? { at: bells.at } : {}),
    ...(bells?.every !== undefined ? { every: bells.every } : {}),
    ...(bells?.random ? { random: { count: bells.random.count } } : {}),
  };
  return Object.keys(canonicalBells).length > 0 ? { kind, minutes, bells: canonicalBells } : { kind, minutes };
}

/**
 * The meditation config a program runs as: the defaults, its options, bells on in its sound (no
 * interval bells: the segments ring their own), its total as `duration`, its segments in canonical form.
 */
export function programConfig(program: Program): MeditationConfig {
  const sound = program.bells?.type;
  return {
    ...DEFAULT_MEDITATION_CONFIG,
    duration: segmentsTotal(program.segments),
    ...(program.ambient ? { ambient: program.ambient } : {}),
    ...(program.zenMode !== undefined ? { zenMode: program.zenMode } : {}),
    ...(program.transitions ? { transitions: program.transitions } : {}),
    bells: { ...BELLS_ON_DEFAULTS, ...(sound ? { start: sound, end: sound, type: sound } : {}), interval: 0 },
    segments: program.segments.map(canonicalSegment),
  };
}

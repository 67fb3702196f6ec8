/** The meditation engine's timings, in ms. */
import type { MeditationType } from '../catalog/options';

export const FIRST_PROMPT_AFTER = 10_000;
export const PROMPT_SHOWN_FOR = 8_000;
export const MIN_PROMPT_INTERVAL = 30_000;

/** Types with a fixed prompt interval; every other guided type spreads its list over the main phase. */
export const FIXED_PROMPT_INTERVALS: Readonly<Partial<Record<MeditationType, number>>> = {
  'micro-reset': 30_000,
  'anchor-switching': 45_000,
};

/**
 * The time between prompts. A config's own guidance interval wins (it is how a preset carries its
 * type's interval, and what a person set); without one, the engine's rule: 30 s for micro-reset, 45 s for
 * anchor-switching, otherwise the larger of 30 s and the main phase divided by the number of prompts.
 */
export function promptInterval(type: MeditationType, mainMs: number, promptCount: number, configuredSeconds?: number): number {
  if (configuredSeconds !== undefined) return configuredSeconds * 1000;
  const fixed = FIXED_PROMPT_INTERVALS[type];
  if (fixed !== undefined) return fixed;
  return Math.max(MIN_PROMPT_INTERVAL, Math.floor(mainMs / Math.max(1, promptCount)));
}

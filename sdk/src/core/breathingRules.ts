/** The breathing engine's constants, named so the compiler and the tests share them. */

export const STEP_DOWN_START_SECONDS = 8;
export const STEP_DOWN_FLOOR_SECONDS = 4;
/** Step-down shortens inhale and exhale by 1 s every this many rounds. */
export const STEP_DOWN_ROUNDS_PER_STEP = 2;

export const SIGH_SECOND_INHALE_SECONDS = 1;
export const SIGH_EXHALE_SECONDS = 6;

export const TIDAL_INHALE_SECONDS = 3;
export const TIDAL_EXHALE_SECONDS = 3;

export const DEEP_RESET_ROUNDS = 3;
export const DEEP_RESET_RAPID_BREATHS = 30;
export const DEEP_RESET_BREATH_SECONDS = 2;
export const DEEP_RESET_RECOVERY_SECONDS = 15;
export const DEEP_RESET_REST_SECONDS = 30;

/** Inhale and exhale of a step-down round (1-based): 8 s, less 1 s every 2 rounds, never under 4 s. */
export function stepDownSeconds(round: number): number {
  const steps = Math.floor((round - 1) / STEP_DOWN_ROUNDS_PER_STEP);
  return Math.max(STEP_DOWN_FLOOR_SECONDS, STEP_DOWN_START_SECONDS - steps);
}

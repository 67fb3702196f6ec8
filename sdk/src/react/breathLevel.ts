import type { PhaseKind } from '../core/types';

/** Seconds of one rapid breath in the deep-reset cycle (30 breaths, 2 s each). */
export const RAPID_BREATH_MS = 2000;
/** The calm breath the zen view's circle follows: 4 s in, 6 s out. */
const ZEN_INHALE_MS = 4000;
const ZEN_CYCLE_MS = 10_000;

/** Smooth start and end, so the guide eases into and out of each breath. */
function ease(t: number): number {
  const x = Math.min(1, Math.max(0, t));
  return x * x * (3 - 2 * x);
}

/**
 * How full the lungs are, 0 (empty) to 1 (full), at `progress` (0..1) through a phase of
 * `durationMs`. The visual guides draw this one number; it is a pure function of the runner's
 * state, so a throttled tab, a paused session and a story pinned to a moment all draw the same.
 */
export function breathLevel(phase: PhaseKind | null, progress: number, durationMs: number): number {
  switch (phase) {
    case 'inhale':
      return ease(progress);
    case 'second-inhale':
      // The physiological sigh tops up lungs that are already most of the way full.
      return 0.75 + 0.25 * ease(progress);
    case 'hold':
    case 'recovery-breath':
      return 1;
    case 'exhale':
      return 1 - ease(progress);
    case 'rapid-breathing': {
      const within = ((progress * durationMs) % RAPID_BREATH_MS) / RAPID_BREATH_MS;
      return within < 0.5 ? ease(within * 2) : 1 - ease((within - 0.5) * 2);
    }
    case 'breath-hold':
      return 0.35;
    default:
      return 0;
  }
}

/** Whether the calm breath (4 s in, 6 s out) is breathing in at `elapsedMs`. */
export function isCalmInhale(elapsedMs: number): boolean {
  return ((elapsedMs % ZEN_CYCLE_MS) + ZEN_CYCLE_MS) % ZEN_CYCLE_MS < ZEN_INHALE_MS;
}

/** The zen view's slow breathing circle (and pranayama's), from the elapsed time. */
export function calmBreathLevel(elapsedMs: number): number {
  const within = ((elapsedMs % ZEN_CYCLE_MS) + ZEN_CYCLE_MS) % ZEN_CYCLE_MS;
  return within < ZEN_INHALE_MS ? ease(within / ZEN_INHALE_MS) : 1 - ease((within - ZEN_INHALE_MS) / (ZEN_CYCLE_MS - ZEN_INHALE_MS));
}

/** Scale of a growing shape for a level: never smaller than 55 % so the countdown inside stays readable. */
export function levelToScale(level: number): number {
  return 0.55 + 0.45 * Math.min(1, Math.max(0, level));
}

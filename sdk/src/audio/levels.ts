/** The mixer's levels. Volumes are linear gains, 0..1. */
export const LEVELS = {
  master: 1,
  ambientBus: 0.4,
  cueBus: 0.6,
  /** Ambient volume outside a session, and the default inside one. */
  ambient: 0.35,
  ambientInSession: 0.3,
  bell: 0.7,
  start: 0.8,
  end: 1,
  breathingCue: 0.4,
} as const;

export const COMPRESSOR = { threshold: -24, ratio: 3 } as const;

/** A cue lowers the ambient by this much (absolute volume) over the attack, and gives it back over the release. */
export const DUCK = { depth: 0.2, attackMs: 250, releaseMs: 300 } as const;

/** Every volume the engine accepts is clamped to 0..1; anything that is not a finite number counts as 0. */
export function clampVolume(volume: number): number {
  if (!Number.isFinite(volume)) return 0;
  return Math.min(1, Math.max(0, volume));
}

/**
 * The factor a duck multiplies the ambient by, so that the ambient ends up `depth` lower in absolute
 * volume (never below silence).
 */
export function duckFactor(ambientVolume: number, depth: number = DUCK.depth): number {
  const volume = clampVolume(ambientVolume);
  if (volume === 0) return 1;
  return clampVolume(volume - depth) / volume;
}

import type { CueSound } from '../catalog/options';
import type { PhaseKind, SessionKind } from '../core/types';

/** The sounds that mark a session's moments, each a cue sound. */
export interface SessionSounds {
  /** At the start (when the plan has no start bell). */
  readonly start: CueSound;
  /** At the end (when the plan has no end bell). */
  readonly end: CueSound;
  /** Entering a breath hold or recovery breath, and the first breath after a rest. */
  readonly transition: CueSound;
  /** Entering a rest between rounds or sets. */
  readonly rest: CueSound;
}

/**
 * Session sounds: start gong_deep (meditation) or bell_chime (breathing); the product's design lists
 * three end sounds and three transition sounds without saying which goes where. Our reading:
 * a meditation ends on bowl_long and marks its phase changes with bowl_long; a breathing session ends
 * on bell_chime, marks a hold or a new round with bell_ping and a rest with bell_chime; a breathing
 * session with sets (deep reset) ends on gong_soft, after its long rests.
 */
export const SESSION_SOUNDS: Readonly<Record<SessionKind, SessionSounds>> = {
  meditation: { start: 'gong_deep', end: 'bowl_long', transition: 'bowl_long', rest: 'bowl_long' },
  breathing: { start: 'bell_chime', end: 'bell_chime', transition: 'bell_ping', rest: 'bell_chime' },
};

export const SETS_END_SOUND: CueSound = 'gong_soft';

const REST_PHASES: ReadonlySet<PhaseKind> = new Set(['rest-between-rounds', 'rest-between-sets']);
const SECTION_PHASES: ReadonlySet<PhaseKind> = new Set(['breath-hold', 'recovery-breath', 'rapid-breathing']);

export function isRestPhase(phase: PhaseKind): boolean {
  return REST_PHASES.has(phase);
}

export function isSectionPhase(phase: PhaseKind): boolean {
  return SECTION_PHASES.has(phase);
}

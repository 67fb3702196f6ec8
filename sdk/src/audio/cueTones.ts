import type { CueKind } from '../core/types';

export interface CueTone {
  /** Hz */
  readonly frequency: number;
  /** ms */
  readonly duration: number;
}

/** The breathing cues: a short sine at each phase's pitch. */
export const CUE_TONES: Readonly<Record<CueKind, CueTone>> = {
  inhale: { frequency: 432, duration: 150 },
  exhale: { frequency: 256, duration: 150 },
  hold: { frequency: 324, duration: 200 },
};

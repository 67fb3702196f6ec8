import type { CueKind, PhaseKind, ProgramSegmentRef, Segment } from './types';

export interface SegmentSpec {
  readonly phase: PhaseKind;
  readonly label: string;
  readonly duration: number;
  readonly openEnded?: boolean;
  readonly round?: number;
  readonly set?: number;
  readonly cue?: CueKind | null;
  readonly programSegment?: ProgramSegmentRef;
}

/**
 * Lays segments end to end, so every plan is contiguous by construction: each starts where the
 * previous one ends. A fixed segment of 0 ms is skipped (a phase set to 0 s does not happen);
 * an open-ended one is kept whatever its length, because it ends on a user event.
 */
export function createSegmentList() {
  const segments: Segment[] = [];
  let total = 0;
  return {
    segments,
    get total() {
      return total;
    },
    add(spec: SegmentSpec): void {
      const openEnded = spec.openEnded ?? false;
      if (spec.duration <= 0 && !openEnded) return;
      segments.push({
        index: segments.length,
        phase: spec.phase,
        label: spec.label,
        start: total,
        duration: spec.duration,
        openEnded,
        round: spec.round ?? 0,
        set: spec.set ?? 0,
        cue: spec.cue ?? null,
        ...(spec.programSegment ? { programSegment: spec.programSegment } : {}),
      });
      total += spec.duration;
    },
  };
}

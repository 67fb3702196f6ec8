import type { BellEvent, CueKind, PhaseKind, Plan, Segment } from '../src/core/types';

/**
 * Hand-built plans for the audio tests: the audio engine must not depend on the plan compiler's
 * choices, only on the Plan contract.
 */
export interface SegmentSpec {
  readonly phase: PhaseKind;
  readonly ms: number;
  readonly cue?: CueKind | null;
  readonly openEnded?: boolean;
  readonly label?: string;
  readonly round?: number;
}

export function planOf(kind: Plan['kind'], specs: readonly SegmentSpec[], extra: Partial<Pick<Plan, 'bells' | 'repeatBellEvery' | 'rounds'>> = {}): Plan {
  let start = 0;
  const segments: Segment[] = specs.map((spec, index) => {
    const segment: Segment = {
      index,
      phase: spec.phase,
      label: spec.label ?? spec.phase,
      start,
      duration: spec.ms,
      openEnded: spec.openEnded ?? false,
      round: spec.round ?? 0,
      set: 0,
      cue: spec.cue ?? null,
    };
    start += spec.ms;
    return segment;
  });
  return {
    kind,
    title: `${kind} test plan`,
    segments,
    total: start,
    rounds: extra.rounds ?? 0,
    bells: extra.bells ?? ([] as BellEvent[]),
    prompts: [],
    repeatBellEvery: extra.repeatBellEvery ?? 0,
  };
}

/** `rounds` rounds of inhale-hold-exhale-hold (seconds), each opening with its cue. */
export function breathingPlan(rounds: number, pattern: readonly [number, number, number, number] = [4, 7, 8, 0]): Plan {
  const specs: SegmentSpec[] = [];
  for (let round = 1; round <= rounds; round++) {
    const [inhale, hold, exhale, holdAfter] = pattern;
    specs.push({ phase: 'inhale', ms: inhale * 1000, cue: 'inhale', round });
    if (hold > 0) specs.push({ phase: 'hold', ms: hold * 1000, cue: 'hold', round });
    specs.push({ phase: 'exhale', ms: exhale * 1000, cue: 'exhale', round });
    if (holdAfter > 0) specs.push({ phase: 'hold-after-exhale', ms: holdAfter * 1000, cue: 'hold', round });
  }
  return planOf('breathing', specs, { rounds });
}

/** A meditation of `minutes` with interval bells every `bellEveryMin` (0: none) and start/end bells. */
export function meditationPlan(minutes: number, bellEveryMin = 0): Plan {
  const total = minutes * 60_000;
  const bells: BellEvent[] = [{ at: 0, sound: 'gong_soft', reason: 'start' }];
  if (bellEveryMin > 0) {
    for (let at = bellEveryMin * 60_000; at < total; at += bellEveryMin * 60_000) bells.push({ at, sound: 'tibetan-bowl', reason: 'interval' });
  }
  bells.push({ at: total, sound: 'gong_deep', reason: 'end' });
  return planOf('meditation', [{ phase: 'meditation', ms: total, label: 'Meditation' }], { bells });
}

/** 2-1-2 breathing for `minutes`, with bell_ping every 15 s: a sound every second or two. */
export function busyPlan(minutes: number): Plan {
  const specs: SegmentSpec[] = [];
  const rounds = Math.ceil((minutes * 60) / 5);
  for (let round = 1; round <= rounds; round++) {
    specs.push({ phase: 'inhale', ms: 2000, cue: 'inhale', round }, { phase: 'hold', ms: 1000, cue: 'hold', round }, { phase: 'exhale', ms: 2000, cue: 'exhale', round });
  }
  // bell_ping rings 1.5 s, so the cue after it starts from silence and an onset tap hears it.
  const bells: BellEvent[] = [];
  for (let at = 15_000; at < rounds * 5000; at += 15_000) bells.push({ at, sound: 'bell_ping', reason: 'interval' });
  return planOf('breathing', specs, { rounds, bells });
}

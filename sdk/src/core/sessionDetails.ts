import type { BellEvent, PhaseChangeDetail, Plan, ProgramBellKind, Segment, SessionBellDetail, SessionStartDetail, SessionTimeDetail } from './types';

// The details a session reports to its host (types.ts), built from the plan and the runner's state:
// plain data in whole milliseconds, the same for the React callbacks and the widgets' DOM events.

export function startDetail(plan: Plan): SessionStartDetail {
  return { kind: plan.kind, title: plan.title, total: Math.round(plan.total) };
}

export function phaseChangeDetail(segment: Segment, round: number, rounds: number): PhaseChangeDetail {
  return {
    phase: segment.phase,
    label: segment.label,
    round,
    rounds,
    start: Math.round(segment.start),
    duration: Math.round(segment.duration),
    ...(segment.programSegment ? { segment: segment.programSegment.index, kind: segment.programSegment.kind } : {}),
  };
}

const BELL_KINDS: Readonly<Record<BellEvent['reason'], ProgramBellKind>> = {
  start: 'segment-start',
  segment: 'segment-start',
  interval: 'every',
  at: 'at',
  every: 'every',
  random: 'random',
  end: 'end',
};

/**
 * A bell as its host hears it, rung at session time `at`. A meditation without segments is a program
 * of one sit, so its start, interval and end bells are that sit's segment-start, every and end bells.
 */
export function bellDetail(bell: BellEvent, at: number): SessionBellDetail {
  const { index, kind } = bell.programSegment ?? { index: 0, kind: 'sit' };
  return { at: Math.round(at), segment: index, kind, bell: BELL_KINDS[bell.reason] };
}

export function timeDetail(plan: Plan, elapsed: number): SessionTimeDetail {
  return { kind: plan.kind, title: plan.title, elapsed: Math.round(elapsed), total: Math.round(plan.total) };
}

import type { PhaseChangeDetail, Plan, Segment, SessionStartDetail, SessionTimeDetail } from '../core/types';

// The details' types are plain data and live with the core's types (React-free, so the widgets'
// typings need no React); the runners build them here.
export type { PhaseChangeDetail, RunnerStopDetail, RunnerStopReason, SessionEndDetail, SessionStartDetail, SessionTimeDetail } from '../core/types';

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
  };
}

export function timeDetail(plan: Plan, elapsed: number): SessionTimeDetail {
  return { kind: plan.kind, title: plan.title, elapsed: Math.round(elapsed), total: Math.round(plan.total) };
}

import type { PhaseChangeDetail, Plan, Segment, SessionStartDetail, SessionTimeDetail } from './types';

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
  };
}

export function timeDetail(plan: Plan, elapsed: number): SessionTimeDetail {
  return { kind: plan.kind, title: plan.title, elapsed: Math.round(elapsed), total: Math.round(plan.total) };
}

import type { Plan, Segment } from '../core/types';

/**
 * What a session reports to its host, as plain data: the React runners' callbacks pass these, and
 * the widgets dispatch the very same objects as their DOM events' `detail`, so a host moving from
 * one to the other keeps its handlers. Every time is in whole milliseconds: the browser clock reads
 * fractions (3910.3000000000466), which mean nothing to a host and only make logs and equality
 * checks awkward.
 */

/** The session started. */
export interface SessionStartDetail {
  readonly kind: Plan['kind'];
  /** The session's name as shown ("Box Breathing", "10 min Meditation"). */
  readonly title: string;
  /** Planned length in ms. */
  readonly total: number;
}

/** A phase began (inhale, hold, exhale, rest, pranayama, meditation, transition...). */
export interface PhaseChangeDetail {
  /** The phase's kind, e.g. "inhale", "hold-after-exhale", "meditation". */
  readonly phase: Segment['phase'];
  /** The words on screen: "Inhale", "Hold", "Body Scan". */
  readonly label: string;
  /** 1-based round ("Round X of Y"; 0 for meditation phases) and the target number of rounds. */
  readonly round: number;
  readonly rounds: number;
  /** Planned start from the start of the session, and planned length, in ms. */
  readonly start: number;
  readonly duration: number;
}

/** Where a session stands when it pauses, resumes, completes or stops. */
export interface SessionTimeDetail {
  readonly kind: Plan['kind'];
  readonly title: string;
  /** Session time that passed, pauses excluded, in ms. */
  readonly elapsed: number;
  /** Planned length in ms. */
  readonly total: number;
}

/** What a finished or ended session reports (onComplete, onStop). */
export type SessionEndDetail = SessionTimeDetail;

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

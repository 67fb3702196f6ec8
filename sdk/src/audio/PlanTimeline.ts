import type { Plan } from '../core/types';
import { planAudioEvents, type AudioEvent, type PlanAudioOptions } from './audioEvents';
import { LEVELS } from './levels';

/** An event placed on the session's actual time line. */
export interface TimedAudioEvent extends AudioEvent {
  /** Session time it sounds at, ms: the planned time moved by how long open-ended segments really ran. */
  readonly time: number;
}

/** What the scheduler reads sounds from: a plan, or a live runner. */
export interface AudioTimeline {
  /** The sounds whose session time is in [fromMs, toMs), in order. Sounds not yet known are left out. */
  between(fromMs: number, toMs: number): readonly TimedAudioEvent[];
}

/**
 * A plan's sounds on the session's time line (pure). Sounds after an open-ended segment with no limit
 * (length 0: the silent timer, an unlimited breath hold) are held back until `release()` says when it
 * really ended; then they move by the difference. One with a limit ends there unless released earlier
 * (core's runner reads the plan the same way). Interval bells of an open-ended timer repeat past the plan.
 */
export class PlanTimeline implements AudioTimeline {
  readonly events: readonly AudioEvent[];
  private readonly plan: Plan;
  /** Open-ended segment index -> session time it really ended at. */
  private readonly released = new Map<number, number>();

  constructor(plan: Plan, options: PlanAudioOptions = {}) {
    this.plan = plan;
    this.events = planAudioEvents(plan, options);
  }

  /** The open-ended segment `segmentIndex` ended at session time `atMs` ("Release & Breathe", End). */
  release(segmentIndex: number, atMs: number): void {
    const segment = this.plan.segments[segmentIndex];
    if (!segment?.openEnded) throw new Error(`Segment ${segmentIndex} is not open-ended, so it cannot be released`);
    if (!Number.isFinite(atMs) || atMs < 0) throw new Error(`Release time must be a session time in ms, got ${atMs}`);
    this.released.set(segmentIndex, atMs);
  }

  isReleased(segmentIndex: number): boolean {
    return this.released.has(segmentIndex);
  }

  /**
   * Session time a planned time moves to behind `gate`, or null while that segment waits with no
   * limit. An open-ended segment with a length (its limit) ends there unless released earlier.
   */
  shiftedTime(at: number, gate: number): number | null {
    if (gate < 0) return at;
    const segment = this.plan.segments[gate]!;
    const releasedAt = this.released.get(gate);
    if (releasedAt === undefined) return segment.duration > 0 ? at : null;
    const plannedEnd = segment.start + segment.duration;
    const end = segment.duration > 0 ? Math.min(releasedAt, plannedEnd) : releasedAt;
    return at + (end - plannedEnd);
  }

  between(fromMs: number, toMs: number): TimedAudioEvent[] {
    const out: TimedAudioEvent[] = [];
    for (const event of this.events) {
      const time = this.shiftedTime(event.at, event.gate);
      if (time !== null && time >= fromMs && time < toMs) out.push({ ...event, time });
    }
    out.push(...this.repeatedBells(fromMs, toMs));
    return out.sort((a, b) => a.time - b.time);
  }

  /**
   * Interval bells of a timer that waits with no limit (the silent timer): every `repeatBellEvery`
   * from the segment's start until it is ended, as core's runner rings them.
   */
  private repeatedBells(fromMs: number, toMs: number): TimedAudioEvent[] {
    const every = this.plan.repeatBellEvery;
    if (every <= 0) return [];
    const out: TimedAudioEvent[] = [];
    const volume = this.events.find((e) => e.kind === 'bell' && e.volume > 0)?.volume ?? LEVELS.bell;
    for (const segment of this.plan.segments) {
      if (!segment.openEnded || segment.duration > 0) continue;
      let gate = -1;
      for (const other of this.plan.segments) if (other.openEnded && other.index < segment.index) gate = other.index;
      const start = this.shiftedTime(segment.start, gate);
      if (start === null) continue;
      const end = this.released.get(segment.index) ?? Infinity;
      for (let k = Math.max(1, Math.ceil((fromMs - start) / every)); start + k * every < toMs && start + k * every <= end; k++) {
        const time = start + k * every;
        if (time < fromMs) continue;
        const name = this.plan.repeatBellSound ?? 'tibetan-bowl';
        out.push({ id: `r${segment.index}-${k}`, kind: 'bell', name, at: time, time, volume, duckHoldMs: 0, gate: -1 });
      }
    }
    return out;
  }
}

import type { BellEvent, Plan, PromptEvent, RunnerEvent } from './types';

/** One event at its session time (ms, pauses excluded, after the shifts of released open-ended segments). */
export interface TimelineItem {
  readonly at: number;
  readonly event: RunnerEvent;
}

/**
 * The plan laid on session time given the releases so far. Everything after a segment that still
 * waits for the user is unknown (Infinity) and holds no items; the interval bells of a silent timer
 * that waits are produced on demand from `repeat`.
 */
export interface Timeline {
  readonly starts: readonly number[];
  readonly ends: readonly number[];
  /** When the session ends; Infinity while a segment waits for the user. */
  readonly end: number;
  /** Index of the segment that waits for the user with no limit, or -1. */
  readonly waiting: number;
  /** Every known event in the order it happens. */
  readonly items: readonly TimelineItem[];
  /** Prompts at their session times, in order. */
  readonly prompts: readonly PromptEvent[];
  /** Interval bells that repeat while the waiting segment runs: at from + k × every, k ≥ 1. */
  readonly repeat: { readonly from: number; readonly every: number; readonly sound: BellEvent['sound'] } | null;
}

/** What of a plan does not depend on releases: which segment each bell and prompt belongs to. */
export interface PreparedPlan {
  readonly plan: Plan;
  readonly bellsBySegment: readonly (readonly BellEvent[])[];
  readonly promptsBySegment: readonly (readonly PromptEvent[])[];
  /** Segments that open a new round (emit a 'round' event). */
  readonly opensRound: readonly boolean[];
}

/**
 * The segment a planned moment belongs to, so it moves with that segment when releases shift the
 * plan: the first segment starting exactly then (even a 0 ms open-ended one), else the one containing
 * it, else the end of the session.
 */
function anchorOf(plan: Plan, at: number): number {
  const segments = plan.segments;
  let lo = 0;
  let hi = segments.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (segments[mid]!.start < at) lo = mid + 1;
    else hi = mid;
  }
  if (lo < segments.length && segments[lo]!.start === at) return lo;
  const before = segments[lo - 1];
  if (before && at < before.start + before.duration) return lo - 1;
  return segments.length;
}

function validatePlan(plan: Plan): void {
  if (plan.segments.length === 0) throw new RangeError('A plan needs at least one segment.');
  let expected = 0;
  for (const [index, segment] of plan.segments.entries()) {
    if (segment.index !== index || segment.start !== expected || !(segment.duration >= 0)) {
      throw new RangeError(`Plan segment ${index} ("${segment.label}") must start at ${expected} ms where the one before it ends.`);
    }
    expected += segment.duration;
  }
  if (expected !== plan.total) throw new RangeError(`A plan's total (${plan.total} ms) must equal its segments' sum (${expected} ms).`);
  if (!(plan.repeatBellEvery >= 0)) throw new RangeError('A plan\'s repeatBellEvery must be 0 or more ms.');
}

export function preparePlan(plan: Plan): PreparedPlan {
  validatePlan(plan);
  const n = plan.segments.length;
  const bellsBySegment: BellEvent[][] = Array.from({ length: n + 1 }, () => []);
  const promptsBySegment: PromptEvent[][] = Array.from({ length: n + 1 }, () => []);
  for (const bell of plan.bells) bellsBySegment[bell.reason === 'end' ? n : anchorOf(plan, bell.at)]!.push(bell);
  for (const prompt of plan.prompts) promptsBySegment[anchorOf(plan, prompt.at)]!.push(prompt);
  for (const list of bellsBySegment) list.sort((a, b) => a.at - b.at);
  for (const list of promptsBySegment) list.sort((a, b) => a.at - b.at);
  const opensRound = plan.segments.map((segment, index) => {
    const before = plan.segments[index - 1];
    return segment.round > 0 && (!before || before.round !== segment.round || before.set !== segment.set);
  });
  return { plan, bellsBySegment, promptsBySegment, opensRound };
}

interface Ranked extends TimelineItem {
  readonly rank: number;
}

/** Bells before prompts at the same moment; otherwise in time order. */
function byTime(a: Ranked, b: Ranked): number {
  return a.at - b.at || a.rank - b.rank;
}

/** Lays the plan on session time: each released open-ended segment ends at its release and everything after it shifts. */
export function buildTimeline(prepared: PreparedPlan, releases: ReadonlyMap<number, number>): Timeline {
  const { plan } = prepared;
  const segments = plan.segments;
  const starts: number[] = [];
  const ends: number[] = [];
  const items: TimelineItem[] = [{ at: 0, event: { type: 'start', at: 0 } }];
  const prompts: PromptEvent[] = [];
  let waiting = -1;
  let repeat: Timeline['repeat'] = null;
  let start = 0;

  for (const [index, segment] of segments.entries()) {
    if (waiting >= 0) {
      starts.push(Infinity);
      ends.push(Infinity);
      continue;
    }
    const released = segment.openEnded ? releases.get(index) : undefined;
    let end: number;
    if (released !== undefined) end = released;
    else if (segment.openEnded && segment.duration === 0) end = Infinity;
    else end = start + segment.duration;
    starts.push(start);
    ends.push(end);

    if (prepared.opensRound[index]) {
      items.push({ at: start, event: { type: 'round', at: start, round: segment.round, rounds: plan.rounds } });
    }
    items.push({ at: start, event: { type: 'phase', at: start, segment } });
    const shift = start - segment.start;
    const within: Ranked[] = [];
    for (const bell of prepared.bellsBySegment[index]!) {
      const at = bell.at + shift;
      if (at <= end) within.push({ at, rank: 0, event: { type: 'bell', at, bell } });
    }
    for (const prompt of prepared.promptsBySegment[index]!) {
      const at = prompt.at + shift;
      // A prompt due as its segment is released has been delivered (release() updates first), so it
      // keeps its place, shown for no time: dropping it would shift the count of delivered events
      // and the next phase would never be delivered.
      if (at > end) continue;
      const shown = { at, until: Math.min(prompt.until + shift, end), text: prompt.text };
      prompts.push(shown);
      within.push({ at, rank: 1, event: { type: 'prompt', at, text: prompt.text } });
    }
    const sound = plan.repeatBellSound ?? 'tibetan-bowl';
    const repeats = segment.openEnded && segment.duration === 0 && plan.repeatBellEvery > 0;
    if (repeats && end !== Infinity) {
      for (let at = start + plan.repeatBellEvery; at <= end; at += plan.repeatBellEvery) {
        within.push({ at, rank: 0, event: { type: 'bell', at, bell: { at, sound, reason: 'interval' } } });
      }
    }
    within.sort(byTime);
    items.push(...within);

    if (end === Infinity) {
      waiting = index;
      if (repeats) repeat = { from: start, every: plan.repeatBellEvery, sound };
    }
    start = end;
  }

  const end = waiting >= 0 ? Infinity : start;
  if (waiting < 0) {
    const shift = end - plan.total;
    for (const bell of prepared.bellsBySegment[segments.length]!) {
      const at = bell.at + shift;
      items.push({ at, event: { type: 'bell', at, bell } });
    }
    items.push({ at: end, event: { type: 'complete', at: end } });
  }
  return { starts, ends, end, waiting, items, prompts, repeat };
}

/** The index of the segment running at session time `elapsed` (the last one started by then). */
export function segmentIndexAt(timeline: Timeline, elapsed: number): number {
  const starts = timeline.starts;
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= elapsed) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The prompt showing at session time `elapsed`, or null. */
export function promptAt(timeline: Timeline, elapsed: number): PromptEvent | null {
  const prompts = timeline.prompts;
  let lo = 0;
  let hi = prompts.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (prompts[mid]!.at <= elapsed) lo = mid + 1;
    else hi = mid;
  }
  const shown = prompts[lo - 1];
  return shown && elapsed < shown.until ? shown : null;
}

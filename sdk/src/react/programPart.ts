import type { Plan, RunnerState, Segment } from '../core/types';
import type { Translator } from '../catalog/messages/createTranslator';

/**
 * How many segments of a program the plan runs: 0 for a meditation that is no program. A program of one
 * segment shows and sounds as a sit without segments, so only 2 or more give the segment line below.
 */
export function programPartCount(plan: Plan): number {
  return plan.segments.filter((segment) => segment.programSegment !== undefined).length;
}

/** "3:12": minutes and seconds left, whole seconds rounded up as the ring rounds them, the minutes unpadded. */
export function formatTimeLeft(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * The segment under way in a program of `parts` segments, with its time left ("Walk · 3:12 left"), while it runs
 * or is paused; null outside a program's segment (settle-in, pranayama, the transition, before the start, at the end)
 * and in a program of one segment.
 */
export function segmentLine(state: RunnerState, parts: number, words: Translator): string | null {
  if (parts < 2 || (state.status !== 'running' && state.status !== 'paused') || (state.settling ?? 0) > 0) return null;
  if (!state.segment?.programSegment) return null;
  return words.t('runner.segmentLeft', { segment: words.text(state.segment.label), time: formatTimeLeft(state.segmentRemaining) });
}

/**
 * What a screen reader hears as a program's segment begins: its kind, its place and its length ("Walk, part 2 of 3,
 * 5 minutes"). The place makes every segment's words new, so two sits in a row are both heard (a live region does not
 * repeat a text it already holds). Null for a segment that is no program's, or in a program of one segment.
 */
export function segmentAnnouncement(segment: Segment, parts: number, words: Translator): string | null {
  if (parts < 2 || !segment.programSegment) return null;
  return words.t('announce.segment', { segment: words.text(segment.label), part: segment.programSegment.index + 1, parts, duration: words.duration(segment.duration) });
}

import { segmentsTotal, type ProgramSegment } from '@stillpoint/sdk/catalog';

/** One segment on the program's timeline: where it starts and how wide it is, as fractions of the whole. */
export interface TimelineBar {
  readonly segment: ProgramSegment;
  readonly start: number;
  readonly width: number;
  /** Its bells at known minutes (the start bell, `at`, `every`), as fractions of the whole program. */
  readonly ticks: readonly number[];
  /** Its bells at random moments: drawn on every run, so counted rather than placed. */
  readonly random: number;
}

/** The minutes from a segment's start at which its own bells ring: its start, its chosen minutes and every `every`, each once, in order. */
export function segmentBellMinutes(segment: ProgramSegment): number[] {
  const { at = [], every } = segment.bells ?? {};
  const minutes = new Set<number>([0, ...at.filter((minute) => minute < segment.minutes)]);
  if (every) for (let minute = every; minute < segment.minutes; minute += every) minutes.add(minute);
  return [...minutes].sort((a, b) => a - b);
}

/** The program drawn to scale: each segment's bar and its bell ticks; the end bell closes the last bar. */
export function programTimeline(segments: readonly ProgramSegment[]): { readonly total: number; readonly bars: readonly TimelineBar[] } {
  const total = segmentsTotal(segments);
  let start = 0;
  const bars = segments.map((segment) => {
    const bar = {
      segment,
      start: start / total,
      width: segment.minutes / total,
      ticks: segmentBellMinutes(segment).map((minute) => (start + minute) / total),
      random: segment.bells?.random?.count ?? 0,
    };
    start += segment.minutes;
    return bar;
  });
  return { total, bars };
}

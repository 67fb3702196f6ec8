import type { BellsConfig } from '../catalog/meditationConfig';
import type { ProgramSegment } from '../catalog/segment';
import type { BellEvent } from './types';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** A source of numbers in [0, 1), as Math.random; tests pass a seeded one. */
export type RandomSource = () => number;

/**
 * `count` moments in a segment of `minutes`, in ms from its start: whole seconds, never in its first
 * or last minute, at least a minute apart, drawn anew on each call. The schema has checked that they
 * fit (randomBellRoom). Each gap beyond the minute is the spare time cut at sorted random points, so
 * every spacing that keeps the rules can come up.
 */
export function randomBellTimes(minutes: number, count: number, random: RandomSource): number[] {
  const spare = (minutes - 1 - count) * 60;
  const cuts = Array.from({ length: count }, () => Math.floor(random() * (spare + 1))).sort((a, b) => a - b);
  return cuts.map((cut, i) => (60 + cut + i * 60) * SECOND);
}

/**
 * The bells of a program's segments, laid on the plan: each segment opens with a bell (the session's
 * start bell for the first), then its bells at chosen minutes, every N minutes and at random moments,
 * and the end bell rings at `end` (the session's end, as a plain meditation's). `starts` are the
 * segments' starts in the plan, ms. Silent sounds ring nothing; of two bells at one moment the first
 * listed here rings. Sorted by time.
 */
export function programBells(
  segments: readonly ProgramSegment[],
  starts: readonly number[],
  end: number,
  bells: BellsConfig,
  random: RandomSource,
): BellEvent[] {
  const events: BellEvent[] = [];
  const marked = new Set<number>();
  const ring = (event: BellEvent) => {
    if (event.sound === 'none' || marked.has(event.at)) return;
    marked.add(event.at);
    events.push(event);
  };
  segments.forEach((segment, index) => {
    const start = starts[index]!;
    const duration = segment.minutes * MINUTE;
    const programSegment = { index, kind: segment.kind };
    ring({ at: start, sound: bells.start, reason: index === 0 ? 'start' : 'segment', programSegment });
    for (const minute of segment.bells?.at ?? []) ring({ at: start + minute * MINUTE, sound: bells.type, reason: 'at', programSegment });
    const every = (segment.bells?.every ?? 0) * MINUTE;
    for (let at = start + every; every > 0 && at < start + duration; at += every) ring({ at, sound: bells.type, reason: 'every', programSegment });
    const count = segment.bells?.random?.count ?? 0;
    for (const offset of randomBellTimes(segment.minutes, count, random)) ring({ at: start + offset, sound: bells.type, reason: 'random', programSegment });
  });
  ring({ at: end, sound: bells.end, reason: 'end', programSegment: { index: segments.length - 1, kind: segments.at(-1)!.kind } });
  return events.sort((a, b) => a.at - b.at);
}

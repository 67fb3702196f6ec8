import { describe, expect, it } from 'vitest';
import { programTimeline, segmentBellMinutes } from './programTimeline';

describe("a program's timeline", () => {
  it('draws each segment as its share of the whole, end to end', () => {
    const { total, bars } = programTimeline([
      { kind: 'sit', minutes: 25 },
      { kind: 'walk', minutes: 10 },
      { kind: 'sit', minutes: 25 },
    ]);
    expect(total).toBe(60);
    expect(bars.map((bar) => [bar.start, bar.width])).toEqual([
      [0, 25 / 60],
      [25 / 60, 10 / 60],
      [35 / 60, 25 / 60],
    ]);
  });

  it("ticks each segment's start, its chosen minutes and every `every`, once each, and counts the random ones", () => {
    expect(segmentBellMinutes({ kind: 'sit', minutes: 10, bells: { at: [4, 6], every: 3 } })).toEqual([0, 3, 4, 6, 9]);
    const { bars } = programTimeline([
      { kind: 'settle', minutes: 2 },
      { kind: 'sit', minutes: 8, bells: { every: 4, random: { count: 2 } } },
    ]);
    expect(bars[1]!.ticks).toEqual([0.2, 0.6]);
    expect(bars.map((bar) => bar.random)).toEqual([0, 2]);
  });
});

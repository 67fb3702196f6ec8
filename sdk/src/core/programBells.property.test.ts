import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomBellRoom } from '../catalog/segment';
import { parseProgram } from '../catalog/program';
import { SEGMENT_KINDS } from '../catalog/options';
import { buildMeditationPlan } from './buildMeditationPlan';
import { randomBellTimes } from './programBells';

const MINUTE = 60_000;

/** A segment the schema accepts: its bells inside it, its random bells fitting (a one-minute segment has none). */
const segments = fc.integer({ min: 1, max: 60 }).chain((minutes) =>
  fc.record({
    kind: fc.constantFrom(...SEGMENT_KINDS),
    minutes: fc.constant(minutes),
    bells:
      minutes === 1
        ? fc.constant({})
        : fc.record(
            {
              at: fc.uniqueArray(fc.integer({ min: 1, max: minutes - 1 }), { maxLength: 5 }).map((at) => at.sort((a, b) => a - b)),
              every: fc.integer({ min: 1, max: minutes - 1 }),
              random: fc.record({ count: fc.integer({ min: 1, max: randomBellRoom(minutes) }) }),
            },
            { requiredKeys: [] },
          ),
  }),
);
const programs = fc.array(segments, { minLength: 1, maxLength: 12 }).filter((list) => list.reduce((sum, s) => sum + s.minutes, 0) <= 180);
const randomSources = fc.infiniteStream(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })).map((stream) => {
  const it = stream[Symbol.iterator]();
  return () => it.next().value as number;
});

describe('program plans, for every program the schema accepts', () => {
  it('totals the segments, and every bell rings inside its segment, on time, by kind', () => {
    fc.assert(
      fc.property(programs, randomSources, (list, random) => {
        const parsed = parseProgram({ segments: list });
        expect(parsed.ok).toBe(true);
        if (!parsed.ok) return;
        const plan = buildMeditationPlan(parsed.value, random);
        const total = list.reduce((sum, s) => sum + s.minutes, 0) * MINUTE;
        expect(plan.total).toBe(total);
        const starts = plan.segments.map((segment) => segment.start);
        expect(plan.bells.at(-1)).toMatchObject({ at: total, reason: 'end' });
        for (const [index, start] of starts.entries()) expect(plan.bells).toContainEqual(expect.objectContaining({ at: start, programSegment: expect.objectContaining({ index }) }));
        for (const bell of plan.bells) {
          if (bell.reason === 'end') continue;
          const index = bell.programSegment!.index;
          const offset = bell.at - starts[index]!;
          expect(offset).toBeGreaterThanOrEqual(0);
          expect(offset).toBeLessThan(list[index]!.minutes * MINUTE);
          const bells: { at?: number[]; every?: number } = list[index]!.bells;
          if (bell.reason === 'at') expect(bells.at).toContain(offset / MINUTE);
          if (bell.reason === 'every') expect((offset / MINUTE) % bells.every!).toBe(0);
        }
        const times = plan.bells.map((bell) => bell.at);
        expect(times).toEqual([...new Set(times)].sort((a, b) => a - b));
      }),
      // Each run parses and builds up to 12 segments of bells: fewer runs than fast-check's 100 keep it within the test's time.
      { numRuns: 40 },
    );
  });

  it('draws random bells out of the first and last minute, a minute apart, in whole seconds', () => {
    const fits = fc.integer({ min: 2, max: 60 }).chain((minutes) => fc.tuple(fc.constant(minutes), fc.integer({ min: 1, max: randomBellRoom(minutes) })));
    fc.assert(
      fc.property(fits, randomSources, ([minutes, count], random) => {
        const times = randomBellTimes(minutes, count, random);
        expect(times).toHaveLength(count);
        expect(times[0]).toBeGreaterThanOrEqual(MINUTE);
        expect(times.at(-1)).toBeLessThanOrEqual((minutes - 1) * MINUTE);
        for (const [i, at] of times.entries()) {
          expect(at % 1000).toBe(0);
          if (i > 0) expect(at - times[i - 1]!).toBeGreaterThanOrEqual(MINUTE);
        }
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { parseProgram } from '../catalog/program';
import { compileMeditationPlan } from './compileMeditationPlan';
import { createRunner } from './createRunner';
import { ManualClock } from './ManualClock';
import type { MeditationConfig } from '../catalog/meditationConfig';
import type { RunnerEvent } from './types';

const MINUTE = 60_000;

function program(input: unknown): MeditationConfig {
  const parsed = parseProgram(input);
  if (!parsed.ok) throw new Error(parsed.errors.map((error) => error.message).join(' '));
  return parsed.value;
}

/** A seeded source of [0, 1), so a test sees the same random bells on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const ISSUE_EXAMPLE = {
  segments: [
    { kind: 'sit', minutes: 3, bells: { at: [1, 2] } },
    { kind: 'walk', minutes: 2 },
    { kind: 'sit', minutes: 4, bells: { every: 1, random: { count: 2 } } },
  ],
};

describe('a program compiled into a plan', () => {
  it('makes each segment a meditation phase named after its kind, end to end', () => {
    const plan = compileMeditationPlan(program(ISSUE_EXAMPLE), seeded(1));
    expect(plan.segments.map(({ label, start, duration, programSegment }) => ({ label, start, duration, programSegment }))).toEqual([
      { label: 'Sit', start: 0, duration: 3 * MINUTE, programSegment: { index: 0, kind: 'sit' } },
      { label: 'Walk', start: 3 * MINUTE, duration: 2 * MINUTE, programSegment: { index: 1, kind: 'walk' } },
      { label: 'Sit', start: 5 * MINUTE, duration: 4 * MINUTE, programSegment: { index: 2, kind: 'sit' } },
    ]);
    expect(plan.total).toBe(9 * MINUTE);
    expect(plan.segments.every((segment) => segment.phase === 'meditation')).toBe(true);
  });

  it('rings a bell at each segment start, at the chosen minutes, every N minutes, at random moments, and at the end', () => {
    const plan = compileMeditationPlan(program(ISSUE_EXAMPLE), seeded(7));
    const fixed = plan.bells.filter((bell) => bell.reason !== 'random').map(({ at, reason, programSegment }) => [at / MINUTE, reason, programSegment?.index]);
    expect(fixed).toEqual([
      [0, 'start', 0],
      [1, 'at', 0],
      [2, 'at', 0],
      [3, 'segment', 1],
      [5, 'segment', 2],
      [6, 'every', 2],
      [7, 'every', 2],
      [8, 'every', 2],
      [9, 'end', 2],
    ].filter(([at]) => !plan.bells.some((bell) => bell.reason === 'random' && bell.at === (at as number) * MINUTE)));
    const random = plan.bells.filter((bell) => bell.reason === 'random');
    // Two random bells, unless one fell on a minute an 'every' bell already marks (then it rings once).
    expect(random.length + fixed.length).toBeGreaterThanOrEqual(10);
    for (const bell of random) {
      expect(bell.at).toBeGreaterThanOrEqual(6 * MINUTE);
      expect(bell.at).toBeLessThanOrEqual(8 * MINUTE);
    }
  });

  it('draws the random bells anew on each compile', () => {
    const config = program({ segments: [{ kind: 'sit', minutes: 30, bells: { random: { count: 5 } } }] });
    const draws = new Set(Array.from({ length: 5 }, () => JSON.stringify(compileMeditationPlan(config).bells.map((bell) => bell.at))));
    expect(draws.size).toBeGreaterThan(1);
  });

  it('keeps a meditation without segments as it was: one phase of its type, start, interval and end bells', () => {
    const config: MeditationConfig = {
      ...program({ segments: [{ kind: 'sit', minutes: 10 }] }),
      segments: undefined,
      bells: { enabled: true, start: 'tibetan-bowl', interval: 5, end: 'zen-gong', type: 'zen-gong' },
    };
    const { segments: _none, ...plain } = config;
    const plan = compileMeditationPlan(plain);
    expect(plan.segments.map((segment) => [segment.label, segment.programSegment])).toEqual([['Meditation', undefined]]);
    expect(plan.bells.map((bell) => [bell.at / MINUTE, bell.reason])).toEqual([[0, 'start'], [5, 'interval'], [10, 'end']]);
  });

  it('rings every bell on its planned session time, a pause shifting all that follow', () => {
    const plan = compileMeditationPlan(program(ISSUE_EXAMPLE), seeded(3));
    const clock = new ManualClock();
    const runner = createRunner(plan, clock);
    const rung: { at: number; clock: number }[] = [];
    runner.subscribe((event: RunnerEvent) => {
      if (event.type === 'bell') rung.push({ at: event.at, clock: clock.now() });
    });
    const run = (seconds: number) => {
      for (let i = 0; i < seconds; i += 1) {
        clock.advance(1000);
        runner.update();
      }
    };
    runner.start();
    runner.update();
    run(90);
    runner.pause();
    clock.advance(45_000);
    runner.resume();
    run(9 * 60);
    expect(rung.map((bell) => bell.at)).toEqual(plan.bells.map((bell) => bell.at));
    // Updated each second, a bell is heard within the second it falls due: 45 s later once the pause has passed.
    for (const bell of rung) {
      const due = bell.at < 90_000 ? bell.at : bell.at + 45_000;
      expect(bell.clock - due).toBeGreaterThanOrEqual(0);
      expect(bell.clock - due).toBeLessThan(1000);
    }
  });
});

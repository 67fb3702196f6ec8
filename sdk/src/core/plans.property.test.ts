import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOUNDS } from '../catalog/bounds';
import { parseBreathingConfig, parseMeditationConfig } from '../catalog/parseConfig';
import { DEEP_RESET_ROUNDS } from './breathingRules';
import { compileBreathingPlan } from './compileBreathingPlan';
import { compileMeditationPlan } from './compileMeditationPlan';
import { compilePlan } from './compilePlan';
import { InvalidConfigError } from './InvalidConfigError';
import { breathingConfigs, meditationConfigs, sessions } from '../../test-support/arbitraries';
import type { Plan } from './types';

function expectContiguous(plan: Plan): void {
  let at = 0;
  plan.segments.forEach((segment, index) => {
    expect(segment.index).toBe(index);
    expect(segment.start).toBe(at);
    expect(segment.duration > 0 || segment.openEnded).toBe(true);
    at += segment.duration;
  });
  expect(plan.total).toBe(at);
}

describe('every config the schema accepts', () => {
  it('is accepted by the schema as generated', () => {
    fc.assert(fc.property(breathingConfigs, (config) => parseBreathingConfig(config).ok));
    fc.assert(fc.property(meditationConfigs, (config) => parseMeditationConfig(config).ok));
  });

  it('compiles to segments that are contiguous and sum to the plan total', () => {
    fc.assert(
      fc.property(sessions, (session) => {
        const plan = compilePlan(session);
        expect(plan.segments.length).toBeGreaterThan(0);
        expectContiguous(plan);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps every bell and prompt inside the session, in order', () => {
    fc.assert(
      fc.property(meditationConfigs, (config) => {
        const plan = compilePlan({ type: 'meditation', config });
        const times = [...plan.bells.map((b) => b.at), ...plan.prompts.flatMap((p) => [p.at, p.until])];
        expect(times.every((t) => t >= 0 && t <= plan.total)).toBe(true);
        plan.prompts.forEach((p, i) => i > 0 && expect(p.at).toBeGreaterThanOrEqual(plan.prompts[i - 1]!.until));
      }),
    );
  });

  it('runs the rounds asked for, 3 for deep reset, and by time as many whole rounds as fit (at least one)', () => {
    fc.assert(
      fc.property(breathingConfigs, (config) => {
        const plan = compileBreathingPlan(config);
        const settle = (config.settleIn ?? 0) * 1000;
        if (config.technique === 'deep-reset') expect(plan.rounds).toBe(DEEP_RESET_ROUNDS);
        else if (config.duration.type === 'rounds') expect(plan.rounds).toBe(config.duration.value);
        else if (plan.rounds > 1) expect(plan.total - settle).toBeLessThanOrEqual(config.duration.value * 60_000);
        const sets = config.sets ?? 1;
        const opened = plan.segments.filter((s, i) => s.round > 0 && (i === 0 || plan.segments[i - 1]!.round !== s.round || plan.segments[i - 1]!.set !== s.set));
        expect(opened).toHaveLength(plan.rounds * sets);
      }),
      { numRuns: 300 },
    );
  });
});

describe('every config the schema refuses', () => {
  const numeric = [
    ['customPattern.inhale', BOUNDS.inhale],
    ['customPattern.exhale', BOUNDS.exhale],
    ['restBetweenSets', BOUNDS.restBetweenSets],
    ['sets', BOUNDS.sets],
    ['rapidBreaths', BOUNDS.rapidBreaths],
    ['holdTime', BOUNDS.holdTime],
    ['settleIn', BOUNDS.settleIn],
  ] as const;

  const meditationNumeric = [
    ['duration', BOUNDS.meditationMinutes],
    ['pranayama.duration', BOUNDS.pranayamaMinutes],
    ['transitions.fadeIn', BOUNDS.fadeSeconds],
    ['postMeditation.duration', BOUNDS.postMeditationMinutes],
    ['bells.interval', BOUNDS.bellIntervalMinutes],
    ['guidance.interval', BOUNDS.guidanceIntervalSeconds],
    ['settleIn', BOUNDS.settleIn],
  ] as const;

  /** The config with one field set just outside its bound. */
  function outside(config: object, field: string, bound: { min: number; max: number }, above: boolean): unknown {
    const broken = structuredClone(config) as Record<string, Record<string, unknown> | unknown>;
    const [head, tail] = field.split('.') as [string, string | undefined];
    const value = above ? bound.max + 1 : bound.min - 1;
    if (tail) broken[head] = { ...(broken[head] as object | undefined), [tail]: value };
    else broken[head] = value;
    return broken;
  }

  function refusedNaming(compile: () => unknown, field: string): boolean {
    try {
      compile();
      return false;
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidConfigError);
      return (error as InvalidConfigError).errors.some((e) => e.field === field);
    }
  }

  it('is refused by the compilers with an error naming the field', () => {
    fc.assert(
      fc.property(breathingConfigs, fc.constantFrom(...numeric), fc.boolean(), (config, [field, bound], above) =>
        refusedNaming(() => compileBreathingPlan(outside(config, field, bound, above) as never), field),
      ),
    );
    fc.assert(
      fc.property(meditationConfigs, fc.constantFrom(...meditationNumeric), fc.boolean(), (config, [field, bound], above) =>
        refusedNaming(() => compileMeditationPlan(outside(config, field, bound, above) as never), field),
      ),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { compileBreathingPlan } from './compileBreathingPlan';
import { InvalidConfigError } from './InvalidConfigError';
import { breathing } from '../../test-support/fixtures';
import type { Plan } from './types';

/** "inhale:4 hold:4 ..." for the segments of one round of one set. */
function roundOf(plan: Plan, round: number, set = 1): string {
  return plan.segments
    .filter((s) => s.round === round && s.set === set && !s.phase.startsWith('rest'))
    .map((s) => `${s.phase}:${s.duration / 1000}${s.openEnded ? '+' : ''}`)
    .join(' ');
}

const seconds = (ms: number) => ms / 1000;

describe('pattern techniques', () => {
  it('box breathing runs inhale, hold, exhale, hold from the pattern, 4 s each, for the rounds asked', () => {
    const plan = compileBreathingPlan(breathing({ technique: 'box', pattern: '4-4-4-4', duration: { type: 'rounds', value: 6 } }));
    expect(plan.title).toBe('Box Breathing');
    expect(plan.rounds).toBe(6);
    expect(plan.segments).toHaveLength(24);
    expect(roundOf(plan, 1)).toBe('inhale:4 hold:4 exhale:4 hold-after-exhale:4');
    expect(seconds(plan.total)).toBe(96);
  });

  it('has no bells, guidance prompts or fades: a breathing session is guided by its phases alone', () => {
    const plan = compileBreathingPlan(breathing({ technique: 'box', pattern: '4-4-4-4' }));
    expect(plan).toMatchObject({ bells: [], prompts: [], repeatBellEvery: 0, fadeIn: 0, fadeOut: 0, openEnded: false });
  });

  it('4-7-8 maps inhale 4, hold 7, exhale 8 and skips the 0 s hold after exhale', () => {
    const plan = compileBreathingPlan(breathing({ technique: '4-7-8', pattern: '4-7-8-0', duration: { type: 'rounds', value: 8 } }));
    expect(roundOf(plan, 1)).toBe('inhale:4 hold:7 exhale:8');
    expect(seconds(plan.total)).toBe(8 * 19);
  });

  it('skips every phase of 0 s (custom 4-0-4-0 is inhale, exhale)', () => {
    const plan = compileBreathingPlan(breathing({ technique: 'custom', pattern: '4-0-4-0' }));
    expect(roundOf(plan, 3)).toBe('inhale:4 exhale:4');
    expect(plan.segments.every((s) => s.duration > 0)).toBe(true);
  });

  it.each([
    ['coherent', '5-0-5-0', 'inhale:5 exhale:5'],
    ['1-2-ratio', '4-0-8-0', 'inhale:4 exhale:8'],
    ['humming-exhale', '4-0-6-0', 'inhale:4 exhale:6'],
    ['custom', '3-1-5-2', 'inhale:3 hold:1 exhale:5 hold-after-exhale:2'],
  ] as const)('%s takes its phases from the pattern %s', (technique, pattern, expected) => {
    expect(roundOf(compileBreathingPlan(breathing({ technique, pattern })), 1)).toBe(expected);
  });

  it('labels the humming exhale "Hum" and the others by phase', () => {
    const hum = compileBreathingPlan(breathing({ technique: 'humming-exhale', pattern: '4-0-6-0' }));
    expect(hum.segments.slice(0, 2).map((s) => s.label)).toEqual(['Inhale', 'Hum']);
    const box = compileBreathingPlan(breathing({ technique: 'box', pattern: '4-4-4-4' }));
    expect(box.segments.slice(0, 4).map((s) => s.label)).toEqual(['Inhale', 'Hold', 'Exhale', 'Hold']);
  });

  it('opens inhales with the inhale cue, holds with the hold cue and exhales with the exhale cue', () => {
    const plan = compileBreathingPlan(breathing({ technique: 'box', pattern: '4-4-4-4', notificationSound: 'bowl_long' }));
    expect(plan.segments.slice(0, 4).map((s) => s.cue)).toEqual(['inhale', 'hold', 'exhale', 'hold']);
    expect(plan.cueSound).toBe('bowl_long');
  });

  it('plays no cues when breathing cues are off', () => {
    const plan = compileBreathingPlan(breathing({ technique: 'box', pattern: '4-4-4-4', notificationsEnabled: false }));
    expect(plan.segments.every((s) => s.cue === null)).toBe(true);
    expect(plan.cueSound).toBeNull();
  });
});

describe('step-down', () => {
  it('starts inhale and exhale at 8 s and shortens them by 1 s every 2 rounds to a 4 s floor', () => {
    const plan = compileBreathingPlan(breathing({ technique: 'step-down', pattern: '8-0-8-0', duration: { type: 'rounds', value: 12 } }));
    const inhales = plan.segments.filter((s) => s.phase === 'inhale').map((s) => seconds(s.duration));
    const exhales = plan.segments.filter((s) => s.phase === 'exhale').map((s) => seconds(s.duration));
    expect(inhales).toEqual([8, 8, 7, 7, 6, 6, 5, 5, 4, 4, 4, 4]);
    expect(exhales).toEqual(inhales);
  });

  it('keeps the holds of the pattern', () => {
    const plan = compileBreathingPlan(breathing({ technique: 'step-down', pattern: '4-2-4-1', duration: { type: 'rounds', value: 3 } }));
    expect(roundOf(plan, 3)).toBe('inhale:7 hold:2 exhale:7 hold-after-exhale:1');
  });
});

describe('physiological sigh', () => {
  it('is inhale, a 1 s second inhale and a 6 s exhale, the pattern hold not used', () => {
    const plan = compileBreathingPlan(breathing({ technique: 'physiological-sigh', pattern: '2-2-6-0', duration: { type: 'rounds', value: 6 } }));
    expect(roundOf(plan, 1)).toBe('inhale:2 second-inhale:1 exhale:6');
    expect(plan.segments[1]).toMatchObject({ label: 'Second Inhale', cue: 'inhale' });
    expect(seconds(plan.total)).toBe(6 * 9);
  });

  it('adds the hold after exhale when the pattern has one', () => {
    const plan = compileBreathingPlan(breathing({ technique: 'physiological-sigh', pattern: '2-0-6-2' }));
    expect(roundOf(plan, 1)).toBe('inhale:2 second-inhale:1 exhale:6 hold-after-exhale:2');
  });
});

describe('tidal', () => {
  it('breathes 6 s cycles, 3 s in and 3 s out, whatever the pattern says', () => {
    const plan = compileBreathingPlan(breathing({ technique: 'tidal', pattern: '7-3-9-2', duration: { type: 'rounds', value: 4 } }));
    expect(roundOf(plan, 2)).toBe('inhale:3 exhale:3');
    expect(seconds(plan.total)).toBe(24);
  });
});

describe('deep reset', () => {
  const deepReset = (overrides = {}) =>
    compileBreathingPlan(breathing({ technique: 'deep-reset', pattern: '1-0-1-0', visualGuide: 'wave', ...overrides }));

  it('runs 3 rounds of 30 rapid breaths of 2 s, a breath hold that waits for release, and a 15 s recovery', () => {
    const plan = deepReset();
    expect(plan.rounds).toBe(3);
    for (const round of [1, 2, 3]) expect(roundOf(plan, round)).toBe('rapid-breathing:60 breath-hold:0+ recovery-breath:15');
    const hold = plan.segments.find((s) => s.phase === 'breath-hold');
    expect(hold).toMatchObject({ label: 'Breath Hold', openEnded: true, cue: 'hold' });
  });

  it('rests 30 s between rounds only, and ends after the last recovery', () => {
    const plan = deepReset();
    const rests = plan.segments.filter((s) => s.phase === 'rest-between-rounds');
    expect(rests.map((s) => [s.round, seconds(s.duration)])).toEqual([[1, 30], [2, 30]]);
    expect(plan.segments.at(-1)?.phase).toBe('recovery-breath');
    expect(seconds(plan.total)).toBe(3 * 75 + 2 * 30);
  });

  it('targets 3 rounds however the duration is given', () => {
    expect(deepReset({ duration: { type: 'rounds', value: 10 } }).rounds).toBe(3);
    expect(deepReset({ duration: { type: 'time', value: 30 } }).rounds).toBe(3);
  });

  it('honours the rapid breaths, the rest between rounds and the breath-hold limit when set', () => {
    const plan = deepReset({ rapidBreaths: 40, restBetweenRounds: 45, holdTime: 90 });
    expect(roundOf(plan, 1)).toBe('rapid-breathing:80 breath-hold:90+ recovery-breath:15');
    expect(plan.segments.filter((s) => s.phase === 'rest-between-rounds').map((s) => seconds(s.duration))).toEqual([45, 45]);
  });
});

describe('duration', () => {
  it('by time runs as many whole rounds as fit in the minutes, not the spec\'s fixed 10', () => {
    const plan = compileBreathingPlan(breathing({ technique: 'box', pattern: '4-4-4-4', duration: { type: 'time', value: 10 } }));
    expect(plan.rounds).toBe(37); // 600 s / 16 s = 37.5
    expect(seconds(plan.total)).toBe(592);
  });

  it('by time runs at least one round even when a round is longer than the minutes', () => {
    const plan = compileBreathingPlan(breathing({ technique: 'custom', pattern: '20-20-20-20', duration: { type: 'time', value: 1 } }));
    expect(plan.rounds).toBe(1);
  });

  it('by time fits the step-down rounds, whose length changes, into the minutes', () => {
    const plan = compileBreathingPlan(breathing({ technique: 'step-down', pattern: '8-0-8-0', duration: { type: 'time', value: 2 } }));
    // rounds of 16, 16, 14, 14, 12, 12, 10, 10, 8 and 8 s fill exactly 120 s; an eleventh would not fit.
    expect(plan.rounds).toBe(10);
    expect(seconds(plan.total)).toBe(120);
  });

  it('by time shares the minutes between the sets and the rests between them', () => {
    const plan = compileBreathingPlan(
      breathing({ technique: 'box', pattern: '4-4-4-4', duration: { type: 'time', value: 10 }, sets: 2, restBetweenSets: 30 }),
    );
    expect(plan.rounds).toBe(17); // (600 - 30) / 2 / 16 = 17.8
    expect(plan.total).toBeLessThanOrEqual(600_000);
  });
});

describe('sets', () => {
  it('repeats the rounds per set with a rest between sets, not after the last', () => {
    const plan = compileBreathingPlan(breathing({ technique: 'box', pattern: '4-4-4-4', duration: { type: 'rounds', value: 2 }, sets: 3, restBetweenSets: 20 }));
    expect(plan.sets).toBe(3);
    const rests = plan.segments.filter((s) => s.phase === 'rest-between-sets');
    expect(rests.map((s) => [s.set, seconds(s.duration), s.label])).toEqual([
      [1, 20, 'Rest Between Sets'],
      [2, 20, 'Rest Between Sets'],
    ]);
    expect(plan.segments.at(-1)).toMatchObject({ phase: 'hold-after-exhale', round: 2, set: 3 });
    expect(roundOf(plan, 1, 2)).toBe('inhale:4 hold:4 exhale:4 hold-after-exhale:4');
    expect(seconds(plan.total)).toBe(3 * 2 * 16 + 2 * 20);
  });

  it('defaults to one set', () => {
    const plan = compileBreathingPlan(breathing());
    expect(plan.sets).toBe(1);
    expect(plan.segments.every((s) => s.set === 1)).toBe(true);
  });

  it('skips a rest between sets of 0 s', () => {
    const plan = compileBreathingPlan(breathing({ sets: 2, restBetweenSets: 0 }));
    expect(plan.segments.some((s) => s.phase === 'rest-between-sets')).toBe(false);
  });
});

describe('rest between rounds and settle-in', () => {
  it('rests between the rounds of any technique when the config asks for it', () => {
    const plan = compileBreathingPlan(breathing({ technique: 'coherent', pattern: '5-0-5-0', duration: { type: 'rounds', value: 3 }, restBetweenRounds: 5 }));
    expect(plan.segments.filter((s) => s.phase === 'rest-between-rounds').map((s) => [s.round, seconds(s.duration)])).toEqual([
      [1, 5],
      [2, 5],
    ]);
  });

  it('settles in before the first phase for the seconds asked', () => {
    const plan = compileBreathingPlan(breathing({ settleIn: 30 }));
    expect(plan.segments[0]).toMatchObject({ phase: 'settle', label: 'Settle In', start: 0, duration: 30_000, round: 0, set: 0, cue: null });
    expect(plan.segments[1]).toMatchObject({ phase: 'inhale', start: 30_000, round: 1 });
  });
});

describe('bad input', () => {
  it('refuses a config the schema refuses, naming the field', () => {
    const bad = breathing({ pattern: '0-0-4-0' });
    expect(() => compileBreathingPlan(bad)).toThrow(InvalidConfigError);
    try {
      compileBreathingPlan(bad);
    } catch (error) {
      expect((error as InvalidConfigError).errors[0]?.field).toBe('customPattern.inhale');
      expect((error as Error).message).toMatch(/Inhale must be between 1 and 20 seconds/);
    }
  });

  it('names the error and the kind of session in what it tells the developer', () => {
    expect(() => compileBreathingPlan(breathing({ pattern: '0-0-4-0' }))).toThrow(
      expect.objectContaining({ name: 'InvalidConfigError', message: expect.stringMatching(/^The breathing settings are not valid: /) }),
    );
  });
});

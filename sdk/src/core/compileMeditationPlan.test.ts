import { describe, expect, it } from 'vitest';
import { MEDITATION_TYPES } from '../catalog/options';
import { compileMeditationPlan } from './compileMeditationPlan';
import { compilePlan } from './compilePlan';
import { InvalidConfigError } from './InvalidConfigError';
import { DEFAULT_PROMPTS, MEDITATION_PROMPTS, promptsFor } from './meditationPrompts';
import { bellsOn, breathing, meditation } from '../../test-support/fixtures';

const MIN = 60_000;

describe('phases', () => {
  it('with the builder defaults is one 15 minute "Meditation" phase with fades of 3 s in and 5 s out', () => {
    const plan = compileMeditationPlan(meditation());
    expect(plan.title).toBe('15 min Meditation');
    expect(plan.segments).toEqual([
      { index: 0, phase: 'meditation', label: 'Meditation', start: 0, duration: 15 * MIN, openEnded: false, round: 0, set: 0, cue: null },
    ]);
    expect(plan).toMatchObject({ kind: 'meditation', total: 15 * MIN, rounds: 0, fadeIn: 3000, fadeOut: 5000, bells: [], prompts: [], cueSound: null });
  });

  it('runs pranayama, then the main phase named after its type, then the gentle transition', () => {
    const plan = compileMeditationPlan(
      meditation({ duration: 20, type: 'body-scan', pranayama: { enabled: true, duration: 2 }, postMeditation: { enabled: true, duration: 2 } }),
    );
    expect(plan.segments.map((s) => [s.phase, s.label, s.start / MIN, s.duration / MIN])).toEqual([
      ['pranayama', 'Pranayama Breathing', 0, 2],
      ['meditation', 'Body Scan', 2, 20],
      ['transition', 'Gentle Transition', 22, 2],
    ]);
    expect(plan.total).toBe(24 * MIN);
    expect(plan.title).toBe('20 min Meditation + Pranayama');
  });

  it.each([
    ['micro-reset', 'Micro Reset'],
    ['anchor-switching', 'Anchor Switching'],
    ['emotion-surfing', 'Emotion Surfing'],
    ['mental-labeling', 'Mental Labeling'],
    ['gaze-meditation', 'Gaze Meditation'],
    ['open-awareness', 'Open Awareness'],
    ['walking-meditation', 'Walking Meditation'],
  ] as const)('labels the main phase of %s "%s"', (type, label) => {
    expect(compileMeditationPlan(meditation({ type })).segments[0]?.label).toBe(label);
  });

  it('settles in before the first phase', () => {
    const plan = compileMeditationPlan(meditation({ settleIn: 45, pranayama: { enabled: true, duration: 1 } }));
    expect(plan.segments.map((s) => [s.phase, s.start, s.duration])).toEqual([
      ['settle', 0, 45_000],
      ['pranayama', 45_000, MIN],
      ['meditation', 105_000, 15 * MIN],
    ]);
  });
});

describe('bells', () => {
  it('rings the start bell when the main phase starts, every N minutes through it, and the end bell at the end', () => {
    const plan = compileMeditationPlan(
      meditation({ duration: 20, pranayama: { enabled: true, duration: 2 }, postMeditation: { enabled: true, duration: 3 }, bells: bellsOn({ interval: 5 }) }),
    );
    expect(plan.bells.map((b) => [b.reason, b.at / MIN, b.sound])).toEqual([
      ['start', 2, 'tibetan-bowl'],
      ['interval', 7, 'tibetan-bowl'],
      ['interval', 12, 'tibetan-bowl'],
      ['interval', 17, 'tibetan-bowl'],
      ['end', 25, 'zen-gong'],
    ]);
  });

  it('rings no interval bells at an interval of 0 ("Off")', () => {
    const plan = compileMeditationPlan(meditation({ bells: bellsOn({ interval: 0 }) }));
    expect(plan.bells.map((b) => b.reason)).toEqual(['start', 'end']);
  });

  it('rings nothing when bells are off, whatever else the bell settings say', () => {
    const plan = compileMeditationPlan(meditation({ bells: bellsOn({ interval: 5, enabled: false }) }));
    expect(plan.bells).toEqual([]);
  });

  it('rings no interval bells with the bell type "none", and no start or end bell set to "none"', () => {
    const plan = compileMeditationPlan(meditation({ bells: { enabled: true, start: 'none', interval: 5, end: 'bowl_long', type: 'none' } }));
    expect(plan.bells.map((b) => [b.reason, b.sound])).toEqual([['end', 'bowl_long']]);
  });

  it('rings no end bell when the end bell is set to "none"', () => {
    const plan = compileMeditationPlan(meditation({ bells: bellsOn({ interval: 5, end: 'none' }) }));
    expect(plan.bells.map((b) => b.reason)).toEqual(['start', 'interval', 'interval']);
    expect(plan.bells.some((b) => b.sound === 'none')).toBe(false);
  });

  it('rings 11 interval bells in a 60 minute session with bells every 5 minutes', () => {
    const plan = compileMeditationPlan(meditation({ duration: 60, bells: bellsOn({ interval: 5 }) }));
    expect(plan.bells.filter((b) => b.reason === 'interval').map((b) => b.at / MIN)).toEqual([5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55]);
    expect(plan).toMatchObject({ repeatBellEvery: 0, openEnded: false });
    expect(plan.repeatBellSound).toBeUndefined();
  });
});

describe('guidance prompts', () => {
  it('shows the first prompt 10 s into the main phase, each for 8 s', () => {
    const plan = compileMeditationPlan(meditation({ type: 'body-scan', pranayama: { enabled: true, duration: 2 } }));
    expect(plan.prompts[0]).toEqual({ at: 2 * MIN + 10_000, until: 2 * MIN + 18_000, text: MEDITATION_PROMPTS['body-scan']![0] });
    expect(plan.prompts.every((p) => p.until - p.at === 8000)).toBe(true);
  });

  it('prompts micro-reset every 30 s', () => {
    const plan = compileMeditationPlan(meditation({ type: 'micro-reset', duration: 5 }));
    expect(plan.prompts.slice(0, 3).map((p) => p.at / 1000)).toEqual([10, 40, 70]);
    expect(plan.prompts).toHaveLength(10); // 10 s, 40 s, ... 280 s
  });

  it('prompts anchor-switching every 45 s', () => {
    const plan = compileMeditationPlan(meditation({ type: 'anchor-switching', duration: 12 }));
    expect(plan.prompts.slice(0, 3).map((p) => p.at / 1000)).toEqual([10, 55, 100]);
  });

  it('spreads the other types\' prompts over the main phase: the main duration divided by the number of prompts', () => {
    const plan = compileMeditationPlan(meditation({ type: 'body-scan', duration: 20 }));
    const count = MEDITATION_PROMPTS['body-scan']!.length;
    expect(plan.prompts).toHaveLength(count);
    expect(plan.prompts[1]!.at - plan.prompts[0]!.at).toBe((20 * MIN) / count);
  });

  it('never prompts more often than every 30 s', () => {
    const plan = compileMeditationPlan(meditation({ type: 'open-awareness', duration: 1 }));
    expect(plan.prompts.map((p) => p.at / 1000)).toEqual([10, 40]);
  });

  it('uses the config\'s guidance interval when it has one (how presets carry §9\'s per-type intervals)', () => {
    const plan = compileMeditationPlan(meditation({ type: 'body-scan', duration: 15, guidance: { enabled: true, interval: 60 } }));
    expect(plan.prompts.slice(0, 3).map((p) => p.at / 1000)).toEqual([10, 70, 130]);
    expect(plan.prompts).toHaveLength(15);
    expect(plan.prompts[8]!.text).toBe(MEDITATION_PROMPTS['body-scan']![0]);
  });

  it('shows every prompt of a long meditation in the order of its list, not only the first, and then starts the list again', () => {
    const plan = compileMeditationPlan(meditation({ type: 'body-scan', duration: 20, guidance: { enabled: true, interval: 60 } }));
    const list = MEDITATION_PROMPTS['body-scan']!;
    expect(plan.prompts).toHaveLength(20);
    expect(plan.prompts.map((p) => p.text)).toEqual(Array.from({ length: 20 }, (_, k) => list[k % list.length]));
  });

  it('does not prompt a basic timer, or when guidance is turned off', () => {
    expect(compileMeditationPlan(meditation({ type: 'basic-timer' })).prompts).toEqual([]);
    expect(compileMeditationPlan(meditation({ type: 'body-scan', guidance: { enabled: false, interval: 60 } })).prompts).toEqual([]);
  });

  it('keeps every prompt inside the main phase', () => {
    const plan = compileMeditationPlan(meditation({ type: 'micro-reset', duration: 1, postMeditation: { enabled: true, duration: 1 } }));
    expect(plan.prompts.every((p) => p.at >= 0 && p.until <= MIN)).toBe(true);
    // A prompt due 5 s before the main phase ends shows for those 5 s; one due as it ends is not shown.
    const late = compileMeditationPlan(meditation({ type: 'body-scan', duration: 1, guidance: { enabled: true, interval: 45 }, postMeditation: { enabled: true, duration: 1 } }));
    expect(late.prompts.map((p) => [p.at, p.until])).toEqual([
      [10_000, 18_000],
      [55_000, MIN],
    ]);
    const atEnd = compileMeditationPlan(meditation({ type: 'body-scan', duration: 1, guidance: { enabled: true, interval: 50 } }));
    expect(atEnd.prompts.map((p) => p.at)).toEqual([10_000]);
  });

  it('has a list of short prompts for every guided type, and a default list of three', () => {
    for (const type of MEDITATION_TYPES.filter((t) => t !== 'basic-timer')) {
      const list = MEDITATION_PROMPTS[type]!;
      expect(list.length, type).toBeGreaterThanOrEqual(3);
      expect(new Set(list).size).toBe(list.length);
      expect(list.every((text) => text.length <= 80)).toBe(true);
    }
    expect(DEFAULT_PROMPTS).toHaveLength(3);
    expect(promptsFor('basic-timer')).toBe(DEFAULT_PROMPTS);
  });
  it('words every prompt as one short sentence to read: not empty, capitalised, ending in a full stop or a question mark', () => {
    const lists = [...MEDITATION_TYPES.map(promptsFor), DEFAULT_PROMPTS];
    for (const text of lists.flat()) expect(text).toMatch(/^[A-Z][^\n]{8,78}[.?]$/);
  });
});

describe('silent timer (open-ended)', () => {
  it('has an open-ended main phase, bells that repeat every interval past the plan, and no prompts', () => {
    const plan = compileMeditationPlan(meditation({ openEnded: true, type: 'body-scan', bells: bellsOn({ interval: 5 }), postMeditation: { enabled: true, duration: 1 } }));
    expect(plan.title).toBe('Silent Timer');
    expect(plan.openEnded).toBe(true);
    expect(plan.segments.map((s) => [s.phase, s.openEnded, s.duration])).toEqual([
      ['meditation', true, 0],
      ['transition', false, MIN],
    ]);
    expect(plan).toMatchObject({ repeatBellEvery: 5 * MIN, repeatBellSound: 'tibetan-bowl', prompts: [] });
    expect(plan.bells.map((b) => [b.reason, b.at])).toEqual([
      ['start', 0],
      ['end', MIN],
    ]);
  });

  it('repeats no bells when the interval is off', () => {
    const plan = compileMeditationPlan(meditation({ openEnded: true, bells: bellsOn({ interval: 0 }) }));
    expect(plan.repeatBellEvery).toBe(0);
    expect(plan.repeatBellSound).toBeUndefined();
  });
});

describe('compilePlan', () => {
  it('compiles either kind of session', () => {
    expect(compilePlan({ type: 'meditation', config: meditation() }).kind).toBe('meditation');
    expect(compilePlan({ type: 'breathing', config: breathing() }).kind).toBe('breathing');
  });

  it('refuses an unknown session type and a config the schema refuses, naming the field', () => {
    expect(() => compilePlan({ type: 'yoga' } as never)).toThrow(/"breathing" or "meditation", not "yoga"/);
    expect(() => compileMeditationPlan(meditation({ duration: 90 }))).toThrow(InvalidConfigError);
    expect(() => compileMeditationPlan(meditation({ duration: 90 }))).toThrow(/^The meditation settings are not valid: .*Duration must be between 1 and 60 minutes/);
  });
});

import { describe, expect, it } from 'vitest';
import { estimateBreathingSeconds } from './breathingLength';
import { BREATHING_LIBRARY, MEDITATION_LIBRARY } from './library';
import { meditationTotalMinutes } from './meditationLabels';
import { parseBreathingConfig, parseMeditationConfig } from './parseConfig';

const meditation = (id: string) => MEDITATION_LIBRARY.find((e) => e.id === id)!;
const breathing = (id: string) => BREATHING_LIBRARY.find((e) => e.id === id)!;

describe('the meditation library', () => {
  it('has the five entries of core-app.md §3 and the two programs with their minutes, each config running that long', () => {
    expect(MEDITATION_LIBRARY.map((e) => [e.id, e.duration, meditationTotalMinutes(e.config)])).toEqual([
      ['tm-transcendental', 20, 20],
      ['mindfulness-mbsr', 30, 30],
      ['body-scan-progressive', 20, 20],
      ['metta-loving-kindness', 25, 25],
      ['yoga-nidra-nsdr', 30, 30],
      ['sit-walk-sit', 60, 60],
      ['random-bells-noting', 20, 20],
    ]);
  });

  it('sit, walk, sit runs 25 / 10 / 25; the noting program rings five random bells', () => {
    expect(meditation('sit-walk-sit').config.segments?.map((s) => [s.kind, s.minutes])).toEqual([['sit', 25], ['walk', 10], ['sit', 25]]);
    expect(meditation('random-bells-noting').config.segments).toEqual([{ kind: 'sit', minutes: 20, bells: { random: { count: 5 } } }]);
  });

  it.each(MEDITATION_LIBRARY.map((e) => [e.id, e] as const))('%s: its config passes the meditation schema', (_id, entry) => {
    expect(parseMeditationConfig(entry.config).ok).toBe(true);
  });

  it('body scan: 5 phases of 4 min, a bell marking each; metta: 5 phases of 5 min, a bell marking each', () => {
    expect(meditation('body-scan-progressive').phases?.map((p) => p.duration)).toEqual([4, 4, 4, 4, 4]);
    expect(meditation('body-scan-progressive').config.bells?.interval).toBe(4);
    expect(meditation('metta-loving-kindness').phases?.map((p) => p.duration)).toEqual([5, 5, 5, 5, 5]);
    expect(meditation('metta-loving-kindness').config.bells?.interval).toBe(5);
  });

  it('yoga nidra: phases of 5/7/7/8/3 min over the sea_loop ambient', () => {
    const entry = meditation('yoga-nidra-nsdr');
    expect(entry.phases?.map((p) => p.duration)).toEqual([5, 7, 7, 8, 3]);
    expect(entry.config.ambient).toBe('sea_loop');
  });

  it('MBSR rings a bell every 10 minutes under the mbsr preset', () => {
    expect(meditation('mindfulness-mbsr').config).toMatchObject({ preset: 'mbsr', bells: { enabled: true, interval: 10 } });
  });

  it('phases always fill the whole session and give a cue', () => {
    for (const entry of MEDITATION_LIBRARY.filter((e) => e.phases)) {
      expect(entry.phases?.reduce((sum, p) => sum + p.duration, 0)).toBe(entry.duration);
      for (const phase of entry.phases ?? []) expect(phase.cue.trim()).not.toBe('');
    }
  });
});

describe('the breathing library', () => {
  it.each(BREATHING_LIBRARY.map((e) => [e.id, e] as const))('%s: its config passes the breathing schema and shows its pattern', (_id, entry) => {
    expect(parseBreathingConfig(entry.config).ok).toBe(true);
    const p = entry.config.customPattern;
    expect(entry.pattern).toBe(`${p.inhale}-${p.hold}-${p.exhale}-${p.holdAfterExhale}`);
  });

  it('carries the numbers of core-app.md §3', () => {
    expect(breathing('box-breathing-navy').config).toMatchObject({ technique: 'box', duration: { type: 'time', value: 10 } });
    expect(breathing('box-breathing-navy').pattern).toBe('4-4-4-4');
    expect(breathing('four-seven-eight-weil').config).toMatchObject({ technique: '4-7-8', duration: { type: 'rounds', value: 8 } });
    expect(breathing('four-seven-eight-weil').pattern).toBe('4-7-8-0');
    expect(breathing('coherent-breathing').config).toMatchObject({ technique: 'coherent', duration: { type: 'time', value: 15 } });
    expect(breathing('physiological-sigh-huberman').config).toMatchObject({
      technique: 'physiological-sigh',
      customPattern: { inhale: 2, exhale: 6 },
      duration: { type: 'rounds', value: 3 },
    });
  });

  it('simplified deep reset: 30 breaths a round, 3 rounds, 30 s rests, a 60 s hold limit, about 8 minutes', () => {
    const entry = breathing('deep-reset-simplified');
    expect(entry.config).toMatchObject({ technique: 'deep-reset', rapidBreaths: 30, restBetweenRounds: 30, holdTime: 60 });
    expect(estimateBreathingSeconds(entry.config)).toBe(3 * (60 + 60 + 15) + 2 * 30);
    expect(entry.duration).toBe('About 8 min');
  });
});

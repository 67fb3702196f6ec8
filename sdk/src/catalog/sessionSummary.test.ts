import { describe, expect, it } from 'vitest';
import { breathingPreset } from './breathingPresets';
import { DEFAULT_BREATHING_CONFIG, DEFAULT_MEDITATION_CONFIG } from './defaults';
import { MEDITATION_LIBRARY } from './library';
import { meditationPreset } from './meditationPresets';
import { breathingLengthText, breathingSummary, meditationSummary, savedMeditationName } from './sessionSummary';

describe('savedMeditationName', () => {
  it('keeps the automatic name alone for a plain timer that runs exactly its minutes', () => {
    expect(savedMeditationName(DEFAULT_MEDITATION_CONFIG)).toBe('15 min Meditation');
  });

  it('adds the style and the whole length when transitions make it longer (a 1 min Zen sit runs 6 min)', () => {
    expect(savedMeditationName({ ...meditationPreset('zen').config, duration: 1 })).toBe('1 min Meditation · Zen · 6 min in all');
  });

  it('keeps " + Pranayama" and names TM and the guided types', () => {
    expect(savedMeditationName(meditationPreset('tm').config)).toBe('20 min Meditation + Pranayama · TM Style · 22 min in all');
    expect(savedMeditationName(meditationPreset('body-scan').config)).toBe('15 min Meditation · Body Scan');
    expect(savedMeditationName({ ...DEFAULT_MEDITATION_CONFIG, type: 'gaze-meditation' })).toBe('15 min Meditation · Gaze Meditation');
  });
});

describe('breathingSummary', () => {
  it('names a technique by its catalog name, a custom pattern by its seconds', () => {
    expect(breathingSummary(breathingPreset('box').config)).toMatch(/^Box Breathing · /);
    const custom = { ...DEFAULT_BREATHING_CONFIG, technique: 'custom' as const, customPattern: { inhale: 4, hold: 2, exhale: 6, holdAfterExhale: 0 }, visualGuide: 'lungs' as const };
    expect(breathingSummary({ ...custom, duration: { type: 'rounds', value: 1 } })).toBe('4-2-6-0 · 1 round · Lungs');
    expect(breathingSummary({ ...custom, duration: { type: 'time', value: 10 } })).toBe('4-2-6-0 · 10 min · Lungs');
  });

  it('says "1 round" and "8 rounds"', () => {
    expect(breathingLengthText({ duration: { type: 'rounds', value: 1 } })).toBe('1 round');
    expect(breathingLengthText({ duration: { type: 'rounds', value: 8 } })).toBe('8 rounds');
  });
});

describe('meditationSummary', () => {
  it('gives the whole length, the style, zen mode and the ambient sound', () => {
    expect(meditationSummary(meditationPreset('tm').config)).toBe('22 min · TM Style');
    expect(meditationSummary(meditationPreset('zen').config)).toBe('25 min · Zen');
    expect(meditationSummary({ ...DEFAULT_MEDITATION_CONFIG, zenMode: true })).toBe('15 min · Meditation · Zen Mode');
    expect(meditationSummary(MEDITATION_LIBRARY.find((entry) => entry.id === 'yoga-nidra-nsdr')!.config)).toBe('30 min · Meditation · Sea');
  });
});

import { describe, expect, it } from 'vitest';
import type { BreathingConfig } from './breathingConfig';
import { breathingRoundSeconds, breathingRoundsPerSet, estimateBreathingSeconds, stepDownBreathSeconds } from './breathingLength';
import { DEFAULT_BREATHING_CONFIG } from './defaults';

const withTechnique = (technique: BreathingConfig['technique'], extra: Partial<BreathingConfig> = {}): BreathingConfig => ({
  ...DEFAULT_BREATHING_CONFIG,
  technique,
  ...extra,
});

describe('session length by the engine rules', () => {
  it('step-down starts at 8 s and shortens 1 s every 2 rounds to a 4 s floor', () => {
    expect(Array.from({ length: 12 }, (_, i) => stepDownBreathSeconds(i + 1))).toEqual([8, 8, 7, 7, 6, 6, 5, 5, 4, 4, 4, 4]);
  });

  it('a physiological sigh round is inhale + 1 s second inhale + 6 s exhale + the hold after exhale', () => {
    const config = withTechnique('physiological-sigh', { customPattern: { inhale: 3, hold: 5, exhale: 9, holdAfterExhale: 2 } });
    expect(breathingRoundSeconds(config, 1)).toBe(3 + 1 + 6 + 2);
  });

  it('a tidal round is a fixed 3 s in and 3 s out, whatever the pattern', () => {
    expect(breathingRoundSeconds(withTechnique('tidal'), 1)).toBe(6);
  });

  it('a deep-reset round is 30 breaths of 2 s, the hold and a 15 s recovery, with 30 s rests between 3 rounds', () => {
    const config = withTechnique('deep-reset');
    expect(breathingRoundSeconds(config, 1, 45)).toBe(60 + 45 + 15);
    expect(breathingRoundsPerSet(config)).toBe(3);
    expect(estimateBreathingSeconds({ ...config, holdTime: 45 })).toBe(3 * 120 + 2 * 30);
  });

  it('by time, runs as many whole rounds as fit in the minutes', () => {
    const box = withTechnique('box', { customPattern: { inhale: 4, hold: 4, exhale: 4, holdAfterExhale: 4 }, duration: { type: 'time', value: 5 } });
    expect(breathingRoundsPerSet(box)).toBe(18);
    expect(estimateBreathingSeconds(box)).toBe(288);
  });

  it('counts settle-in, every set and the rests between sets', () => {
    const config = { ...DEFAULT_BREATHING_CONFIG, sets: 3, restBetweenSets: 10, settleIn: 20 };
    expect(estimateBreathingSeconds(config)).toBe(20 + 3 * 5 * 8 + 2 * 10);
  });
});

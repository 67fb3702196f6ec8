import { describe, expect, it } from 'vitest';
import { breathLevel, calmBreathLevel, levelToScale } from './breathLevel';

describe('how full the guide draws the lungs', () => {
  it('fills over an inhale and empties over an exhale', () => {
    expect(breathLevel('inhale', 0, 4000)).toBe(0);
    expect(breathLevel('inhale', 0.5, 4000)).toBeCloseTo(0.5);
    expect(breathLevel('inhale', 1, 4000)).toBe(1);
    expect(breathLevel('exhale', 0, 8000)).toBe(1);
    expect(breathLevel('exhale', 1, 8000)).toBe(0);
  });

  it('stays full through a hold and empty through a hold after the exhale', () => {
    expect(breathLevel('hold', 0.3, 7000)).toBe(1);
    expect(breathLevel('hold-after-exhale', 0.3, 4000)).toBe(0);
  });

  it('breathes once every 2 s through the rapid breathing of a deep reset', () => {
    const duration = 60_000;
    expect(breathLevel('rapid-breathing', 1000 / duration, duration)).toBeCloseTo(1);
    expect(breathLevel('rapid-breathing', 2000 / duration, duration)).toBeCloseTo(0);
    expect(breathLevel('rapid-breathing', 59_000 / duration, duration)).toBeCloseTo(1);
  });

  it('keeps the zen circle on a 10 s breath', () => {
    expect(calmBreathLevel(0)).toBe(0);
    expect(calmBreathLevel(4000)).toBe(1);
    expect(calmBreathLevel(10_000)).toBeCloseTo(0);
  });

  it('never shrinks a shape below 55 %', () => {
    expect(levelToScale(0)).toBe(0.55);
    expect(levelToScale(1)).toBe(1);
    expect(levelToScale(3)).toBe(1);
  });
});

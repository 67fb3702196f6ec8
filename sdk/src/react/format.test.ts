import { describe, expect, it } from 'vitest';
import { formatClock, secondsLeft, spokenDuration } from './format';

describe('the countdown text', () => {
  it('shows minutes and seconds as mm:ss, rounding part-seconds up', () => {
    expect(formatClock(600_000)).toBe('10:00');
    expect(formatClock(59_001)).toBe('01:00');
    expect(formatClock(59_000)).toBe('00:59');
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(-5)).toBe('00:00');
    expect(formatClock(60 * 60_000)).toBe('60:00');
  });

  it('counts a 4 s phase down as 4, 3, 2, 1', () => {
    expect([4000, 3500, 3000, 2001, 1000, 1].map(secondsLeft)).toEqual([4, 4, 3, 3, 1, 1]);
  });

  it('speaks durations in words', () => {
    expect(spokenDuration(600_000)).toBe('10 minutes');
    expect(spokenDuration(90_000)).toBe('1 minute 30 seconds');
    expect(spokenDuration(1000)).toBe('1 second');
  });
});

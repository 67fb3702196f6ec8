import { describe, expect, it } from 'vitest';
import { practisedFor, streakText } from './completionText';

describe('completion text', () => {
  it('says how long the session ran, in seconds under a minute, else to the nearest minute', () => {
    expect(practisedFor(1_000)).toBe('1 second');
    expect(practisedFor(45_400)).toBe('45 seconds');
    expect(practisedFor(60_000)).toBe('1 minute');
    expect(practisedFor(89_000)).toBe('1 minute');
    expect(practisedFor(600_000)).toBe('10 minutes');
  });

  it('counts the streak in days', () => {
    expect(streakText(1)).toBe('1 day in a row');
    expect(streakText(12)).toBe('12 days in a row');
  });
});

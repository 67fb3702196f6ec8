import { describe, expect, it } from 'vitest';
import { MINUTE, TestClock } from '../../test/testClock';
import { RateLimitedError } from '../errors';
import { createWriteAllowance } from './writeAllowance';

const limit = { max: 3, windowSeconds: 60 };

describe('the write allowance of an account', () => {
  it('allows `max` writes a window, then refuses with the seconds left, and allows again once the window ends', () => {
    const clock = new TestClock();
    clock.set('2026-05-01T10:00:00Z');
    const allowance = createWriteAllowance(clock);
    for (let i = 0; i < 3; i += 1) allowance.spend('ada', limit);
    clock.advance(20_000);
    expect(() => allowance.spend('ada', limit)).toThrow(RateLimitedError);
    try {
      allowance.spend('ada', limit);
    } catch (error) {
      expect((error as RateLimitedError).retryAfterSeconds).toBe(40);
      expect((error as RateLimitedError).message).toBe('Too many attempts. Please try again in 40 seconds.');
    }
    clock.advance(40_000);
    expect(() => allowance.spend('ada', limit)).not.toThrow();
  });

  it('counts each account on its own, and forgets ended windows when it tracks too many', () => {
    const clock = new TestClock();
    clock.set('2026-05-01T10:00:00Z');
    const allowance = createWriteAllowance(clock, 2);
    for (let i = 0; i < 3; i += 1) allowance.spend('ada', limit);
    expect(() => allowance.spend('grace', limit)).not.toThrow();
    expect(() => allowance.spend('ada', limit)).toThrow(RateLimitedError);
    clock.advance(MINUTE);
    // A third account arrives while the map is full: the ended windows go, and nobody is refused wrongly.
    for (let i = 0; i < 3; i += 1) expect(() => allowance.spend('linus', limit)).not.toThrow();
    expect(() => allowance.spend('ada', limit)).not.toThrow();
  });
});

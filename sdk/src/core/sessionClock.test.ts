import { describe, expect, it } from 'vitest';
import { createSessionClock } from './sessionClock';
import { ManualClock } from './ManualClock';

describe('session clock', () => {
  it('counts session time from start, standing still while paused', () => {
    const clock = new ManualClock({ start: 1_000 });
    const session = createSessionClock(clock);
    expect(session.elapsed()).toBe(0);
    clock.advance(500);
    session.start();
    clock.advance(4_000);
    expect(session.elapsed()).toBe(4_000);
    session.pause();
    clock.advance(60_000);
    expect(session.elapsed()).toBe(4_000);
    expect(session.status).toBe('paused');
    session.resume();
    clock.advance(1_000);
    expect(session.elapsed()).toBe(5_000);
  });

  it('starts paused at a time it stands at exactly, then runs on from it on resume', () => {
    const clock = new ManualClock({ start: 1_000 });
    const session = createSessionClock(clock);
    session.start(90_123, true);
    clock.advance(60_000);
    expect(session.status).toBe('paused');
    expect(session.elapsed()).toBe(90_123);
    session.resume();
    clock.advance(1_000);
    expect(session.elapsed()).toBe(91_123);
  });

  it('tells the clock reading at which a session time falls, pauses included', () => {
    const clock = new ManualClock({ start: 10_000 });
    const session = createSessionClock(clock);
    session.start();
    clock.advance(2_000);
    session.pause();
    clock.advance(30_000);
    // Paused: the moment falls as far ahead of now as it is ahead of the session time.
    expect(session.clockTimeOf(5_000)).toBe(42_000 + 3_000);
    session.resume();
    expect(session.clockTimeOf(5_000)).toBe(10_000 + 30_000 + 5_000);
  });

  it('ignores a second start, a pause while paused and a resume while running', () => {
    const clock = new ManualClock();
    const session = createSessionClock(clock);
    session.resume();
    session.pause();
    expect(session.status).toBe('idle');
    session.start();
    clock.advance(1_000);
    session.start();
    session.resume();
    expect(session.elapsed()).toBe(1_000);
    session.pause();
    clock.advance(1_000);
    session.pause();
    session.resume();
    expect(session.elapsed()).toBe(1_000);
  });
});

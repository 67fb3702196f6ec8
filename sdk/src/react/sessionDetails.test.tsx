import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BreathingSession } from './BreathingSession';
import { FOUR_SEVEN_EIGHT } from '../../test-support/fixtures';
import { ManualClock } from '../core/ManualClock';
import type { SessionRunner } from './useSessionRunner';
import { endSession } from '../../test-support/endSession';

afterEach(cleanup);

function advance(clock: ManualClock, ms: number) {
  act(() => clock.advance(ms));
}

// The callbacks' details are what the widgets dispatch as their events' detail, unchanged: plain
// data in whole milliseconds, the same shape in both.
describe('the session callbacks', () => {
  it('report a phase as plain data (phase, label, round, rounds, start, duration), not the plan\'s segment', () => {
    const clock = new ManualClock();
    const onPhaseChange = vi.fn();
    render(<BreathingSession config={FOUR_SEVEN_EIGHT} clock={clock} onPhaseChange={onPhaseChange} vibration={false} />);
    advance(clock, 4000);
    expect(onPhaseChange.mock.calls.map(([detail]) => detail)).toEqual([
      { phase: 'inhale', label: 'Inhale', round: 1, rounds: 8, start: 0, duration: 4000 },
      { phase: 'hold', label: 'Hold', round: 1, rounds: 8, start: 4000, duration: 7000 },
    ]);
  });

  it('report pause and resume with the time that passed, and every time in whole ms', () => {
    const clock = new ManualClock();
    const onPause = vi.fn();
    const onResume = vi.fn();
    const onStop = vi.fn();
    render(<BreathingSession config={FOUR_SEVEN_EIGHT} clock={clock} onPause={onPause} onResume={onResume} onStop={onStop} vibration={false} />);
    // A browser clock reads fractions of a millisecond (performance.now()).
    advance(clock, 3910.3000000000466);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(onPause).toHaveBeenCalledExactlyOnceWith({ kind: 'breathing', title: '4-7-8 Breathing', elapsed: 3910, total: 152_000 });
    advance(clock, 10_000);
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(onResume).toHaveBeenCalledExactlyOnceWith({ kind: 'breathing', title: '4-7-8 Breathing', elapsed: 3910, total: 152_000 });
    advance(clock, 1000.6);
    endSession();
    // Why it stopped, as the widgets' session-stop event says: End Session is the visitor's.
    expect(onStop).toHaveBeenCalledExactlyOnceWith({ kind: 'breathing', title: '4-7-8 Breathing', elapsed: 4911, total: 152_000, reason: 'user' });
  });

  it('report a stop the host asks for (the session\'s stop()) with reason "method"', () => {
    const clock = new ManualClock();
    const onStop = vi.fn();
    const sessionRef: { current: SessionRunner | null } = { current: null };
    render(<BreathingSession config={FOUR_SEVEN_EIGHT} clock={clock} onStop={onStop} sessionRef={sessionRef} vibration={false} />);
    advance(clock, 2000);
    act(() => sessionRef.current?.stop());
    expect(onStop).toHaveBeenCalledExactlyOnceWith({ kind: 'breathing', title: '4-7-8 Breathing', elapsed: 2000, total: 152_000, reason: 'method' });
  });

  it('hand the session to a sessionRef while it is mounted, so a host can drive it', () => {
    const clock = new ManualClock();
    const sessionRef: { current: SessionRunner | null } = { current: null };
    const view = render(<BreathingSession config={FOUR_SEVEN_EIGHT} clock={clock} sessionRef={sessionRef} vibration={false} />);
    expect(sessionRef.current?.getState().status).toBe('running');
    act(() => sessionRef.current?.pause());
    expect(screen.getByRole('button', { name: 'Resume' })).toBeTruthy();
    view.unmount();
    expect(sessionRef.current).toBeNull();
  });
});

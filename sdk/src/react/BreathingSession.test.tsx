import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BreathingSession } from './BreathingSession';
import { ManualClock } from '../core/ManualClock';
import { DIMMED_TEXT } from './RunnerFrame';
import { endSession } from '../../test-support/endSession';
import { DEEP_RESET, FOUR_SEVEN_EIGHT } from '../../test-support/fixtures';

/** 20 rounds of 4-7-8: 380 s, long enough to sit through the 120 s idle dimming twice. */
const LONG_FOUR_SEVEN_EIGHT = { ...FOUR_SEVEN_EIGHT, duration: { type: 'rounds' as const, value: 20 } };

afterEach(cleanup);

function advance(clock: ManualClock, ms: number) {
  act(() => clock.advance(ms));
}

function phase() {
  return document.querySelector('.sp-phase')?.textContent;
}
function countdown() {
  return document.querySelector('.sp-countdown')?.textContent;
}
function announcement() {
  return screen.getByRole('status').textContent;
}

describe('the breathing runner', () => {
  it('walks a 4-7-8 session through Inhale 4, Hold 7 and Exhale 8, round by round, to Session Complete', () => {
    const clock = new ManualClock();
    const onPhaseChange = vi.fn();
    const onComplete = vi.fn();
    render(<BreathingSession config={FOUR_SEVEN_EIGHT} clock={clock} onPhaseChange={onPhaseChange} onComplete={onComplete} vibration={false} />);

    expect(screen.getByRole('heading', { name: '4-7-8 Breathing' })).toBeTruthy();
    expect(phase()).toBe('Inhale');
    expect(countdown()).toBe('4');
    expect(screen.getByText('Round 1 of 8')).toBeTruthy();

    advance(clock, 1000);
    expect(countdown()).toBe('3');
    advance(clock, 3000);
    expect(phase()).toBe('Hold');
    expect(countdown()).toBe('7');
    advance(clock, 7000);
    expect(phase()).toBe('Exhale');
    expect(countdown()).toBe('8');
    advance(clock, 8000);
    expect(phase()).toBe('Inhale');
    expect(screen.getByText('Round 2 of 8')).toBeTruthy();

    advance(clock, 7 * 19_000 - 1);
    expect(screen.getByText('Round 8 of 8')).toBeTruthy();
    expect(phase()).toBe('Exhale');
    expect(onComplete).not.toHaveBeenCalled();
    advance(clock, 1);
    expect(phase()).toBe('Session Complete');
    expect(screen.queryByRole('button', { name: 'End Session' })).toBeNull();
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith({ title: '4-7-8 Breathing', kind: 'breathing', elapsed: 152_000, total: 152_000 });
    expect(onPhaseChange).toHaveBeenCalledTimes(24);
    expect(onPhaseChange.mock.calls[3]![0]).toEqual({ phase: 'inhale', label: 'Inhale', round: 2, rounds: 8, start: 19_000, duration: 4000 });
  });

  it('shows Release & Breathe during the deep-reset breath hold and moves on when it is pressed', async () => {
    const clock = new ManualClock();
    render(<BreathingSession config={DEEP_RESET} clock={clock} vibration={false} />);
    expect(phase()).toBe('Rapid Breathing');
    expect(screen.queryByRole('button', { name: 'Release & Breathe' })).toBeNull();

    advance(clock, 60_000);
    expect(phase()).toBe('Breath Hold');
    advance(clock, 45_000);
    expect(phase()).toBe('Breath Hold');
    const release = screen.getByRole('button', { name: 'Release & Breathe' });
    await userEvent.setup({ advanceTimers: (ms) => clock.advance(ms) }).click(release);
    expect(phase()).toBe('Recovery Breath');
    expect(countdown()).toBe('15');
    expect(screen.queryByRole('button', { name: 'Release & Breathe' })).toBeNull();
    advance(clock, 15_000);
    expect(phase()).toBe('Rest');
    expect(countdown()).toBe('30');
  });

  it('counts deep reset\'s rapid breaths 1 to 30, not seconds, and the breath hold\'s time held so far', () => {
    const clock = new ManualClock();
    render(<BreathingSession config={DEEP_RESET} clock={clock} vibration={false} />);
    expect(countdown()).toBe('1');
    expect(screen.getByText('Breath 1 of 30 · Round 1 of 3')).toBeTruthy();
    advance(clock, 1999);
    expect(countdown()).toBe('1');
    advance(clock, 1);
    expect(countdown()).toBe('2');
    advance(clock, 56_000);
    expect(countdown()).toBe('30');
    expect(screen.getByText('Breath 30 of 30 · Round 1 of 3')).toBeTruthy();
    advance(clock, 2000);
    expect(phase()).toBe('Breath Hold');
    expect(countdown()).toBe('0:00');
    advance(clock, 23_400);
    expect(countdown()).toBe('0:23');
    advance(clock, 60_000);
    expect(countdown()).toBe('1:23');
    expect(screen.getByRole('timer', { name: 'Held for 1 minute 23 seconds' })).toBeTruthy();
  });

  it('keeps keyboard focus on the controls after Release & Breathe goes away', async () => {
    const clock = new ManualClock();
    const user = userEvent.setup({ advanceTimers: (ms) => clock.advance(ms) });
    render(<BreathingSession config={DEEP_RESET} clock={clock} vibration={false} />);
    advance(clock, 61_000);
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Release & Breathe');
    await user.keyboard('{Enter}');
    expect(phase()).toBe('Recovery Breath');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Pause' }));
  });

  it('pauses and resumes: time stands still while paused', () => {
    const clock = new ManualClock();
    render(<BreathingSession config={FOUR_SEVEN_EIGHT} clock={clock} vibration={false} />);
    advance(clock, 2000);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(announcement()).toBe('Paused');
    advance(clock, 60_000);
    // The screen says it is paused, and where: the phase and round under it.
    expect(phase()).toBe('Paused');
    expect(document.querySelector('.sp-round')?.textContent).toBe('Inhale · Round 1 of 8');
    expect(countdown()).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(announcement()).toBe('Resumed');
    advance(clock, 2000);
    expect(phase()).toBe('Hold');
  });

  it('offers Start again at the end, which runs the plan anew at once (even without autoStart), unless the host turns it off', () => {
    const clock = new ManualClock();
    const onStart = vi.fn();
    const { unmount } = render(<BreathingSession config={FOUR_SEVEN_EIGHT} clock={clock} autoStart={false} onStart={onStart} vibration={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    advance(clock, 30_000);
    endSession();
    expect(document.querySelector('[part="summary"]')?.textContent).toBe('After 30 seconds');
    expect(screen.queryByText(/Round \d of 8/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Start again' }));
    expect(onStart).toHaveBeenCalledTimes(2);
    expect(phase()).toBe('Inhale');
    expect(countdown()).toBe('4');
    expect(screen.getByText('Round 1 of 8')).toBeTruthy();
    unmount();

    render(<BreathingSession config={FOUR_SEVEN_EIGHT} clock={clock} allowRestart={false} vibration={false} />);
    endSession();
    expect(phase()).toBe('Session Ended');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('asks once before End Session ends it: Keep going (focused, or Escape) runs on, End now ends and only then reports', async () => {
    const clock = new ManualClock();
    const onStop = vi.fn();
    const user = userEvent.setup({ advanceTimers: (ms) => clock.advance(ms) });
    render(<BreathingSession config={FOUR_SEVEN_EIGHT} clock={clock} onStop={onStop} vibration={false} />);
    advance(clock, 10_000);
    await user.click(screen.getByRole('button', { name: 'End Session' }));
    const question = screen.getByRole('group', { name: 'End this session?' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep going' }));
    expect(question.contains(document.activeElement)).toBe(true);
    expect(screen.getByRole('button', { name: 'End now' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'End Session' })).toBeNull();
    advance(clock, 5_000);
    expect(phase()).toBe('Exhale');
    expect(onStop).not.toHaveBeenCalled();

    await user.keyboard('{Enter}');
    expect(screen.queryByRole('group', { name: 'End this session?' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'End Session' }));
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'End Session' }));
    expect(onStop).not.toHaveBeenCalled();

    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'End now' }));
    expect(onStop).toHaveBeenCalledTimes(1);
    expect(onStop).toHaveBeenCalledWith({ title: '4-7-8 Breathing', kind: 'breathing', elapsed: 15_000, total: 152_000, reason: 'user' });
    expect(phase()).toBe('Session Ended');
  });

  it('settles in first when asked: "Get comfortable", counted down and announced, no Inhale and no start until it ends', () => {
    const clock = new ManualClock();
    const onStart = vi.fn();
    const onPhaseChange = vi.fn();
    render(<BreathingSession config={FOUR_SEVEN_EIGHT} clock={clock} settleIn={5} onStart={onStart} onPhaseChange={onPhaseChange} vibration={false} />);
    advance(clock, 0);
    expect(phase()).toBe('Get comfortable');
    expect(document.querySelector('[part="round"]')?.textContent).toBe('Begins in 5 s');
    expect(countdown()).toBeUndefined();
    expect(announcement()).toBe('Get comfortable');
    advance(clock, 3_000);
    expect(document.querySelector('[part="round"]')?.textContent).toBe('Begins in 2 s');
    expect(onStart).not.toHaveBeenCalled();
    expect(onPhaseChange).not.toHaveBeenCalled();
    advance(clock, 2_000);
    expect(phase()).toBe('Inhale');
    expect(countdown()).toBe('4');
    expect(announcement()).toBe('Inhale, round 1');
    expect(onStart).toHaveBeenCalledTimes(1);
    // The settle-in is no part of the session: 4-7-8's 152 s run from the first Inhale.
    advance(clock, 152_000);
    expect(phase()).toBe('Session Complete');
  });

  it('ends on End Session, reporting how long it ran', () => {
    const clock = new ManualClock();
    const onStop = vi.fn();
    const onComplete = vi.fn();
    render(<BreathingSession config={FOUR_SEVEN_EIGHT} clock={clock} onStop={onStop} onComplete={onComplete} vibration={false} />);
    advance(clock, 30_000);
    endSession();
    expect(onStop).toHaveBeenCalledWith({ title: '4-7-8 Breathing', kind: 'breathing', elapsed: 30_000, total: 152_000, reason: 'user' });
    expect(phase()).toBe('Session Ended');
    advance(clock, 200_000);
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('waits for Start when autoStart is off, and reports the start', () => {
    const clock = new ManualClock();
    const onStart = vi.fn();
    render(<BreathingSession config={FOUR_SEVEN_EIGHT} clock={clock} autoStart={false} onStart={onStart} vibration={false} />);
    advance(clock, 10_000);
    expect(phase()).toBe('Ready');
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(onStart).toHaveBeenCalledWith({ title: '4-7-8 Breathing', kind: 'breathing', total: 152_000 });
    expect(phase()).toBe('Inhale');
    expect(countdown()).toBe('4');
  });

  it('announces each phase change politely, with the round when a new one starts', () => {
    const clock = new ManualClock();
    render(<BreathingSession config={FOUR_SEVEN_EIGHT} clock={clock} vibration={false} />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('Inhale, round 1');
    advance(clock, 4000);
    expect(region.textContent).toBe('Hold');
    advance(clock, 15_000);
    expect(region.textContent).toBe('Inhale, round 2');
    advance(clock, 133_000);
    expect(region.textContent).toBe('Session Complete');
  });

  it('dims after 120 s without a tap, and a tap brightens it', () => {
    const clock = new ManualClock();
    render(<BreathingSession config={LONG_FOUR_SEVEN_EIGHT} clock={clock} vibration={false} />);
    advance(clock, 119_999);
    expect(screen.queryByText(DIMMED_TEXT)).toBeNull();
    advance(clock, 1);
    const dim = screen.getByText(DIMMED_TEXT);
    expect(DIMMED_TEXT).toBe('Screen dimmed to save battery • Tap to brighten');
    fireEvent.pointerDown(dim);
    fireEvent.click(dim);
    expect(screen.queryByText(DIMMED_TEXT)).toBeNull();

    advance(clock, 100_000);
    fireEvent.pointerDown(screen.getByText('4-7-8 Breathing'));
    advance(clock, 100_000);
    expect(screen.queryByText(DIMMED_TEXT)).toBeNull();
    advance(clock, 20_000);
    expect(screen.getByText(DIMMED_TEXT)).toBeTruthy();
  });

  it('can be used from the keyboard alone: Tab reaches Pause, Space and Enter press it, any key brightens', async () => {
    const clock = new ManualClock();
    const user = userEvent.setup({ advanceTimers: (ms) => clock.advance(ms) });
    render(<BreathingSession config={LONG_FOUR_SEVEN_EIGHT} clock={clock} vibration={false} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Pause' }));
    await user.keyboard(' ');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Resume' }));
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();

    advance(clock, 120_000);
    expect(screen.getByText(DIMMED_TEXT)).toBeTruthy();
    await user.keyboard('{Shift>}{/Shift}');
    expect(screen.getByText(DIMMED_TEXT)).toBeTruthy();
    await user.keyboard('a');
    expect(screen.queryByText(DIMMED_TEXT)).toBeNull();
  });

  it('vibrates on each phase change where the device can', () => {
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { configurable: true, value: vibrate });
    try {
      const clock = new ManualClock();
      render(<BreathingSession config={FOUR_SEVEN_EIGHT} clock={clock} />);
      expect(vibrate).toHaveBeenCalledTimes(1);
      advance(clock, 4000);
      expect(vibrate).toHaveBeenCalledTimes(2);
      advance(clock, 148_000);
      expect(vibrate).toHaveBeenLastCalledWith([80, 60, 80]);
    } finally {
      Reflect.deleteProperty(navigator, 'vibrate');
    }
  });

  it('runs without vibration where the device has none', () => {
    expect('vibrate' in navigator).toBe(false);
    const clock = new ManualClock();
    render(<BreathingSession config={FOUR_SEVEN_EIGHT} clock={clock} />);
    advance(clock, 4000);
    expect(phase()).toBe('Hold');
  });

  it('draws the guide the config names, and a still one when asked for reduced motion', () => {
    const clock = new ManualClock();
    const { rerender } = render(<BreathingSession config={DEEP_RESET} clock={clock} vibration={false} />);
    expect(document.querySelector('.sp-guide-wave')).toBeTruthy();
    rerender(<BreathingSession config={DEEP_RESET} clock={clock} guide="lungs" reducedMotion vibration={false} />);
    expect(document.querySelector('.sp-guide-lungs.sp-reduced')).toBeTruthy();
    expect(phase()).toBe('Rapid Breathing');
  });

  it('shows a readable message instead of a runner when the config is wrong', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<BreathingSession config={{ ...FOUR_SEVEN_EIGHT, duration: { type: 'rounds', value: 99 } }} />);
    expect(screen.getByRole('alert').textContent).toMatch(/Duration must be a whole number between 1 and 20 rounds/);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('keeps the session running when the host re-renders with an equal config', () => {
    const clock = new ManualClock();
    const { rerender } = render(<BreathingSession config={{ ...FOUR_SEVEN_EIGHT }} clock={clock} vibration={false} />);
    advance(clock, 5000);
    rerender(<BreathingSession config={{ ...FOUR_SEVEN_EIGHT }} clock={clock} vibration={false} />);
    expect(phase()).toBe('Hold');
    expect(countdown()).toBe('6');
  });
});

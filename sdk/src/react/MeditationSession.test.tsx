import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../core/ManualClock';
import type { MeditationConfig } from '../catalog/meditationConfig';
import { MeditationSession } from './MeditationSession';
import { DIMMED_TEXT } from './RunnerFrame';
import { bellsOn, BODY_SCAN_WITH_PRANAYAMA, meditation, meditationWithBells } from '../../test-support/fixtures';
import { endSession } from '../../test-support/endSession';

afterEach(cleanup);

function advance(clock: ManualClock, ms: number) {
  act(() => clock.advance(ms));
}
const phase = () => document.querySelector('.sp-phase')?.textContent;
const ringTime = () => document.querySelector('.sp-ring-time')?.textContent;
const guidance = () => document.querySelector('.sp-guidance')?.textContent ?? null;
const isShown = (element: Element | null) => Boolean(element) && !element!.className.includes('sp-hidden');

describe('the meditation runner', () => {
  it('counts 13:00 down in mm:ss through Pranayama Breathing, Body Scan and Gentle Transition to Session Complete', () => {
    const clock = new ManualClock();
    const onComplete = vi.fn();
    render(<MeditationSession config={BODY_SCAN_WITH_PRANAYAMA} clock={clock} onComplete={onComplete} vibration={false} />);
    expect(screen.getByRole('heading', { name: '10 min Meditation + Pranayama' })).toBeTruthy();
    expect(ringTime()).toBe('13:00');
    expect(phase()).toBe('Pranayama Breathing');
    advance(clock, 1000);
    expect(ringTime()).toBe('12:59');
    advance(clock, 119_000);
    expect(phase()).toBe('Body Scan');
    expect(ringTime()).toBe('11:00');
    advance(clock, 600_000);
    expect(phase()).toBe('Gentle Transition');
    expect(ringTime()).toBe('01:00');
    advance(clock, 60_000);
    expect(phase()).toBe('Session Complete');
    expect(ringTime()).toBe('00:00');
    expect(onComplete).toHaveBeenCalledWith({ title: '10 min Meditation + Pranayama', kind: 'meditation', elapsed: 780_000, total: 780_000 });
  });

  it('guides the pranayama breath, in for 4 s and out for 6, with a circle that grows and shrinks; none after it', () => {
    const clock = new ManualClock();
    render(<MeditationSession config={BODY_SCAN_WITH_PRANAYAMA} clock={clock} vibration={false} />);
    const breath = () => document.querySelector<SVGCircleElement>('.sp-ring-breath');
    const radius = () => Number(breath()?.getAttribute('r'));
    expect(document.querySelector('.sp-round')?.textContent).toBe('Breathe in');
    const empty = radius();
    advance(clock, 4000);
    expect(radius()).toBeGreaterThan(empty);
    advance(clock, 1);
    expect(document.querySelector('.sp-round')?.textContent).toBe('Breathe out');
    advance(clock, 5999);
    expect(radius()).toBeCloseTo(empty);
    expect(document.querySelector('.sp-round')?.textContent).toBe('Breathe in');
    advance(clock, 110_000);
    expect(phase()).toBe('Body Scan');
    expect(breath()).toBeNull();
    expect(document.querySelector('.sp-round')?.textContent).toBe('');
  });

  it('shows a guidance card 10 s into a guided meditation, for 8 s, and announces it', () => {
    const clock = new ManualClock();
    render(<MeditationSession config={BODY_SCAN_WITH_PRANAYAMA} clock={clock} vibration={false} />);
    advance(clock, 120_000 + 9_999);
    expect(guidance()).toBeNull();
    advance(clock, 1);
    const text = guidance();
    expect(text).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(text);
    advance(clock, 7_999);
    expect(guidance()).toBe(text);
    advance(clock, 1);
    expect(guidance()).toBeNull();
  });

  it('reports the bells the plan rings', () => {
    const clock = new ManualClock();
    const onBell = vi.fn();
    render(<MeditationSession config={meditationWithBells(1)} clock={clock} onBell={onBell} vibration={false} />);
    expect(onBell).toHaveBeenCalledWith({ at: 0, sound: 'tibetan-bowl', reason: 'start' });
    advance(clock, 60_000);
    expect(onBell).toHaveBeenLastCalledWith({ at: 60_000, sound: 'zen-gong', reason: 'end' });
  });

  it('dims after 120 s without a tap', () => {
    const clock = new ManualClock();
    render(<MeditationSession config={meditationWithBells(5)} clock={clock} vibration={false} />);
    advance(clock, 120_000);
    fireEvent.click(screen.getByRole('button', { name: DIMMED_TEXT }));
    expect(screen.queryByText(DIMMED_TEXT)).toBeNull();
  });
});

describe('the silent timer', () => {
  it('counts up, keeps ringing its interval bell, and End completes it', () => {
    const clock = new ManualClock();
    const onComplete = vi.fn();
    const onStop = vi.fn();
    const onBell = vi.fn();
    const config = meditationWithBells(10, { openEnded: true, bells: bellsOn({ interval: 1 }) });
    render(<MeditationSession config={config} clock={clock} onComplete={onComplete} onStop={onStop} onBell={onBell} vibration={false} />);
    expect(screen.getByRole('heading', { name: 'Silent Timer' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Release & Breathe' })).toBeNull();
    advance(clock, 125_000);
    expect(ringTime()).toBe('02:05');
    expect(screen.getByRole('timer').getAttribute('aria-label')).toBe('2 minutes 5 seconds so far');
    expect(onBell.mock.calls.filter(([bell]) => bell.reason === 'interval')).toHaveLength(2);
    endSession();
    expect(onStop).not.toHaveBeenCalled();
    expect(onComplete).toHaveBeenCalledWith(expect.objectContaining({ title: 'Silent Timer', elapsed: 125_000 }));
    expect(phase()).toBe('Session Complete');
  });
});

describe('the zen view', () => {
  const zen = () => meditationWithBells(10, { zenMode: true });

  it('shows the countdown and a Zen Mode label that fades, and keeps End hidden until a tap', () => {
    const clock = new ManualClock();
    render(<MeditationSession config={zen()} clock={clock} vibration={false} />);
    const label = screen.getByText('Zen Mode');
    expect(isShown(label)).toBe(true);
    expect(screen.getByRole('timer').textContent).toBe('10:00');
    expect(document.querySelector('.sp-controls')!.className).toContain('sp-transparent');
    advance(clock, 5000);
    expect(isShown(label)).toBe(false);
    expect(label.getAttribute('aria-hidden')).toBe('true');
  });

  it('fades the timer to a breathing circle after 180 s without a tap', () => {
    const clock = new ManualClock();
    render(<MeditationSession config={zen()} clock={clock} vibration={false} />);
    const timer = document.querySelector('[part="zen-timer"]');
    advance(clock, 179_999);
    expect(isShown(timer)).toBe(true);
    advance(clock, 1);
    expect(isShown(timer)).toBe(false);
    expect(isShown(document.querySelector('.sp-zen-stack .sp-guide')!.parentElement)).toBe(true);
    expect(screen.queryByText(DIMMED_TEXT)).toBeNull();
  });

  it('shows the timer and End for 3 s after a tap, then fades back', () => {
    const clock = new ManualClock();
    const onStop = vi.fn();
    render(<MeditationSession config={zen()} clock={clock} onStop={onStop} vibration={false} />);
    const timer = document.querySelector('[part="zen-timer"]');
    const controls = document.querySelector('.sp-controls')!;
    advance(clock, 200_000);
    fireEvent.pointerDown(document.querySelector('.sp-zen-stack')!);
    expect(isShown(timer)).toBe(true);
    expect(controls.className).not.toContain('sp-transparent');
    expect(screen.getByRole('timer').textContent).toBe('06:40');
    advance(clock, 2_999);
    expect(controls.className).not.toContain('sp-transparent');
    advance(clock, 1);
    expect(controls.className).toContain('sp-transparent');
    // The tap also restarted the 180 s count: the timer stays until then.
    expect(isShown(timer)).toBe(true);
    advance(clock, 177_000);
    expect(isShown(timer)).toBe(false);

    fireEvent.pointerDown(document.querySelector('.sp-zen-stack')!);
    endSession();
    expect(onStop).toHaveBeenCalledTimes(1);
    expect(phase()).toBe('Session Ended');
  });

  it('shows the controls while the keyboard is on them', async () => {
    const clock = new ManualClock();
    const user = userEvent.setup({ advanceTimers: (ms) => clock.advance(ms) });
    render(<MeditationSession config={zen()} clock={clock} vibration={false} />);
    const controls = document.querySelector('.sp-controls')!;
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Pause');
    expect(controls.className).not.toContain('sp-transparent');
  });
});

describe('a program of segments', () => {
  const program = (segments: MeditationConfig['segments'] & object) =>
    meditation({ duration: segments.reduce((sum, { minutes }) => sum + minutes, 0), segments });

  /** Every text the polite live region takes, in order, read after each step of the clock. */
  function spoken() {
    const said: string[] = [];
    const listen = () => {
      const text = document.querySelector('[role="status"]')?.textContent ?? '';
      if (text !== '' && text !== said.at(-1)) said.push(text);
    };
    return { said, listen };
  }

  it("shows the segment under way and its time left ('Walk · 1:59 left'), the ring the whole sit's", () => {
    const clock = new ManualClock();
    render(<MeditationSession config={program([{ kind: 'sit', minutes: 3 }, { kind: 'walk', minutes: 2 }, { kind: 'sit', minutes: 1 }])} clock={clock} vibration={false} />);
    expect(phase()).toBe('Sit · 3:00 left');
    expect(ringTime()).toBe('06:00');
    advance(clock, 72_500);
    expect(phase()).toBe('Sit · 1:48 left');
    advance(clock, 107_500);
    expect(phase()).toBe('Walk · 2:00 left');
    advance(clock, 1_000);
    expect(phase()).toBe('Walk · 1:59 left');
    expect(ringTime()).toBe('02:59');
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(phase()).toBe('Paused');
    expect(document.querySelector('.sp-round')?.textContent).toBe('Walk · 1:59 left');
  });

  it('announces each segment once as it begins, with its place in the program and its length', () => {
    const clock = new ManualClock();
    render(<MeditationSession config={program([{ kind: 'sit', minutes: 2 }, { kind: 'sit', minutes: 2 }, { kind: 'walk', minutes: 1 }])} clock={clock} vibration={false} autoStart={false} />);
    const { said, listen } = spoken();
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    listen();
    for (let seconds = 0; seconds < 300; seconds += 10) {
      advance(clock, 10_000);
      listen();
    }
    expect(said).toEqual(['Sit, part 1 of 3, 2 minutes', 'Sit, part 2 of 3, 2 minutes', 'Walk, part 3 of 3, 1 minute', 'Session Complete']);
  });

  it('shows and says a one-segment sit as a sit without segments', () => {
    const clock = new ManualClock();
    render(<MeditationSession config={program([{ kind: 'sit', minutes: 2 }])} clock={clock} vibration={false} />);
    expect(phase()).toBe('Sit');
    expect(screen.getByRole('status').textContent).toBe('Sit');
  });
});

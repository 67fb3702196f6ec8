import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BreathingSession } from './BreathingSession';
import { ManualClock } from '../core/ManualClock';
import { installWakeLock, setVisibility } from '../../test-support/browserFakes';
import { FOUR_SEVEN_EIGHT } from '../../test-support/fixtures';
import { endSession } from '../../test-support/endSession';

let wakeLock: ReturnType<typeof installWakeLock>;
beforeEach(() => {
  wakeLock = installWakeLock();
  setVisibility('visible');
});
afterEach(() => {
  cleanup();
  wakeLock.uninstall();
});

/** Let the wake lock's promise settle. */
const settle = () => act(async () => {});

describe('the screen wake lock', () => {
  it('is held while a session runs and released when it completes', async () => {
    const clock = new ManualClock();
    render(<BreathingSession config={FOUR_SEVEN_EIGHT} clock={clock} vibration={false} />);
    await settle();
    expect(wakeLock.request).toHaveBeenCalledWith('screen');
    expect(wakeLock.held()).toBe(1);
    act(() => clock.advance(152_000));
    await settle();
    expect(document.querySelector('.sp-phase')!.textContent).toBe('Session Complete');
    expect(wakeLock.held()).toBe(0);
  });

  it('is taken again when the page becomes visible after the browser dropped it', async () => {
    const clock = new ManualClock();
    render(<BreathingSession config={FOUR_SEVEN_EIGHT} clock={clock} vibration={false} />);
    await settle();
    // Hiding the page: the browser releases the lock itself.
    setVisibility('hidden');
    await act(() => wakeLock.sentinels[0]!.release());
    expect(wakeLock.held()).toBe(0);
    setVisibility('visible');
    await settle();
    expect(wakeLock.request).toHaveBeenCalledTimes(2);
    expect(wakeLock.held()).toBe(1);
  });

  it('asks again on the next tap when the request was refused', async () => {
    wakeLock.control.refuse = true;
    const clock = new ManualClock();
    render(<BreathingSession config={FOUR_SEVEN_EIGHT} clock={clock} vibration={false} />);
    await settle();
    expect(wakeLock.held()).toBe(0);
    wakeLock.control.refuse = false;
    fireEvent.pointerDown(screen.getByText('4-7-8 Breathing'));
    await settle();
    expect(wakeLock.request).toHaveBeenCalledTimes(2);
    expect(wakeLock.held()).toBe(1);
  });

  it('is released when the session is ended or the runner goes away', async () => {
    const clock = new ManualClock();
    const { unmount } = render(<BreathingSession config={FOUR_SEVEN_EIGHT} clock={clock} vibration={false} />);
    await settle();
    endSession();
    await settle();
    expect(wakeLock.held()).toBe(0);
    unmount();

    render(<BreathingSession config={FOUR_SEVEN_EIGHT} clock={new ManualClock()} vibration={false} />);
    await settle();
    expect(wakeLock.held()).toBe(1);
    cleanup();
    await settle();
    expect(wakeLock.held()).toBe(0);
  });
});

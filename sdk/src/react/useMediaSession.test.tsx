import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BreathingSession } from './BreathingSession';
import { ManualClock } from '../core/ManualClock';
import { installMediaSession } from '../../test-support/browserFakes';
import { FOUR_SEVEN_EIGHT } from '../../test-support/fixtures';

let media: ReturnType<typeof installMediaSession>;
beforeEach(() => {
  media = installMediaSession();
});
afterEach(() => {
  cleanup();
  media.uninstall();
});

describe('the lock-screen controls', () => {
  it('show the session title and artwork while it plays, and pause, resume and stop it', () => {
    const clock = new ManualClock();
    const onStop = vi.fn();
    render(<BreathingSession config={FOUR_SEVEN_EIGHT} clock={clock} onStop={onStop} vibration={false} />);
    expect(media.session.metadata).toMatchObject({ title: '4-7-8 Breathing', artist: 'Stillpoint' });
    expect(media.session.metadata!.artwork).toHaveLength(1);
    expect(media.session.playbackState).toBe('playing');

    act(() => media.handlers.get('pause')!());
    expect(screen.getByRole('button', { name: 'Resume' })).toBeTruthy();
    expect(media.session.playbackState).toBe('paused');
    act(() => clock.advance(10_000));
    expect(document.querySelector('.sp-countdown')!.textContent).toBe('4');

    act(() => media.handlers.get('play')!());
    expect(media.session.playbackState).toBe('playing');
    act(() => clock.advance(4000));
    expect(document.querySelector('.sp-phase')!.textContent).toBe('Hold');

    act(() => media.handlers.get('stop')!());
    expect(onStop).toHaveBeenCalledTimes(1);
    expect(media.session.metadata).toBeNull();
    expect(media.session.playbackState).toBe('none');
    expect(media.handlers.get('play')).toBeNull();
    expect(media.handlers.get('pause')).toBeNull();
    expect(media.handlers.get('stop')).toBeNull();
  });

  it('uses the artwork the host passes', () => {
    const artwork = [{ src: '/icon-192.png', sizes: '192x192', type: 'image/png' }];
    render(<BreathingSession config={FOUR_SEVEN_EIGHT} clock={new ManualClock()} artwork={artwork} vibration={false} />);
    expect(media.session.metadata!.artwork).toEqual(artwork);
  });
});

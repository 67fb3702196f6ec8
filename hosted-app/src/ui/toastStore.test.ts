import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, toast, visibleToast } from './toastStore';

const STANDING = { title: 'Storage full or not allowed', variant: 'destructive', durationMs: Infinity } as const;

afterEach(() => {
  const shown = visibleToast();
  if (shown) dismissToast(shown.id);
  vi.useRealTimers();
});

describe('toasts, one visible at a time', () => {
  it('shows the newest: a toast that closes by itself is simply replaced', () => {
    const first = toast({ title: 'Session Saved' });
    toast({ title: 'Welcome back!' });
    expect(visibleToast()?.title).toBe('Welcome back!');
    dismissToast(visibleToast()!.id);
    expect(visibleToast()).toBeUndefined();
    dismissToast(first);
    expect(visibleToast()).toBeUndefined();
  });

  it('brings a standing toast back once the newer one closes: a warning that stays until it is no longer true is not lost under a passing notice', () => {
    const warning = toast(STANDING);
    const notice = toast({ title: 'Body Scan Applied', durationMs: 4000 });
    expect(visibleToast()?.title).toBe('Body Scan Applied');
    dismissToast(notice); // it timed out, or was swiped away
    expect(visibleToast()).toMatchObject({ id: warning, title: 'Storage full or not allowed', open: true });
  });

  it('does not bring it back once it was dismissed while hidden (it stopped being true)', () => {
    const warning = toast(STANDING);
    const notice = toast({ title: 'Body Scan Applied' });
    dismissToast(warning);
    dismissToast(notice);
    expect(visibleToast()).toBeUndefined();
  });
});

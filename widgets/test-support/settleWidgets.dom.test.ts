import { afterEach, expect, it, vi } from 'vitest';
import { rendered } from './rendered';
import { settleWidgets } from './settleWidgets';
import '../src/stillpoint-widgets';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The timers set through the page's setTimeout from now on that have neither run nor been cleared. */
function pendingTimers(): Set<ReturnType<typeof setTimeout>> {
  const pending = new Set<ReturnType<typeof setTimeout>>();
  const { setTimeout: set, clearTimeout: clear } = globalThis;
  vi.spyOn(globalThis, 'setTimeout').mockImplementation(((callback: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    const id = set(() => {
      pending.delete(id);
      callback(...args);
    }, ms);
    pending.add(id);
    return id;
  }) as typeof setTimeout);
  vi.spyOn(globalThis, 'clearTimeout').mockImplementation((id) => {
    pending.delete(id as ReturnType<typeof setTimeout>);
    clear(id);
  });
  return pending;
}

it('leaves no timer of its widgets pending, a running session and a render just made included, so the window can close', async () => {
  const pending = pendingTimers();
  document.body.innerHTML = '<meditation-timer minutes="5"></meditation-timer><breath-session></breath-session>';
  // As a test file's last act: the runners have just rendered, and their effects wait for the next frame.
  for (const element of document.body.children) await rendered(element as HTMLElement);
  await settleWidgets();
  expect(document.body.children).toHaveLength(0);
  expect(pending.size).toBe(0);
});

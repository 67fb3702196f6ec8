import type { TimerProvider } from '../src/core/createTicker';
import type { manualClock } from './manualClock';

interface Pending {
  readonly id: number;
  readonly due: number;
  readonly callback: () => void;
}

/**
 * Timers on a manual clock that fire as late as `lateBy` says (a busy main thread, a throttled tab).
 * `fireNext()` moves the clock to the next callback and runs it.
 */
export function fakeTimers(clock: ReturnType<typeof manualClock>, lateBy: (requestedMs: number) => number = () => 0) {
  let nextId = 1;
  let pending: Pending[] = [];
  const requested: number[] = [];
  const timers: TimerProvider & { fireNext(): boolean; readonly pendingCount: number; readonly requested: readonly number[] } = {
    setTimeout(callback, ms) {
      const id = nextId++;
      requested.push(ms);
      pending.push({ id, due: clock.now() + ms + lateBy(ms), callback });
      return id;
    },
    clearTimeout(handle) {
      pending = pending.filter((p) => p.id !== handle);
    },
    fireNext() {
      if (pending.length === 0) return false;
      const next = pending.reduce((a, b) => (b.due < a.due ? b : a));
      pending = pending.filter((p) => p !== next);
      if (next.due > clock.now()) clock.set(next.due);
      next.callback();
      return true;
    },
    get pendingCount() {
      return pending.length;
    },
    requested,
  };
  return timers;
}

import type { RunnerClock } from './clock';

/** A clock that only moves when told to: for tests, and for stories that pin a moment of a session. */
export interface ManualClock extends RunnerClock {
  /** Move time forward, firing every timer that falls due on the way, in order, each at its own time. */
  advance(ms: number): void;
  /** Timers still waiting. */
  pending(): number;
}

interface Pending {
  id: number;
  due: number;
  callback: () => void;
}

export function createManualClock(start = 0): ManualClock {
  let now = start;
  let nextId = 1;
  let timers: Pending[] = [];
  return {
    now: () => now,
    setTimeout(callback, ms) {
      const id = nextId++;
      timers.push({ id, due: now + Math.max(0, ms), callback });
      return id;
    },
    clearTimeout(handle) {
      timers = timers.filter((timer) => timer.id !== handle);
    },
    advance(ms) {
      if (!(ms >= 0)) throw new RangeError(`A manual clock only moves forward, got ${ms} ms.`);
      const target = now + ms;
      for (;;) {
        const due = timers.filter((timer) => timer.due <= target).sort((a, b) => a.due - b.due || a.id - b.id)[0];
        if (!due) break;
        timers = timers.filter((timer) => timer !== due);
        now = Math.max(now, due.due);
        due.callback();
      }
      now = target;
    },
    pending: () => timers.length,
  };
}

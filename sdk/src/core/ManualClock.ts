import type { TimerProvider } from './createTicker';
import type { Clock } from './types';

export interface ManualClockOptions {
  /** The first reading, in ms (default 0). */
  readonly start?: number;
  /**
   * How late each timer fires after the time it asked for, as a busy main thread or a throttled
   * background tab delivers it: ms for every timer, or a function of the delay asked for (default 0).
   */
  readonly lateByMs?: number | ((requestedMs: number) => number);
}

interface Pending {
  readonly id: number;
  readonly due: number;
  readonly callback: () => void;
}

/**
 * The one manual clock: it moves only when told to, and its timers fire on its own timeline, in time
 * order, each at its own time (late by `lateByMs`, as a throttled tab delivers them). A Clock and
 * TimerProvider for the engine, a RunnerClock for the React runners. The tests use it whole; hosts
 * and stories get it from `createManualClock()` (createManualClock.ts).
 */
export class ManualClock implements Clock, TimerProvider {
  /** Every delay setTimeout was asked for, in order. */
  readonly requested: number[] = [];
  #time: number;
  #nextId = 1;
  #pending: Pending[] = [];
  readonly #lateBy: (requestedMs: number) => number;

  constructor({ start = 0, lateByMs = 0 }: ManualClockOptions = {}) {
    this.#time = start;
    this.#lateBy = typeof lateByMs === 'number' ? () => lateByMs : lateByMs;
  }

  now(): number {
    return this.#time;
  }

  setTimeout(callback: () => void, ms: number): number {
    const id = this.#nextId++;
    this.requested.push(ms);
    this.#pending.push({ id, due: this.#time + Math.max(0, ms) + this.#lateBy(ms), callback });
    return id;
  }

  clearTimeout(handle: unknown): void {
    this.#pending = this.#pending.filter((timer) => timer.id !== handle);
  }

  /** Timers still waiting. */
  pending(): number {
    return this.#pending.length;
  }

  /** Moves time forward by `ms`, firing every timer that falls due on the way (those they set included), in order, each at its own time. */
  advance(ms: number): void {
    if (!(ms >= 0)) throw new RangeError(`A manual clock only moves forward, got ${ms} ms.`);
    const target = this.#time + ms;
    for (let next = this.#soonest(); next && next.due <= target; next = this.#soonest()) this.#fire(next);
    this.#time = target;
  }

  /** Moves time forward to the reading `ms`, as advance() does. */
  set(ms: number): void {
    this.advance(ms - this.#time);
  }

  /** Moves time to the soonest waiting timer and fires it alone; false when none is waiting. */
  fireNext(): boolean {
    const next = this.#soonest();
    if (!next) return false;
    this.#fire(next);
    return true;
  }

  /** The timer due first; of timers due together, the one set first. */
  #soonest(): Pending | undefined {
    let soonest: Pending | undefined;
    for (const timer of this.#pending) if (!soonest || timer.due < soonest.due) soonest = timer;
    return soonest;
  }

  #fire(timer: Pending): void {
    this.#pending = this.#pending.filter((other) => other !== timer);
    this.#time = Math.max(this.#time, timer.due);
    timer.callback();
  }
}

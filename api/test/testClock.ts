import type { Clock } from '../src/services/clock';

/** A wall clock the test moves by hand. */
export class TestClock implements Clock {
  private time: number;
  constructor(start: Date | string = new Date()) {
    this.time = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.time);
  }
  set(at: Date | string): void {
    this.time = new Date(at).getTime();
  }
  advance(ms: number): void {
    this.time += ms;
  }
}

export const MINUTE = 60 * 1000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** Wall-clock time, injected so trials, resets, rate-limit windows and streaks can be tested at any date. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

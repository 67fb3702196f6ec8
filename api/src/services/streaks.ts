const DAY_MS = 24 * 60 * 60 * 1000;

const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

export interface Streaks {
  readonly currentStreak: number;
  readonly longestStreak: number;
}

/**
 * Streaks over calendar days that had at least one completed session (dates as YYYY-MM-DD in the user's
 * zone). The current streak counts back from today, or from yesterday when today has no session yet:
 * a streak is not lost in the morning before the day's practice.
 */
export function computeStreaks(days: readonly string[], today: string): Streaks {
  const numbers = [...new Set(days.map(dayNumber))].sort((a, b) => a - b);
  let longest = 0;
  let run = 0;
  let previous = Number.NaN;
  for (const day of numbers) {
    run = day === previous + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = day;
  }
  const present = new Set(numbers);
  const todayNumber = dayNumber(today);
  let cursor = present.has(todayNumber) ? todayNumber : todayNumber - 1;
  let current = 0;
  while (present.has(cursor)) {
    current += 1;
    cursor -= 1;
  }
  return { currentStreak: current, longestStreak: longest };
}

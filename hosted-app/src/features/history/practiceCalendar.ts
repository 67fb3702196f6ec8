import type { PracticeDay } from '@stillpoint/api/contract';

export interface CalendarDay {
  /** YYYY-MM-DD. */
  readonly date: string;
  readonly minutes: number;
  readonly sessions: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const iso = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The last `weeks` weeks as columns of seven days, Monday first, ending with the week of `today`
 * (YYYY-MM-DD, the user's date); days after today are absent from the last column.
 */
export function calendarWeeks(days: readonly PracticeDay[], today: string, weeks: number): CalendarDay[][] {
  const byDate = new Map(days.map((day) => [day.date, day]));
  const todayTime = Date.parse(`${today}T00:00:00Z`);
  const weekday = (new Date(todayTime).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const start = todayTime - (weekday + 7 * (weeks - 1)) * DAY_MS;
  const columns: CalendarDay[][] = [];
  for (let week = 0; week < weeks; week += 1) {
    const column: CalendarDay[] = [];
    for (let day = 0; day < 7; day += 1) {
      const time = start + (week * 7 + day) * DAY_MS;
      if (time > todayTime) break;
      const date = iso(time);
      const known = byDate.get(date);
      column.push({ date, minutes: known?.minutes ?? 0, sessions: known?.sessions ?? 0 });
    }
    columns.push(column);
  }
  return columns;
}

/** Minutes practised in each of those weeks, oldest first. */
export function weeklyMinutes(weeks: readonly CalendarDay[][]): number[] {
  return weeks.map((week) => week.reduce((sum, day) => sum + day.minutes, 0));
}

/** Today's date where the user is (the zone their streaks are counted in), as YYYY-MM-DD: en-CA writes dates so, for machines, not people. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

import { describe, expect, it } from 'vitest';
import { calendarWeeks, todayIn, weeklyMinutes } from './practiceCalendar';

describe('the practice calendar', () => {
  it('lays the weeks out Monday first, ending with today’s week, and fills in the days practised', () => {
    // 2026-03-11 is a Wednesday.
    const weeks = calendarWeeks(
      [
        { date: '2026-03-02', sessions: 1, minutes: 10 },
        { date: '2026-03-10', sessions: 2, minutes: 25 },
      ],
      '2026-03-11',
      2,
    );
    expect(weeks.map((week) => week.map((day) => day.date))).toEqual([
      ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08'],
      ['2026-03-09', '2026-03-10', '2026-03-11'],
    ]);
    expect(weeks[1]![1]).toEqual({ date: '2026-03-10', sessions: 2, minutes: 25 });
    expect(weeklyMinutes(weeks)).toEqual([10, 25]);
  });

  it('takes today in the user’s zone', () => {
    const now = new Date('2026-03-11T06:30:00Z');
    expect(todayIn('Europe/Amsterdam', now)).toBe('2026-03-11');
    expect(todayIn('America/Los_Angeles', now)).toBe('2026-03-10');
  });
});

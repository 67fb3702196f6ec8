import { describe, expect, it } from 'vitest';
import { computeStreaks } from './streaks';
import { canonicalTimeZone, isTimeZone, localDate, TIME_ZONES } from '../contract/timeZone';

describe('computeStreaks', () => {
  it('counts consecutive days ending today', () => {
    expect(computeStreaks(['2026-03-01', '2026-03-02', '2026-03-03'], '2026-03-03')).toEqual({ currentStreak: 3, longestStreak: 3 });
  });

  it('keeps the streak alive until the end of today when the last session was yesterday', () => {
    expect(computeStreaks(['2026-03-01', '2026-03-02'], '2026-03-03')).toEqual({ currentStreak: 2, longestStreak: 2 });
  });

  it('breaks the current streak after a missed day but remembers the longest', () => {
    expect(computeStreaks(['2026-02-01', '2026-02-02', '2026-02-03', '2026-02-04', '2026-03-01'], '2026-03-03')).toEqual({ currentStreak: 0, longestStreak: 4 });
  });

  it('counts across month and year ends, and ignores duplicates', () => {
    expect(computeStreaks(['2025-12-31', '2026-01-01', '2026-01-01', '2025-12-30'], '2026-01-01')).toEqual({ currentStreak: 3, longestStreak: 3 });
  });

  it('is zero without any session', () => {
    expect(computeStreaks([], '2026-03-03')).toEqual({ currentStreak: 0, longestStreak: 0 });
  });
});

describe('localDate', () => {
  it('gives the calendar date in the user zone, not in UTC', () => {
    const instant = new Date('2026-03-03T23:30:00Z');
    expect(localDate(instant, 'UTC')).toBe('2026-03-03');
    expect(localDate(instant, 'Europe/Amsterdam')).toBe('2026-03-04');
    expect(localDate(instant, 'America/Los_Angeles')).toBe('2026-03-03');
  });
});

describe('isTimeZone', () => {
  it('accepts UTC and IANA zones, refuses anything else', () => {
    expect(['UTC', 'Europe/Amsterdam', 'America/Los_Angeles', 'Asia/Tokyo'].every(isTimeZone)).toBe(true);
    expect(['Mars/Olympus', '', 'utc; DROP TABLE users', '+02:00'].some(isTimeZone)).toBe(false);
  });

  it('offers the canonical IANA names, where the runtime’s Intl still says the old ones', () => {
    expect(TIME_ZONES).toContain('Asia/Kolkata');
    expect(TIME_ZONES).toContain('Europe/Kyiv');
    expect(TIME_ZONES).toContain('Asia/Ho_Chi_Minh');
    expect(TIME_ZONES.filter((zone) => ['Asia/Calcutta', 'Europe/Kiev', 'Asia/Saigon', 'Asia/Katmandu', 'Asia/Rangoon', 'America/Godthab'].includes(zone))).toEqual([]);
    expect(new Set(TIME_ZONES).size).toBe(TIME_ZONES.length);
    expect(TIME_ZONES[0]).toBe('UTC');
    expect(TIME_ZONES.slice(1)).toEqual([...TIME_ZONES.slice(1)].sort());
  });

  it('still accepts an old name (stored data, an old client) and gives its canonical one', () => {
    expect(isTimeZone('Asia/Calcutta')).toBe(true);
    expect(canonicalTimeZone('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(canonicalTimeZone('Europe/Kiev')).toBe('Europe/Kyiv');
    expect(canonicalTimeZone('Europe/Amsterdam')).toBe('Europe/Amsterdam');
    // The canonical names are ones Intl computes with, as the stats do.
    expect(localDate(new Date('2026-03-03T20:00:00Z'), 'Asia/Kolkata')).toBe('2026-03-04');
    expect(localDate(new Date('2026-03-03T23:00:00Z'), 'Europe/Kyiv')).toBe('2026-03-04');
  });
});

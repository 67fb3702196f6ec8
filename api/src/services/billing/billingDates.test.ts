import { describe, expect, it } from 'vitest';
import { addMonths, dateOnly, latest } from './billingDates';

describe('billing dates', () => {
  it('adds months on the same day, or the last day of a shorter month, keeping the time', () => {
    expect(addMonths(new Date('2026-01-15T10:30:00Z'), 1).toISOString()).toBe('2026-02-15T10:30:00.000Z');
    expect(addMonths(new Date('2026-01-31T08:00:00Z'), 1).toISOString()).toBe('2026-02-28T08:00:00.000Z');
    expect(addMonths(new Date('2024-01-31T08:00:00Z'), 1).toISOString()).toBe('2024-02-29T08:00:00.000Z');
    expect(addMonths(new Date('2026-03-10T00:00:00Z'), 12).toISOString()).toBe('2027-03-10T00:00:00.000Z');
    expect(addMonths(new Date('2026-11-30T12:00:00Z'), 3).toISOString()).toBe('2027-02-28T12:00:00.000Z');
  });

  it('writes the calendar date and picks the latest instant', () => {
    expect(dateOnly(new Date('2026-03-10T23:59:59Z'))).toBe('2026-03-10');
    expect(latest(new Date('2026-01-01'), null, new Date('2026-02-01'), undefined).toISOString()).toBe('2026-02-01T00:00:00.000Z');
  });
});

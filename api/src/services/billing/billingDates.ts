/** `months` months after `date`, at the same time of day, on the same day of the month or the month's last. */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** The calendar date (UTC) of an instant, as providers take dates: YYYY-MM-DD. */
export const dateOnly = (date: Date) => date.toISOString().slice(0, 10);

export const latest = (...dates: readonly (Date | null | undefined)[]) =>
  new Date(Math.max(...dates.filter((date): date is Date => date instanceof Date).map((date) => date.getTime())));

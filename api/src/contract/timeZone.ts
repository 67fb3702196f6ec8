/**
 * The canonical IANA zones of the runtime, plus UTC. Narrower than "whatever Intl accepts" on purpose:
 * PostgreSQL computes the stats in the zone, and its tz database holds every one of these (checked
 * against pg_timezone_names), while Intl also accepts legacy aliases PostgreSQL may not know.
 */
const zones = new Set<string>(['UTC', ...Intl.supportedValuesOf('timeZone')]);

/** True for a zone name such as "Europe/Amsterdam". */
export function isTimeZone(value: string): boolean {
  return zones.has(value);
}

/** The calendar date (YYYY-MM-DD) an instant falls on in a time zone. */
export function localDate(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

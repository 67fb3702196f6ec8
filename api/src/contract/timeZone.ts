/**
 * The names ICU (Node's and the browsers' Intl) still gives for zones IANA has renamed, and their canonical names.
 * `Intl.supportedValuesOf('timeZone')` in Node 20 says "Asia/Calcutta" and "Europe/Kiev"; a user looks for Kolkata
 * and Kyiv. The old names stay accepted (stored rows, old clients, a browser's own zone) and become the new ones.
 * PostgreSQL's tz database knows every canonical name here (pg_timezone_names).
 */
const LEGACY_TIME_ZONES: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

/** A zone's canonical IANA name: "Asia/Calcutta" is "Asia/Kolkata"; any other name is itself. */
export const canonicalTimeZone = (value: string): string => (Object.hasOwn(LEGACY_TIME_ZONES, value) ? LEGACY_TIME_ZONES[value]! : value);

/** The runtime's zone names (none in a browser too old to list them: only UTC is offered there). */
const runtimeZones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];

/**
 * The zones a user chooses from: UTC, then the runtime's IANA zones under their canonical names, sorted. Narrower than
 * "whatever Intl accepts" on purpose: PostgreSQL computes the stats in the zone, and its tz database holds every one
 * of these (checked against pg_timezone_names), while Intl also accepts aliases PostgreSQL may not know.
 */
export const TIME_ZONES: readonly string[] = ['UTC', ...[...new Set(runtimeZones.map(canonicalTimeZone))].filter((zone) => zone !== 'UTC').sort()];

const zones = new Set<string>(TIME_ZONES);

/** True for a zone name such as "Europe/Amsterdam", under its canonical name or an old one ("Europe/Kiev"). */
export function isTimeZone(value: string): boolean {
  return zones.has(canonicalTimeZone(value));
}

/** The calendar date (YYYY-MM-DD) an instant falls on in a time zone. */
export function localDate(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/**
 * The days the app deals in, from births to bookings. Outside them the layers part ways (PostgreSQL
 * has no year 0, JavaScript writes year 10000 as +010000), so a date beyond them is refused as invalid.
 */
export const FIRST_DAY = '1900-01-01';
export const LAST_DAY = '2199-12-31';

/** True when a YYYY-MM-DD date, or the day an ISO instant is written with, lies within FIRST_DAY and LAST_DAY. */
export function isWithinAppDays(value: string): boolean {
  const day = value.slice(0, 10);
  return day >= FIRST_DAY && day <= LAST_DAY;
}

/** Today as YYYY-MM-DD in UTC, the calendar the server judges dates by. */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** A date after today. ISO dates compare correctly as strings. */
export function isFutureDate(value: string, now: Date = new Date()): boolean {
  return value > todayIso(now);
}

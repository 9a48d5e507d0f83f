/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** Today as YYYY-MM-DD in UTC, the calendar the server judges dates by. */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** A date after today. ISO dates compare correctly as strings. */
export function isFutureDate(value: string, now: Date = new Date()): boolean {
  return value > todayIso(now);
}

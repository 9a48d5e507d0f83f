/**
 * A member's own clock (decision 048): when the next 08:00, or the end of their quiet hours, falls
 * in their time zone, as a UTC instant the jobs queue can run at.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A formatter for a zone's full wall clock; a zone the runtime does not know reads as UTC. */
function wallIn(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    const options: Intl.DateTimeFormatOptions = {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    };
    try {
      formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    } catch {
      formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock of `timeZone` at `instant`, written as if it were UTC. */
function wallAsUtc(instant: number, timeZone: string): number {
  const parts = wallIn(timeZone).formatToParts(new Date(instant));
  const n = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant at which the wall clock of `timeZone` reads `wall` (a wall time written as UTC). */
function instantOf(wall: number, timeZone: string): number {
  // The offset at the guess, then again at the corrected guess: right across a DST change too.
  let guess = wall - (wallAsUtc(wall, timeZone) - wall);
  guess = wall - (wallAsUtc(guess, timeZone) - guess);
  return guess;
}

/**
 * The first instant after `now` at which the member's clock reads `minutes` past midnight; with
 * `isoWeekday` (1 = Monday), the first such instant on that weekday.
 */
export function nextWallTime(now: Date, timeZone: string, minutes: number, isoWeekday?: number): Date {
  const wallNow = wallAsUtc(now.getTime(), timeZone);
  const midnight = wallNow - (wallNow % DAY_MS);
  for (let day = 0; day <= 8; day++) {
    const wall = midnight + day * DAY_MS + minutes * 60_000;
    const weekday = ((new Date(wall).getUTCDay() + 6) % 7) + 1;
    if (isoWeekday !== undefined && weekday !== isoWeekday) continue;
    const at = instantOf(wall, timeZone);
    if (at > now.getTime()) return new Date(at);
  }
  throw new Error('unreachable: a day of the week recurs within 8 days');
}

/** Digests go out at 08:00 on the member's clock: daily every day, weekly on Mondays. */
export const DIGEST_MINUTES = 8 * 60;

/** When the member's next daily or weekly digest is due. */
export function nextDigestAt(frequency: 'daily' | 'weekly', now: Date, timeZone: string): Date {
  return nextWallTime(now, timeZone, DIGEST_MINUTES, frequency === 'weekly' ? 1 : undefined);
}

/** The member's calendar day (YYYY-MM-DD) and hour (0–23) at `now`: which day a daily text belongs to. */
export function wallDayAndHour(now: Date, timeZone: string): { day: string; hour: number } {
  const wall = new Date(wallAsUtc(now.getTime(), timeZone));
  return { day: wall.toISOString().slice(0, 10), hour: wall.getUTCHours() };
}

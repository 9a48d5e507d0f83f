import type { Availability, SessionLength } from '@prosper/shared/schemas/session';
import { Temporal } from 'temporal-polyfill';

/** Free slots start on this grid from the beginning of each range of weekly hours. */
export const SLOT_STEP_MINUTES = 30;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A taken stretch of the mentor's time in epoch milliseconds, [start, end): a session and its buffer. */
export type Busy = { start: number; end: number };

export type SlotQuery = {
  availability: Availability;
  length: SessionLength;
  /** Sessions already holding the mentor's time, in any order. */
  busy: Busy[];
  /** Where the asked window starts and how many days it spans. */
  from: number;
  days: number;
  now: number;
};

/**
 * The start instants (epoch ms, ascending) at which a session of `length` fits the mentor's weekly
 * hours. Hours are read in the mentor's own zone date by date, so a daylight-saving change moves them
 * with the local clock; a slot must start after the minimum notice and within the booking horizon,
 * miss the days off, and leave the mentor's buffer free after it, as the database's exclusion
 * constraint will demand of the booking.
 */
export function freeSlots({ availability: a, length, busy, from, days, now }: SlotQuery): number[] {
  const earliest = Math.max(from, now + a.minNoticeMinutes * MINUTE);
  const latest = Math.min(from + days * DAY, now + a.horizonDays * DAY);
  if (earliest >= latest) return [];
  const taken = [...busy].sort((x, y) => x.start - y.start);
  const daysOff = new Set(a.daysOff);
  const hoursByDay = new Map<number, { start: string; end: string }[]>();
  for (const h of a.weeklyHours) hoursByDay.set(h.weekday, [...(hoursByDay.get(h.weekday) ?? []), h]);

  const slots: number[] = [];
  const instantOn = wallClock(a.timezone);
  const lengthMs = length * MINUTE;
  const holdMs = (length + a.bufferMinutes) * MINUTE;
  const sortedHours = [...hoursByDay].map(
    ([weekday, hours]) => [weekday, [...hours].sort((x, y) => x.start.localeCompare(y.start))] as const,
  );
  const rangesOn = new Map(sortedHours);
  // Dates as day numbers (days since 1970-01-01 on the calendar): plain arithmetic, no time zone.
  // A range of weekly hours may begin the day before `earliest` in the mentor's zone and still reach into it.
  const firstDay = dayNumber(Temporal.Instant.fromEpochMilliseconds(earliest).toZonedDateTimeISO(a.timezone).toPlainDate()) - 1;
  const lastDay = dayNumber(Temporal.Instant.fromEpochMilliseconds(latest).toZonedDateTimeISO(a.timezone).toPlainDate());
  let cursor = 0;
  for (let day = firstDay; day <= lastDay; day++) {
    const calendar = new Date(day * DAY);
    const hours = rangesOn.get(((calendar.getUTCDay() + 6) % 7) + 1);
    if (!hours || (daysOff.size > 0 && daysOff.has(calendar.toISOString().slice(0, 10)))) continue;
    for (const range of hours) {
      const rangeStart = instantOn(day, range.start);
      const rangeEnd = instantOn(day, range.end);
      for (let start = rangeStart; start + lengthMs <= rangeEnd; start += SLOT_STEP_MINUTES * MINUTE) {
        if (start < earliest) continue;
        if (start >= latest) break;
        while (cursor < taken.length && taken[cursor]!.end <= start) cursor++;
        // Busy stretches are sorted by start; any that begins before this slot's hold ends may overlap it.
        let free = true;
        for (let i = cursor; i < taken.length && taken[i]!.start < start + holdMs; i++) {
          if (taken[i]!.end > start) {
            free = false;
            break;
          }
        }
        if (free) slots.push(start);
      }
    }
  }
  return [...new Set(slots)].sort((x, y) => x - y);
}

const dayNumber = (date: Temporal.PlainDate) => Date.UTC(date.year, date.month - 1, date.day) / DAY;
const plainDate = (day: number) => Temporal.PlainDate.from(new Date(day * DAY).toISOString().slice(0, 10));

/**
 * Instants as ISO strings, as `toISOString` writes them, for a month of slots on every request: a
 * minute-aligned instant needs only its day's prefix (made once a day) and the time.
 */
export function isoStrings(instants: number[]): string[] {
  let prefixDay = Number.NaN;
  let prefix = '';
  return instants.map((ms) => {
    if (ms % MINUTE !== 0) return new Date(ms).toISOString();
    const day = Math.floor(ms / DAY);
    if (day !== prefixDay) {
      prefixDay = day;
      prefix = new Date(day * DAY).toISOString().slice(0, 11);
    }
    const minutes = (ms - day * DAY) / MINUTE;
    return `${prefix}${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00.000Z`;
  });
}

/** The instant of a wall-clock time ('HH:MM', '24:00' being the next midnight) on a date in a zone. */
export function exactInstant(date: Temporal.PlainDate, hhmm: string, timeZone: string): Temporal.ZonedDateTime {
  const day = hhmm === '24:00' ? date.add({ days: 1 }) : date;
  const time = hhmm === '24:00' ? '00:00' : hhmm;
  // 'compatible': a time skipped by a daylight-saving jump moves forward, a repeated one takes the first.
  return day.toZonedDateTime({ timeZone, plainTime: Temporal.PlainTime.from(time) });
}

/**
 * exactInstant, made cheap: between two offset transitions of the zone a wall time is a fixed
 * offset from UTC, so only dates within a day of a transition (or the first asked) go through
 * Temporal's time-zone rules; the rest is arithmetic. A month of slots costs a few conversions, not sixty.
 */
export function wallClock(timeZone: string) {
  let offsetMs = 0;
  let safeFrom = Number.POSITIVE_INFINITY;
  let safeUntil = Number.NEGATIVE_INFINITY;
  return (day: number, hhmm: string): number => {
    const minutes = Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
    const guess = day * DAY + minutes * MINUTE - offsetMs;
    if (guess >= safeFrom && guess < safeUntil) return guess;
    const exact = exactInstant(plainDate(day), hhmm, timeZone);
    offsetMs = exact.offsetNanoseconds / 1e6;
    // 'previous' is strictly before; a time on the transition itself (the end of a skipped hour) must count it.
    const previous = exact.add({ nanoseconds: 1 }).getTimeZoneTransition('previous')?.epochMilliseconds ?? Number.NEGATIVE_INFINITY;
    const next = exact.getTimeZoneTransition('next')?.epochMilliseconds ?? Number.POSITIVE_INFINITY;
    safeFrom = previous + DAY;
    safeUntil = next - DAY;
    return exact.epochMilliseconds;
  };
}

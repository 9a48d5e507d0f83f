/**
 * Free slots arrive as UTC instants; a member picks a day, then a time, in their own zone. Which
 * day an instant falls on depends on the zone (23:30 UTC is already tomorrow in Nairobi), so the
 * grouping is done with the zone's own calendar, never with the device's.
 */

export type SlotDay = { date: string; slots: string[] };

// One formatter per zone: building an Intl formatter is slow on a cheap phone, and a month has hundreds of slots.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar date, YYYY-MM-DD, that an instant falls on in a time zone. */
export function dateInZone(instant: string | number | Date, timeZone: string): string {
  const parts = formatterFor(timeZone).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Slots grouped by the day they start on in `timeZone`, days and times in order. */
export function groupSlotsByDay(slots: readonly string[], timeZone: string): SlotDay[] {
  const days = new Map<string, string[]>();
  for (const slot of [...slots].sort((a, b) => Date.parse(a) - Date.parse(b))) {
    const date = dateInZone(slot, timeZone);
    const day = days.get(date);
    if (day) {
      if (day.at(-1) !== slot) day.push(slot);
    } else days.set(date, [slot]);
  }
  return [...days].map(([date, daySlots]) => ({ date, slots: daySlots }));
}

const DAY_MS = 24 * 60 * 60_000;
const utcOf = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** The ISO weekday of a calendar date (YYYY-MM-DD): Monday 1 to Sunday 7. */
export function isoWeekday(date: string): number {
  return new Date(utcOf(date)).getUTCDay() || 7;
}

/**
 * A calendar's cells from the first day with free times to the last: every date in between, with
 * its free times or none, so the days fall under their weekdays when laid out seven to a row.
 */
export function calendarDays(days: readonly SlotDay[]): { date: string; day: SlotDay | null }[] {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return [];
  const byDate = new Map(days.map((day) => [day.date, day]));
  const cells: { date: string; day: SlotDay | null }[] = [];
  for (let t = utcOf(first.date); t <= utcOf(last.date); t += DAY_MS) {
    const date = new Date(t).toISOString().slice(0, 10);
    cells.push({ date, day: byDate.get(date) ?? null });
  }
  return cells;
}

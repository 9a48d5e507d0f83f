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

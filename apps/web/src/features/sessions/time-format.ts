/**
 * Session times as the viewer reads them: in the browser's own time zone and the browser's own
 * formats (24-hour or not, day before month or not). Intl only; no date library on a phone's bundle.
 */

// Building formatters is slow on cheap phones and a slot grid shows hundreds of times.
const cache = new Map<string, Intl.DateTimeFormat>();
function format(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(undefined, options);
    cache.set(key, formatter);
  }
  return formatter;
}

/** A time of day: '14:30' or '2:30 PM'. */
export const timeOf = (iso: string, timeZone: string) => format({ timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

/** A calendar date (YYYY-MM-DD, already a day in some zone) in words: 'Tue, 24 Nov'. */
export const dayOf = (date: string, style: 'short' | 'long' = 'short') =>
  format(
    style === 'short'
      ? { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }
      : { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  ).format(new Date(`${date}T12:00:00Z`));

/** The parts of a date for a date strip: weekday, day of month, month. */
export const dayParts = (date: string) => {
  const d = new Date(`${date}T12:00:00Z`);
  return {
    weekday: format({ timeZone: 'UTC', weekday: 'short' }).format(d),
    day: format({ timeZone: 'UTC', day: 'numeric' }).format(d),
    month: format({ timeZone: 'UTC', month: 'short' }).format(d),
  };
};

/** A session's date and times: 'Tue, 24 Nov 2026, 14:00 – 15:00'. */
export const rangeOf = (startsAt: string, endsAt: string, timeZone: string) =>
  format({ timeZone, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }).formatRange(
    new Date(startsAt),
    new Date(endsAt),
  );

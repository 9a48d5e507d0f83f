import type { DateFormat, TimeFormat } from '@prosper/shared/constants/account-settings';

/**
 * Every date and time the app shows, written the member's way (Account settings: 12 or 24 hour
 * clock, and the order of a date), or the browser's own way for a visitor. Intl only; no date
 * library on a phone's bundle.
 */

export type DisplayFormats = { timeFormat: TimeFormat; dateFormat: DateFormat };

let formats: DisplayFormats | null = null;
// Building formatters is slow on cheap phones and a slot grid shows hundreds of times.
const cache = new Map<string, Intl.DateTimeFormat>();

/**
 * Set from the viewer before the pages render (app/display.tsx), as i18next holds the language:
 * each page reads the member's formats without passing them down. Null: the browser's own.
 */
export function setDisplayFormats(next: DisplayFormats | null) {
  if (next?.timeFormat === formats?.timeFormat && next?.dateFormat === formats?.dateFormat) return;
  formats = next;
  cache.clear();
}

function format(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let formatter = cache.get(key);
  if (!formatter) {
    // Month before day in the US style; day before month otherwise (ISO dates are written by hand below).
    const locale = formats ? (formats.dateFormat === 'MM/DD/YYYY' ? 'en-US' : 'en-GB') : undefined;
    const clock = formats && 'hour' in options ? { hourCycle: formats.timeFormat === '24' ? 'h23' : 'h12' } : {};
    formatter = new Intl.DateTimeFormat(locale, { ...options, ...clock } as Intl.DateTimeFormatOptions);
    cache.set(key, formatter);
  }
  return formatter;
}

/** A time of day: '14:30' or '2:30 PM'. */
export const timeOf = (iso: string, timeZone?: string) => format({ timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

/** A calendar date (YYYY-MM-DD, already a day in some zone) in words: 'Tue, 24 Nov' or 'Tue, Nov 24'. */
export const dayOf = (date: string, style: 'short' | 'long' = 'short') =>
  format(
    style === 'short'
      ? { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }
      : { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  ).format(new Date(`${date}T12:00:00Z`));

/** An instant's day in words, in the viewer's zone: 'Tue, 24 Nov', with the year when asked. */
export const dayOfInstant = (iso: string, o: { timeZone?: string; year?: boolean; month?: 'short' | 'long' } = {}) =>
  format({
    timeZone: o.timeZone,
    weekday: 'short',
    day: 'numeric',
    month: o.month ?? 'short',
    ...(o.year ? { year: 'numeric' } : {}),
  }).format(new Date(iso));

/** The parts of a date for a date strip: weekday, day of month, month. */
export const dayParts = (date: string) => {
  const d = new Date(`${date}T12:00:00Z`);
  return {
    weekday: format({ timeZone: 'UTC', weekday: 'short' }).format(d),
    day: format({ timeZone: 'UTC', day: 'numeric' }).format(d),
    month: format({ timeZone: 'UTC', month: 'short' }).format(d),
  };
};

/** A date in figures, in the member's order: 11/24/2026, 24/11/2026 or 2026-11-24. */
export function dateOf(iso: string, timeZone?: string): string {
  const parts = format({ timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  if (formats?.dateFormat === 'YYYY-MM-DD') return `${part('year')}-${part('month')}-${part('day')}`;
  return parts.map((p) => p.value).join('');
}

/** A date and time in figures, for a title on hover: '24/11/2026, 14:30'. */
export const dateTimeOf = (iso: string, timeZone?: string) => `${dateOf(iso, timeZone)}, ${timeOf(iso, timeZone)}`;

/** A month given as YYYY-MM: 'Nov 2026', or only 'Nov' under a chart's bar. */
export const monthOf = (month: string, style: 'long' | 'short' = 'long') =>
  format(style === 'long' ? { timeZone: 'UTC', month: 'short', year: 'numeric' } : { timeZone: 'UTC', month: 'short' }).format(
    new Date(`${month.slice(0, 7)}-15T00:00:00Z`),
  );

/** A session's date and times: 'Tue, 24 Nov 2026, 14:00 – 15:00'. */
export const rangeOf = (startsAt: string, endsAt: string, timeZone: string) =>
  format({ timeZone, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }).formatRange(
    new Date(startsAt),
    new Date(endsAt),
  );

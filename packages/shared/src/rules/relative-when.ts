/**
 * How far away a moment is, in words, in either direction: 'in 20 minutes', 'in 3 hours',
 * 'tomorrow', 'in 5 days', '2 weeks ago'. A hint beside a full date, so rounding is fine.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const formatters = new Map<string, Intl.RelativeTimeFormat>();

export function relativeWhen(date: string | number | Date, now: number = Date.now(), locale = 'en'): string {
  const delta = new Date(date).getTime() - now;
  if (Number.isNaN(delta)) return '';
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    formatters.set(locale, formatter);
  }
  const size = Math.abs(delta);
  if (size < MINUTE) return formatter.format(0, 'second');
  if (size < HOUR) return formatter.format(Math.round(delta / MINUTE), 'minute');
  if (size < DAY) return formatter.format(Math.round(delta / HOUR), 'hour');
  if (size < 14 * DAY) return formatter.format(Math.round(delta / DAY), 'day');
  if (size < 60 * DAY) return formatter.format(Math.round(delta / (7 * DAY)), 'week');
  return formatter.format(Math.round(delta / (30 * DAY)), 'month');
}

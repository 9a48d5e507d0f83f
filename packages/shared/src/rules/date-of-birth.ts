import { isFutureDate, isIsoDate } from './dates.ts';

/**
 * Reads a date typed dd/mm/yyyy as YYYY-MM-DD, or null when it is not a real date, is before 1900
 * or is after today (SPEC §5: invalid text reverts, future dates are disabled).
 */
export function parseDayMonthYear(text: string, now: Date = new Date()): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, d, m, y] = match;
  const iso = `${y}-${m!.padStart(2, '0')}-${d!.padStart(2, '0')}`;
  if (!isIsoDate(iso) || iso < '1900-01-01' || isFutureDate(iso, now)) return null;
  return iso;
}

/** YYYY-MM-DD shown as dd/mm/yyyy; empty for no date. */
export function formatDayMonthYear(iso: string | null): string {
  if (!iso) return '';
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

/**
 * The date ranges a mentor can look at their figures over, as calendar dates (YYYY-MM-DD) ending
 * today. A year starts on the first of a month, so its chart shows twelve whole months.
 */

export const DATE_RANGE_PRESETS = ['30d', '90d', '12m'] as const;
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];

/** A calendar date moved by whole days (no time zone involved: dates, not instants). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function presetRange(preset: DateRangePreset, today: string): { from: string; to: string } {
  if (preset === '30d') return { from: addDays(today, -29), to: today };
  if (preset === '90d') return { from: addDays(today, -89), to: today };
  const d = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - 11);
  return { from: d.toISOString().slice(0, 10), to: today };
}

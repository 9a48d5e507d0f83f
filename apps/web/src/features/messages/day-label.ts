import { dayOfInstant } from '../../lib/date-time.ts';

/** The local calendar day of a date, as a comparable key. */
export function dayKey(date: Date): string {
  return `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;
}

/** 'today', 'yesterday', or the date itself (with the year when it is not this year), for a day separator. */
export function dayLabel(iso: string, now = new Date()): { kind: 'today' | 'yesterday' } | { kind: 'date'; text: string } {
  const date = new Date(iso);
  if (dayKey(date) === dayKey(now)) return { kind: 'today' };
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (dayKey(date) === dayKey(yesterday)) return { kind: 'yesterday' };
  return {
    kind: 'date',
    text: dayOfInstant(iso, { month: 'long', year: date.getFullYear() !== now.getFullYear() }),
  };
}

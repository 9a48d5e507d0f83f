import { TIME_OF_DAY } from '../schemas/notification-settings.ts';
import { nextWallTime } from './member-time.ts';

export type QuietHours = { enabled: boolean; start: string; end: string };

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A formatter for the wall clock of a time zone; one the runtime does not know falls back to UTC. */
function clockIn(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    const options: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
    try {
      formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    } catch {
      formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Minutes since midnight on the wall clock of `timeZone`. */
export function minutesOfDay(now: Date, timeZone: string): number {
  const parts = clockIn(timeZone).formatToParts(now);
  const part = (type: 'hour' | 'minute') => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
}

/** "22:30" as 1350 minutes since midnight; null when it is not a HH:MM time. */
function parseTime(time: string): number | null {
  if (!TIME_OF_DAY.test(time)) return null;
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/**
 * Whether notifications keep quiet now, judged on the member's own clock (SPEC §5): the start is in
 * the window and the end is not. Start equal to end is an empty window, never a whole day, and a
 * start later than the end wraps past midnight (22:00 to 08:00). Times that are not HH:MM never
 * silence anything.
 */
export function isQuietHours(q: QuietHours, now: Date, timeZone: string): boolean {
  if (!q.enabled) return false;
  const start = parseTime(q.start);
  const end = parseTime(q.end);
  if (start === null || end === null || start === end) return false;
  const current = minutesOfDay(now, timeZone);
  return start < end ? current >= start && current < end : current >= start || current < end;
}

/**
 * When the member's quiet hours now going on end, on their own clock; null when they are not quiet
 * now. What is not urgent waits until then (decision 048).
 */
export function quietHoursEnd(q: QuietHours, now: Date, timeZone: string): Date | null {
  if (!isQuietHours(q, now, timeZone)) return null;
  return nextWallTime(now, timeZone, parseTime(q.end)!);
}

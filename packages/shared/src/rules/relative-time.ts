const MINUTE_MS = 60_000;

/**
 * How long ago something happened, in the short form notification lists use (SPEC §2): minutes under
 * an hour, hours under a day, days under a week, else weeks ("5m ago", "3h ago", "2d ago", "1w ago").
 * Under a minute, and a date in the future (a clock a little ahead), is "Just now"; an unreadable date is ''.
 */
export function relativeTime(date: Date | string, now: Date = new Date()): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  const elapsed = now.getTime() - then.getTime();
  if (Number.isNaN(elapsed)) return '';
  const minutes = Math.floor(elapsed / MINUTE_MS);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  const days = Math.floor(hours / 24);
  if (days < 7) return `${days}d ago`;
  return `${Math.floor(days / 7)}w ago`;
}

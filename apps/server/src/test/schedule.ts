import type { Availability } from '@prosper/shared/schemas/session';

/*
 * Times and hours for tests that book sessions: a mentor open all week, and slot starts that are
 * free whatever the hour the test runs at.
 */

export const HOUR = 3_600_000;

/** Open every day, all day, in UTC, bookable at once: every whole hour ahead is a free slot. */
export const ALL_WEEK: Availability = {
  timezone: 'UTC',
  weeklyHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '00:00', end: '24:00' })),
  sessionLengths: [30, 60],
  bufferMinutes: 0,
  minNoticeMinutes: 0,
  horizonDays: 60,
  daysOff: [],
};

/** A whole hour `hours` from now, on the grid every slot starts on. */
export const hoursAhead = (hours: number) => new Date(Math.ceil(Date.now() / HOUR) * HOUR + hours * HOUR).toISOString();

import { JOIN_OPENS_MINUTES, LATE_CANCEL_HOURS, NO_SHOW_AFTER_MINUTES, type SessionStatus } from '../schemas/session.ts';

/**
 * When a session's moments fall, for the screens: the join link, the late-cancellation warning.
 * The server decides what may be done (a session's `actions`); these only say when the page changes.
 */

const MINUTE = 60_000;

type Times = { startsAt: string; endsAt: string };

/** The instant the join link opens: a few minutes before the start. */
export function joinOpensAt(startsAt: string): number {
  return Date.parse(startsAt) - JOIN_OPENS_MINUTES * MINUTE;
}

/** The join link works from a few minutes before the start until the end. */
export function isJoinOpen({ startsAt, endsAt }: Times, now: number = Date.now()): boolean {
  return now >= joinOpensAt(startsAt) && now < Date.parse(endsAt);
}

/**
 * A cancellation now would be marked late: a confirmed session whose start is closer than the
 * notice members expect. Withdrawing a request nobody answered yet is never late.
 */
export function isLateCancellation(session: { status: SessionStatus; startsAt: string }, now: number = Date.now()): boolean {
  return session.status === 'confirmed' && Date.parse(session.startsAt) - now < LATE_CANCEL_HOURS * 60 * MINUTE;
}

/** The instant from which a no-show can be marked. */
export function noShowFrom(startsAt: string): number {
  return Date.parse(startsAt) + NO_SHOW_AFTER_MINUTES * MINUTE;
}

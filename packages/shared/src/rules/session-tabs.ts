import type { SessionStatus, SessionTab } from '../schemas/session.ts';

/** A status listed on one tab whatever the time, or on one tab until the session ends and another after. */
export type TabPlace = SessionTab | { untilEnd: SessionTab; afterEnd: SessionTab };

/**
 * Which tab of /sessions lists a session: the one rule the list's queries, the mentor's analytics
 * and the screens read, so a figure never counts what its tab does not show (decision 020). A
 * session that will not take place (cancelled, declined, lapsed) is under Cancelled whatever its
 * time; a confirmed one is upcoming until it ends, then past until a member marks it.
 */
export const TAB_OF_STATUS = {
  requested: 'pending',
  confirmed: { untilEnd: 'upcoming', afterEnd: 'past' },
  completed: 'past',
  no_show: 'past',
  cancelled: 'cancelled',
  declined: 'cancelled',
  expired: 'cancelled',
} as const satisfies Record<SessionStatus, TabPlace>;

export function sessionTab(s: { status: SessionStatus; endsAt: string }, now: number): SessionTab {
  const place: TabPlace = TAB_OF_STATUS[s.status];
  if (typeof place === 'string') return place;
  return Date.parse(s.endsAt) > now ? place.untilEnd : place.afterEnd;
}

import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { MemberProgress } from '@prosper/shared/rules/next-steps';
import type { Session } from '@prosper/shared/schemas/session';
import { availabilityQuery } from './availability.ts';
import { sessionListQuery } from './sessions.ts';

type SessionProgress = Pick<MemberProgress, 'hasAvailability' | 'hasSession'>;

// A past session counts when it was held (confirmed and over, or marked completed), not when it
// was declined, cancelled or lapsed.
const held = (s: Session) => s.status === 'confirmed' || s.status === 'completed';
/** True once any fact is known true, false once all are known false, unknown meanwhile. */
const anyOf = (...facts: (boolean | undefined)[]) => (facts.includes(true) ? true : facts.includes(undefined) ? undefined : false);

/**
 * Whether a mentor has opened hours and whether the member has a first session, for the
 * dashboard's next steps; undefined while loading. It reads the lists the sessions pages keep
 * (and live events refresh), asking for the next tab only while the last one was empty.
 */
export function useSessionProgress(mentor: boolean): SessionProgress | undefined {
  const availability = useQuery({ ...availabilityQuery, enabled: mentor, select: (a) => a.weeklyHours.length > 0 });
  const upcoming = useInfiniteQuery({ ...sessionListQuery('upcoming'), select: (d) => (d.pages[0]?.items.length ?? 0) > 0 });
  const pending = useInfiniteQuery({
    ...sessionListQuery('pending'),
    enabled: upcoming.data === false,
    select: (d) => (d.pages[0]?.items.length ?? 0) > 0,
  });
  const past = useInfiniteQuery({
    ...sessionListQuery('past'),
    enabled: upcoming.data === false && pending.data === false,
    select: (d) => d.pages[0]?.items.some(held) ?? false,
  });
  const hasAvailability = mentor ? availability.data : true;
  const hasSession = anyOf(upcoming.data, pending.data, past.data);
  return hasAvailability === undefined || hasSession === undefined ? undefined : { hasAvailability, hasSession };
}

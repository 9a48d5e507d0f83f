import { type InfiniteData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { MemberProgress } from '@prosper/shared/rules/next-steps';
import type { Page } from '@prosper/shared/schemas/member';
import type { Availability, Session } from '@prosper/shared/schemas/session';
import type { PaymentMethodsView } from '@prosper/shared/schemas/payment-method';
import { availabilityQuery } from './availability.ts';
import { paymentMethodsQuery } from './payment-methods.ts';
import { sessionListQuery } from './sessions.ts';

type SessionProgress = Pick<MemberProgress, 'hasAvailability' | 'hasPaymentMethod' | 'hasSession'>;

// A past session counts when it was held (confirmed and over, or marked completed), not when
// someone missed it; sessions that never took place are on the Cancelled tab, not asked for.
const held = (s: Session) => s.status === 'confirmed' || s.status === 'completed';
// Outside the hook, so the selections run again only when their lists change.
const notEmpty = (d: InfiniteData<Page<Session>>) => (d.pages[0]?.items.length ?? 0) > 0;
const hasHours = (a: Availability) => a.weeklyHours.length > 0;
const canBePaid = (p: PaymentMethodsView) => !p.chargesForSessions || p.methods.length > 0;
const anyHeld = (d: InfiniteData<Page<Session>>) => d.pages[0]?.items.some(held) ?? false;
/** True once any fact is known true, false once all are known false, unknown meanwhile. */
const anyOf = (...facts: (boolean | undefined)[]) => (facts.includes(true) ? true : facts.includes(undefined) ? undefined : false);

/**
 * Whether a mentor has opened hours and (when they charge) said how to be paid, and whether the member has a first session, for the
 * dashboard's next steps; undefined while loading. It reads the lists the sessions pages keep
 * (and live events refresh), all three at once: one after the other cost a new member, the one
 * who needs the steps, three round trips on a slow network.
 */
export function useSessionProgress(mentor: boolean): SessionProgress | undefined {
  const availability = useQuery({ ...availabilityQuery, enabled: mentor, select: hasHours });
  const payable = useQuery({ ...paymentMethodsQuery, enabled: mentor, select: canBePaid });
  const upcoming = useInfiniteQuery({ ...sessionListQuery('upcoming'), select: notEmpty });
  const pending = useInfiniteQuery({ ...sessionListQuery('pending'), select: notEmpty });
  const past = useInfiniteQuery({ ...sessionListQuery('past'), select: anyHeld });
  const hasAvailability = mentor ? availability.data : true;
  const hasPaymentMethod = mentor ? payable.data : true;
  const hasSession = anyOf(upcoming.data, pending.data, past.data);
  if (hasAvailability === undefined || hasPaymentMethod === undefined || hasSession === undefined) return undefined;
  return { hasAvailability, hasPaymentMethod, hasSession };
}

import { type SQL, sql } from 'drizzle-orm';
import type { Session, SessionAction, SessionLength, SessionParty, SessionStatus } from '@prosper/shared/schemas/session';
import { noShowFrom } from '@prosper/shared/rules/session-timing';
import { rowsOf, type Tx } from '../../db/client.ts';
import { cursorAt } from '../../lib/cursor.ts';
import { type MemberRow, memberColumns, toMemberSummary } from '../../lib/member-summary.ts';
import { mentorConfirmsReceipt } from './payments.ts';

const MINUTE = 60_000;

export type SessionRow = {
  id: string;
  mentor_id: string;
  mentee_id: string;
  title: string;
  note: string;
  status: SessionStatus;
  starts_at: string | Date;
  ends_at: string | Date;
  price_cents: number;
  mentee_timezone: string | null;
  mentor_timezone: string | null;
  meeting_url: string | null;
  cancelled_by: SessionParty | null;
  reason: string | null;
  late_cancellation: boolean;
  no_show: SessionParty | null;
  proposed_starts_at: string | Date | null;
  proposed_by: SessionParty | null;
  calendar_sequence: number;
  created_at: string | Date;
  cursor_at: string;
  mentor_email: string;
  mentee_email: string;
  review_rating: number | null;
  review_comment: string | null;
  review_reply: string | null;
  review_created_at: string | Date | null;
  review_replied_at: string | Date | null;
  payment_amount_cents: number | null;
  payment_provider: string | null;
  payment_status: 'pending' | 'paid' | 'cancelled' | null;
  payment_paid_at: string | Date | null;
} & MemberRow<'mentor'> &
  MemberRow<'mentee'>;

const iso = (v: string | Date) => new Date(v).toISOString();
const isoOrNull = (v: string | Date | null) => (v === null ? null : iso(v));

/**
 * Sessions `s` with both members, the mentor's zone, the review and the payment: one row each, in
 * one statement; `lock` also locks the sessions for the caller's transaction.
 */
export async function sessionRows(db: Tx, where: SQL, o: { order?: SQL; limit?: number; lock?: boolean } = {}): Promise<SessionRow[]> {
  return rowsOf<SessionRow>(
    await db.execute(sql`
      select s.*, ${cursorAt(sql`s.starts_at`)},
        ${memberColumns('mp', 'mentor')}, mp.email as mentor_email, ${memberColumns('ep', 'mentee')}, ep.email as mentee_email,
        r.rating as review_rating, r.comment as review_comment, r.reply as review_reply,
        r.created_at as review_created_at, r.replied_at as review_replied_at,
        pay.amount_cents as payment_amount_cents, pay.provider as payment_provider, pay.status as payment_status,
        pay.paid_at as payment_paid_at, ma.timezone as mentor_timezone
      from sessions s
      join profiles mp on mp.id = s.mentor_id
      join profiles ep on ep.id = s.mentee_id
      left join mentor_availability ma on ma.mentor_id = s.mentor_id
      left join session_reviews r on r.session_id = s.id
      left join payments pay on pay.session_id = s.id
      where ${where}
      order by ${o.order ?? sql`s.starts_at`}
      ${o.limit ? sql`limit ${o.limit}` : sql``}
      ${o.lock ? sql`for update of s` : sql``}`),
  );
}

/** The viewer's side of a session, or null when they are not one of its two members. */
export const partyOf = (r: Pick<SessionRow, 'mentor_id' | 'mentee_id'>, viewerId: string): SessionParty | null =>
  r.mentor_id === viewerId ? 'mentor' : r.mentee_id === viewerId ? 'mentee' : null;

/**
 * What a member may do with a session at `now`: the one rule both the buttons and the server's
 * checks read, so a button never offers what the server would refuse.
 */
export function allowedActions(r: SessionRow, party: SessionParty | null, now: number): SessionAction[] {
  if (!party) return [];
  const starts = new Date(r.starts_at).getTime();
  const ends = new Date(r.ends_at).getTime();
  const actions: SessionAction[] = [];
  if (r.status === 'requested') {
    if (party === 'mentor' && starts > now) actions.push('confirm', 'decline');
    if (party === 'mentee') actions.push('cancel');
  }
  if (r.status === 'confirmed') {
    if (starts > now) {
      actions.push('cancel');
      if (r.proposed_by && r.proposed_by !== party) actions.push('acceptReschedule', 'declineReschedule');
      else actions.push('reschedule');
    }
    if (now >= noShowFrom(iso(r.starts_at))) actions.push('noShow');
    if (now >= ends) actions.push('complete');
  }
  if (r.status === 'completed' && party === 'mentee' && r.review_rating === null) actions.push('review');
  if (r.status === 'completed' && party === 'mentor' && r.review_rating !== null && r.review_reply === null) actions.push('replyToReview');
  if (
    party === 'mentor' &&
    r.payment_status === 'pending' &&
    mentorConfirmsReceipt(r.payment_provider) &&
    (r.status === 'confirmed' || r.status === 'completed' || r.status === 'no_show')
  )
    actions.push('confirmPayment');
  return actions;
}

export function toSession(r: SessionRow, viewerId: string, now = Date.now()): Session {
  const party = partyOf(r, viewerId);
  const starts = new Date(r.starts_at).getTime();
  const ends = new Date(r.ends_at).getTime();
  const proposed = r.proposed_starts_at === null ? null : new Date(r.proposed_starts_at).getTime();
  return {
    id: r.id,
    status: r.status,
    title: r.title,
    note: r.note,
    startsAt: iso(r.starts_at),
    endsAt: iso(r.ends_at),
    durationMinutes: Math.round((ends - starts) / MINUTE) as SessionLength,
    priceCents: r.price_cents,
    mentor: toMemberSummary(r, 'mentor'),
    mentee: toMemberSummary(r, 'mentee'),
    viewerParty: party,
    mentorTimezone: r.mentor_timezone,
    menteeTimezone: r.mentee_timezone,
    // The room is for the two members only, and only once confirmed.
    meetingUrl: party && r.status === 'confirmed' ? r.meeting_url : null,
    cancelledBy: r.cancelled_by,
    reason: r.reason,
    lateCancellation: r.late_cancellation,
    noShow: r.no_show,
    proposal:
      proposed === null || !r.proposed_by
        ? null
        : { startsAt: iso(new Date(proposed)), endsAt: iso(new Date(proposed + (ends - starts))), by: r.proposed_by },
    review:
      r.review_rating === null
        ? null
        : {
            rating: r.review_rating,
            comment: r.review_comment ?? '',
            createdAt: iso(r.review_created_at!),
            reply: r.review_reply,
            repliedAt: isoOrNull(r.review_replied_at),
          },
    payment:
      r.payment_amount_cents === null
        ? null
        : {
            amountCents: r.payment_amount_cents,
            currency: 'USD',
            provider: r.payment_provider ?? 'direct',
            status: r.payment_status ?? 'pending',
            paidAt: isoOrNull(r.payment_paid_at),
          },
    createdAt: iso(r.created_at),
    actions: allowedActions(r, party, now),
  };
}

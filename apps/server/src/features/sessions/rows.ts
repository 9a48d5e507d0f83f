import { type SQL, sql } from 'drizzle-orm';
import { payeeCurrency } from '@prosper/shared/rules/payee-currency';
import { allowedActions, paymentOpen, type SessionState } from '@prosper/shared/rules/session-actions';
import type { ChargeCurrency, LateCancelRefund, RefundStatus } from '@prosper/shared/constants/charge-currencies';
import type { DisputeStatus } from '@prosper/shared/schemas/payment-dispute';
import type { PaymentMethod } from '@prosper/shared/schemas/payment-method';
import type { PaymentStatus, Session, SessionLength, SessionParty, SessionStatus } from '@prosper/shared/schemas/session';
import { rowsOf, type Tx } from '../../db/client.ts';
import { cursorAt } from '../../lib/cursor.ts';
import { type MemberRow, memberColumns, toMemberSummary } from '../../lib/member-summary.ts';
import { mentorConfirmsReceipt } from './payments.ts';
import { type PayoutRowView, payoutView } from './payout-view.ts';

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
  payment_status: PaymentStatus | null;
  payment_paid_at: string | Date | null;
  payment_reference: string | null;
  payment_sent_at: string | Date | null;
  payment_charge_currency: ChargeCurrency | null;
  payment_charge_minor: number | null;
  payment_charge_rate: string | null;
  payment_fee_bearer: 'mentee' | 'platform' | null;
  payment_late_cancel_refund: LateCancelRefund | null;
  payment_hold_until: string | Date | null;
  /** A checkout was opened and is not settled yet. */
  payment_checking: boolean | null;
  /** The latest refund asked of this payment, if any. */
  payment_refund: { status: RefundStatus; amountMinor: number; currency: ChargeCurrency } | null;
  /** The mentor's payout of this payment, once opened (decision 055). */
  payment_payout: PayoutRowView | null;
  /** The no-show dispute on this payment, if one was reported (decision 051). */
  payment_dispute: { status: DisputeStatus; reportedBy: SessionParty; note: string; createdAt: string; decidedAt: string | null } | null;
  mentor_currency: string | null;
  mentor_country: string | null;
  /** The mentor's payment details, read only while the payment is open; toSession gives them to the mentee alone. */
  mentor_payment_methods: PaymentMethod[] | null;
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
        pay.paid_at as payment_paid_at, pay.reference as payment_reference, pay.sent_at as payment_sent_at,
        pay.charge_currency as payment_charge_currency, pay.charge_minor as payment_charge_minor,
        pay.charge_rate::text as payment_charge_rate, pay.fee_bearer as payment_fee_bearer,
        pay.late_cancel_refund as payment_late_cancel_refund, pay.hold_until as payment_hold_until,
        case when pay.provider <> 'direct' then exists (
          select 1 from payment_attempts a where a.payment_id = pay.id and a.status = 'open' and a.authorization_url is not null) end as payment_checking,
        case when pay.provider <> 'direct' then (
          select json_build_object('status', a.refund_status, 'amountMinor', a.refund_minor, 'currency', a.currency)
          from payment_attempts a where a.payment_id = pay.id and a.refund_status is not null
          order by a.paid_at desc limit 1) end as payment_refund,
        case when pay.provider <> 'direct' and pay.status = 'paid' then (
          select json_build_object('status', po.status, 'amountMinor', po.amount_minor, 'currency', po.currency, 'paidAt', po.paid_at,
            'failureReason', po.failure_reason)
          from payouts po where po.payment_id = pay.id) end as payment_payout,
        (select json_build_object('status', d.status, 'reportedBy', d.reported_by, 'note', d.note,
            'createdAt', d.created_at, 'decidedAt', d.decided_at)
          from payment_disputes d where d.session_id = s.id) as payment_dispute,
        ma.timezone as mentor_timezone, mas.currency as mentor_currency, mp.country as mentor_country,
        case when pay.status in ('pending', 'sent') and s.status in ('confirmed', 'completed', 'no_show')
          then (select pm.methods from mentor_payment_methods pm where pm.mentor_id = s.mentor_id) end as mentor_payment_methods
      from sessions s
      join profiles mp on mp.id = s.mentor_id
      join profiles ep on ep.id = s.mentee_id
      left join mentor_availability ma on ma.mentor_id = s.mentor_id
      left join user_account_settings mas on mas.user_id = s.mentor_id
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

/** The video room: for the session's two members only (never an admin looking on), and only once confirmed. */
export const meetingUrlFor = (r: SessionRow, viewerId: string): string | null =>
  partyOf(r, viewerId) && r.status === 'confirmed' ? r.meeting_url : null;

/**
 * The mentor's payment details: for the session's mentee only (never the mentor's other mentees, an
 * admin, or anyone before the mentor confirms), while the payment is still to be made.
 */
export const paymentMethodsFor = (r: SessionRow, viewerId: string): PaymentMethod[] | null =>
  r.mentee_id === viewerId && paymentOpen(sessionState(r)) ? (r.mentor_payment_methods ?? []) : null;

/** The session as the shared rule deciding its actions reads it. */
export const sessionState = (r: SessionRow): SessionState => ({
  status: r.status,
  startsAt: iso(r.starts_at),
  endsAt: iso(r.ends_at),
  proposedBy: r.proposed_by,
  reviewed: r.review_rating !== null,
  replied: r.review_reply !== null,
  payment:
    r.payment_status === null
      ? null
      : {
          status: r.payment_status,
          mentorConfirmsReceipt: mentorConfirmsReceipt(r.payment_provider),
          disputed: r.payment_dispute !== null,
          paidOut: Boolean(r.payment_payout),
        },
});

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
    meetingUrl: meetingUrlFor(r, viewerId),
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
            mentorCurrency: payeeCurrency(r.mentor_currency, r.mentor_country),
            reference: party ? r.payment_reference : null,
            sentAt: isoOrNull(r.payment_sent_at),
            // A provider's payment is made on its page: the mentor's own details are for direct payments only.
            methods: mentorConfirmsReceipt(r.payment_provider) ? paymentMethodsFor(r, viewerId) : null,
            charge:
              r.payment_charge_currency && r.payment_charge_minor !== null
                ? {
                    currency: r.payment_charge_currency,
                    amountMinor: r.payment_charge_minor,
                    rate: String(Number(r.payment_charge_rate)),
                    feeBearer: r.payment_fee_bearer ?? 'platform',
                  }
                : null,
            holdUntil: isoOrNull(r.payment_hold_until),
            lateCancelRefund: r.payment_late_cancel_refund,
            // Only while the payment still waits: a paid one is no longer being checked.
            checking: Boolean(r.payment_checking) && r.payment_status === 'pending',
            refund: r.payment_refund,
            payout: party === 'mentor' ? payoutView(r) : null,
            dispute: r.payment_dispute && {
              ...r.payment_dispute,
              createdAt: iso(r.payment_dispute.createdAt),
              decidedAt: isoOrNull(r.payment_dispute.decidedAt),
            },
          },
    createdAt: iso(r.created_at),
    actions: allowedActions(sessionState(r), party, now),
  };
}

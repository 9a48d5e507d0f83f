import { type SQL, sql } from 'drizzle-orm';
import type { AdminDisputeRow, AdminMismatchRow, AdminPaymentRow, AdminRefundRow } from '@prosper/shared/schemas/admin-payments';
import type { DisputeStatus } from '@prosper/shared/schemas/payment-dispute';
import type { RefundStatus } from '@prosper/shared/constants/charge-currencies';
import { type Db, rowsOf } from '../../db/client.ts';
import { type Cursor, cursorAt, keysetPage, PAGE_SIZE } from '../../lib/cursor.ts';

/*
 * The admin's Payments section (decision 051): payments (checkout attempts), refunds, disputes and
 * mismatches, each newest first on its own index, a page at a time, found by a reference exactly.
 * Each page is one statement with the members' names joined in.
 */

const iso = (v: string | Date) => new Date(v).toISOString();
const isoOrNull = (v: string | Date | null) => (v === null ? null : iso(v));

type AttemptRow = {
  id: string;
  session_id: string;
  title: string;
  provider: string;
  reference: string;
  provider_transaction_id: string | null;
  amount_cents: number;
  currency: string;
  amount_minor: number;
  status: 'open' | 'paid' | 'failed';
  mentee_id: string;
  mentee_name: string;
  mentor_id: string;
  mentor_name: string;
  created_at: string | Date;
  paid_at: string | Date | null;
  cursor_at: string;
};

const sharedColumns = sql`p.session_id, s.title, a.provider, a.reference, a.provider_transaction_id, p.amount_cents,
  a.currency, a.amount_minor, a.status, a.paid_at, s.mentee_id, ep.first_name || ' ' || ep.last_name as mentee_name,
  s.mentor_id, mp.first_name || ' ' || mp.last_name as mentor_name`;
const attemptColumns = sql`a.id, a.created_at, ${sharedColumns}`;
const joins = sql`join payments p on p.id = a.payment_id join sessions s on s.id = p.session_id
  join profiles ep on ep.id = s.mentee_id join profiles mp on mp.id = s.mentor_id`;
const attemptJoins = sql`payment_attempts a ${joins}`;

/** Our reference, the provider's transaction id or its refund id: each has an index. */
const byReference = (q: string | undefined) =>
  q ? sql`and (a.reference = ${q} or a.provider_transaction_id = ${q} or a.refund_provider_id = ${q})` : sql``;
const after = (column: SQL, id: SQL, cursor: Cursor | null, idType: SQL = sql`uuid`) =>
  cursor ? sql`and (${column}, ${id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::${idType})` : sql``;

const toPayment = (r: AttemptRow): AdminPaymentRow => ({
  id: r.id,
  sessionId: r.session_id,
  title: r.title,
  provider: r.provider,
  reference: r.reference,
  providerReference: r.provider_transaction_id,
  amountCents: r.amount_cents,
  charged: { currency: r.currency, amountMinor: r.amount_minor },
  status: r.status,
  mentee: { id: r.mentee_id, name: r.mentee_name },
  mentor: { id: r.mentor_id, name: r.mentor_name },
  createdAt: iso(r.created_at),
  paidAt: isoOrNull(r.paid_at),
});

/** Every checkout attempt, newest first (payment_attempts_created_idx). */
export async function listAdminPayments(db: Db, o: { q?: string; cursor: Cursor | null }) {
  const rows = rowsOf<AttemptRow>(
    await db.execute(sql`
      select ${attemptColumns}, ${cursorAt(sql`a.created_at`)} from ${attemptJoins}
      where true ${byReference(o.q)} ${after(sql`a.created_at`, sql`a.id`, o.cursor)}
      order by a.created_at desc, a.id desc limit ${PAGE_SIZE + 1}`),
  );
  return keysetPage(rows, toPayment);
}

type RefundRow = AttemptRow & {
  refund_status: RefundStatus;
  refund_minor: number;
  refund_reason: string | null;
  refund_provider_id: string | null;
  refund_requested_at: string | Date;
  refunded_at: string | Date | null;
};

/** Every refund asked, newest first by when it was asked (payment_attempts_refund_idx). */
export async function listAdminRefunds(db: Db, o: { q?: string; cursor: Cursor | null }) {
  const rows = rowsOf<RefundRow>(
    await db.execute(sql`
      select ${attemptColumns}, a.refund_status, a.refund_minor, a.refund_reason, a.refund_provider_id, a.refund_requested_at,
        a.refunded_at, ${cursorAt(sql`a.refund_requested_at`)}
      from ${attemptJoins}
      where a.refund_requested_at is not null ${byReference(o.q)} ${after(sql`a.refund_requested_at`, sql`a.id`, o.cursor)}
      order by a.refund_requested_at desc, a.id desc limit ${PAGE_SIZE + 1}`),
  );
  return keysetPage(
    rows,
    (r): AdminRefundRow => ({
      ...toPayment(r),
      refund: {
        status: r.refund_status,
        amountMinor: r.refund_minor,
        reason: r.refund_reason,
        providerReference: r.refund_provider_id,
        requestedAt: iso(r.refund_requested_at),
        refundedAt: isoOrNull(r.refunded_at),
      },
    }),
  );
}

type DisputeRow = AttemptRow & {
  dispute_status: DisputeStatus;
  reported_by: 'mentor' | 'mentee';
  note: string;
  decision_reason: string | null;
  decided_at: string | Date | null;
};

/** Every no-show dispute, newest first (payment_disputes_created_idx); `id` is the dispute's. */
export async function listAdminDisputes(db: Db, o: { q?: string; cursor: Cursor | null; id?: string }) {
  const rows = rowsOf<DisputeRow>(
    await db.execute(sql`
      select ${sharedColumns}, d.id, d.status as dispute_status, d.reported_by, d.note, d.decision_reason, d.decided_at,
        d.created_at, ${cursorAt(sql`d.created_at`)}
      from payment_disputes d join payment_attempts a on a.id = d.attempt_id ${joins}
      where true ${o.id ? sql`and d.id = ${o.id}` : sql``} ${byReference(o.q)} ${after(sql`d.created_at`, sql`d.id`, o.cursor)}
      order by d.created_at desc, d.id desc limit ${PAGE_SIZE + 1}`),
  );
  return keysetPage(
    rows,
    (r): AdminDisputeRow => ({
      id: r.id,
      sessionId: r.session_id,
      title: r.title,
      reference: r.reference,
      providerReference: r.provider_transaction_id,
      amountCents: r.amount_cents,
      charged: { currency: r.currency, amountMinor: r.amount_minor },
      status: r.dispute_status,
      reportedBy: r.reported_by,
      note: r.note,
      decisionReason: r.decision_reason,
      mentee: { id: r.mentee_id, name: r.mentee_name },
      mentor: { id: r.mentor_id, name: r.mentor_name },
      createdAt: iso(r.created_at),
      decidedAt: isoOrNull(r.decided_at),
    }),
  );
}

type MismatchRow = {
  id: string;
  provider: string;
  reason: string;
  reference: string | null;
  details: Record<string, string | number | null>;
  created_at: string | Date;
  cursor_at: string;
};

/** What did not add up, newest first (payment_mismatches_created_idx), by reference (payment_mismatches_reference_idx). */
export async function listAdminMismatches(db: Db, o: { q?: string; cursor: Cursor | null }) {
  const rows = rowsOf<MismatchRow>(
    await db.execute(sql`
      select m.id::text as id, m.provider, m.reason, m.reference, m.details, m.created_at, ${cursorAt(sql`m.created_at`)}
      from payment_mismatches m
      where true ${o.q ? sql`and m.reference = ${o.q}` : sql``} ${after(sql`m.created_at`, sql`m.id`, o.cursor, sql`bigint`)}
      order by m.created_at desc, m.id desc limit ${PAGE_SIZE + 1}`),
  );
  return keysetPage(
    rows,
    (r): AdminMismatchRow => ({
      id: r.id,
      provider: r.provider,
      reason: r.reason,
      reference: r.reference,
      details: r.details,
      createdAt: iso(r.created_at),
    }),
  );
}

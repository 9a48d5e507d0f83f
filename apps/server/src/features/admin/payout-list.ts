import { sql } from 'drizzle-orm';
import type { AdminPayoutRow, PayoutStatus } from '@prosper/shared/schemas/admin-payments';
import { type Db, rowsOf } from '../../db/client.ts';
import { type Cursor, cursorAt, keysetPage, PAGE_SIZE } from '../../lib/cursor.ts';

/*
 * The admin's list of payouts to mentors (decision 061), beside the Payments section's other lists:
 * newest first on payouts_created_idx, a page at a time, found by a reference exactly. One statement,
 * the mentor's name joined in (none once their account is deleted).
 */

type Row = {
  id: string;
  session_id: string;
  title: string;
  mentor_id: string | null;
  mentor_name: string | null;
  provider: string;
  country: string;
  reference: string;
  provider_transfer_id: string | null;
  currency: string;
  amount_minor: number;
  platform_fee_minor: number;
  status: PayoutStatus;
  tries: number;
  failure_reason: string | null;
  created_at: string | Date;
  sent_at: string | Date | null;
  paid_at: string | Date | null;
  cursor_at: string;
};

const iso = (v: string | Date) => new Date(v).toISOString();
const isoOrNull = (v: string | Date | null) => (v === null ? null : iso(v));

/** An earlier try's reference (payout-{id}-{try}) still finds its payout: the id is in it. */
const OUR_REFERENCE = /^payout-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-\d+$/;

/** Our reference (any try's) or the provider's transfer id (payouts_transfer_idx). */
const byReference = (q: string | undefined) => {
  if (!q) return sql``;
  const id = OUR_REFERENCE.exec(q)?.[1];
  return sql`and (po.reference = ${q} or po.provider_transfer_id = ${q} ${id ? sql`or po.id = ${id}` : sql``})`;
};

const toRow = (r: Row): AdminPayoutRow => ({
  id: r.id,
  sessionId: r.session_id,
  title: r.title,
  mentor: r.mentor_id && r.mentor_name ? { id: r.mentor_id, name: r.mentor_name } : null,
  provider: r.provider,
  country: r.country,
  reference: r.reference,
  providerReference: r.provider_transfer_id,
  amount: { currency: r.currency, amountMinor: r.amount_minor },
  platformFeeMinor: r.platform_fee_minor,
  status: r.status,
  tries: r.tries,
  failureReason: r.failure_reason,
  dueAt: iso(r.created_at),
  sentAt: isoOrNull(r.sent_at),
  paidAt: isoOrNull(r.paid_at),
});

/** Every payout, newest first; `id` narrows it to one (the answer of an admin's action on it). */
export async function listAdminPayouts(db: Db, o: { q?: string; cursor: Cursor | null; id?: string }) {
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select po.id, p.session_id, s.title, po.mentor_id, mp.first_name || ' ' || mp.last_name as mentor_name, po.provider, po.country,
        po.reference, po.provider_transfer_id, po.currency, po.amount_minor, po.platform_fee_minor, po.status, po.tries,
        po.failure_reason, po.created_at, po.sent_at, po.paid_at, ${cursorAt(sql`po.created_at`)}
      from payouts po join payments p on p.id = po.payment_id join sessions s on s.id = p.session_id
        left join profiles mp on mp.id = po.mentor_id
      where true ${o.id ? sql`and po.id = ${o.id}` : sql``} ${byReference(o.q)}
        ${o.cursor ? sql`and (po.created_at, po.id) < (${o.cursor.createdAt}::timestamptz, ${o.cursor.id}::uuid)` : sql``}
      order by po.created_at desc, po.id desc limit ${PAGE_SIZE + 1}`),
  );
  return keysetPage(rows, toRow);
}

import { sql } from 'drizzle-orm';
import { type Db, rowsOf, type Tx } from '../../db/client.ts';
import { REVERIFY_AFTER_MS } from './checkout.ts';
import { MAX_CHECKS } from './jobs.ts';

/** What still moves money for a member: a checkout that may yet be paid, a refund on its way, an open no-show dispute, a payout sending. */
export type MoneyMoving = 'payment' | 'refund' | 'dispute' | 'payout';

/** How long an open checkout may still turn out paid: as long as the re-verify job keeps asking the provider. */
const SETTLING_MS = MAX_CHECKS * REVERIFY_AFTER_MS;

/**
 * The first kind of money still moving on a payment the member pays or is paid (decision 057), or
 * null. An account is not deleted or erased while it moves: a refund must reach a mentee who still
 * exists, and a dispute is decided between two members the admin can see.
 */
export async function moneyMovingFor(db: Db | Tx, memberId: string): Promise<MoneyMoving | null> {
  const [row] = rowsOf<{ payment: boolean; refund: boolean; dispute: boolean; payout: boolean }>(
    await db.execute(sql`
      with theirs as (select id from payments where payer_id = ${memberId} or payee_id = ${memberId})
      select
        exists (select 1 from payment_attempts a join theirs on theirs.id = a.payment_id
                where a.status = 'open' and a.created_at > now() - make_interval(secs => ${SETTLING_MS / 1000})) as payment,
        exists (select 1 from payment_attempts a join theirs on theirs.id = a.payment_id where a.refund_status = 'pending') as refund,
        exists (select 1 from payment_disputes d join theirs on theirs.id = d.payment_id where d.status = 'open') as dispute,
        exists (select 1 from payouts po where po.mentor_id = ${memberId} and po.status in ('queued', 'awaiting_otp', 'sent')) as payout`),
  );
  if (row?.dispute) return 'dispute';
  if (row?.refund) return 'refund';
  if (row?.payment) return 'payment';
  if (row?.payout) return 'payout';
  return null;
}

import { sql } from 'drizzle-orm';
import type { LateCancelRefund } from '@prosper/shared/constants/charge-currencies';
import { refundFor } from '@prosper/shared/rules/charge';
import type { SessionParty } from '@prosper/shared/schemas/session';
import { rowsOf, type Tx } from '../../db/client.ts';
import { enqueue } from '../../jobs/queue.ts';
import { move } from './ledger.ts';

/**
 * Marks an attempt's refund as asked and queues the call to the provider, in the caller's
 * transaction: the money goes back only if the change that causes it commits, and the provider is
 * never called inside a transaction. An attempt is refunded once (one refund each, as our rules need).
 */
export async function requestRefund(tx: Tx, o: { attemptId: string; amountMinor: number; reason: string }): Promise<boolean> {
  if (o.amountMinor <= 0) return false;
  const marked = rowsOf(
    await tx.execute(sql`
      update payment_attempts set refund_status = 'pending', refund_minor = ${o.amountMinor}, refund_reason = ${o.reason},
        refund_requested_at = now()
      where id = ${o.attemptId} and status = 'paid' and refund_status is null returning id`),
  );
  if (marked.length > 0) await enqueue(tx, 'payment_refund', { attemptId: o.attemptId }, { uniqueKey: `payment_refund:${o.attemptId}` });
  return marked.length > 0;
}

/**
 * A paid session cancelled: its money goes back by the rule both members saw at booking (a mentor's
 * cancellation or an early one in full, a late one by the mentor's choice kept on the payment).
 */
export async function refundOnCancel(tx: Tx, o: { sessionId: string; cancelledBy: SessionParty; late: boolean }) {
  const [paid] = rowsOf<{ id: string; amount_minor: number; late_cancel_refund: LateCancelRefund | null }>(
    await tx.execute(sql`
      select a.id, a.amount_minor, p.late_cancel_refund
      from payments p join payment_attempts a on a.payment_id = p.id
      where p.session_id = ${o.sessionId} and p.status = 'paid' and a.status = 'paid' and a.refund_status is null
        -- A no-show dispute holds the money until an admin decides (decision 051).
        and not exists (select 1 from payment_disputes d where d.attempt_id = a.id and d.status = 'open')
      order by a.paid_at limit 1`),
  );
  if (!paid) return;
  const amountMinor = refundFor({
    paidMinor: paid.amount_minor,
    cancelledBy: o.cancelledBy,
    late: o.late,
    lateCancelRefund: paid.late_cancel_refund ?? 'none',
  });
  await requestRefund(tx, { attemptId: paid.id, amountMinor, reason: `cancelled_by_${o.cancelledBy}${o.late ? '_late' : ''}` });
}

/** The provider says the refund is done: recorded once, with its ledger movement back to the mentee. */
export async function finalizeRefund(tx: Tx, o: { attemptId: string; providerRefundId: string | null }) {
  const [a] = rowsOf<{ id: string; payment_id: string; currency: string; refund_minor: number; reference: string }>(
    await tx.execute(sql`
      update payment_attempts set refund_status = 'processed', refunded_at = now(),
        refund_provider_id = coalesce(refund_provider_id, ${o.providerRefundId})
      where id = ${o.attemptId} and refund_status = 'pending'
      returning id, payment_id, currency, refund_minor, reference`),
  );
  if (!a) return false;
  await move(tx, {
    paymentId: a.payment_id,
    attemptId: a.id,
    kind: 'refund',
    from: 'platform',
    to: 'mentee',
    amountMinor: a.refund_minor,
    currency: a.currency,
    providerReference: o.providerRefundId ?? a.reference,
  });
  return true;
}

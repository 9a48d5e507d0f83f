import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { enqueue } from '../../jobs/queue.ts';

/*
 * Money that is still moving whose job gave up (five failed runs in about three minutes: the
 * provider unreachable, or answering in a way we could not read) is taken up again, so a refund
 * or a payout is never left stuck for good (decision 062). The job is revived, not queued anew: it
 * keeps its payload and unique key, and its next run counts as a retry, so it looks for what the
 * provider already did (a lost answer) before it asks for anything.
 */

/** Given-up jobs are looked for this often. */
export const GIVEN_UP_SWEEP_MS = 10 * 60_000;

/** Queues the next sweep, once per 10-minute slot however many instances ask (app.ts's schedule). */
export async function scheduleGivenUpSweep(db: Pick<Db, 'execute'>, now = Date.now()) {
  const at = new Date(Math.ceil(now / GIVEN_UP_SWEEP_MS) * GIVEN_UP_SWEEP_MS);
  await enqueue(db, 'payment_given_up_sweep', {}, { runAt: at, uniqueKey: `payment_given_up_sweep:${at.toISOString()}` });
}

/**
 * Revives the failed refund, transfer and transfer-check jobs whose money is still moving (a refund
 * pending, a payout queued or sent), each for another round of tries; returns how many.
 */
export async function reviveGivenUp(db: Pick<Db, 'execute'>): Promise<number> {
  const revived = rowsOf<{ id: number }>(
    await db.execute(sql`
    update jobs j set failed_at = null, attempts = 1, run_at = now(), locked_until = null
    where j.failed_at is not null and (
      (j.kind = 'payment_refund' and exists (
        select 1 from payment_attempts a where a.id::text = j.payload->>'attemptId' and a.refund_status = 'pending'))
      or (j.kind = 'payout_transfer' and exists (
        select 1 from payouts p where p.id::text = j.payload->>'payoutId' and p.status = 'queued'))
      or (j.kind = 'payout_verify' and exists (
        select 1 from payouts p where p.reference = j.payload->>'reference' and p.status = 'sent')))
    returning j.id`),
  );
  return revived.length;
}

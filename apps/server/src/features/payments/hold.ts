import { sql } from 'drizzle-orm';
import { en } from '@prosper/shared/i18n/en';
import { type Db, rowsOf } from '../../db/client.ts';
import { enqueue } from '../../jobs/queue.ts';
import { notifySessionChange } from '../sessions/notify.ts';
import { sessionRows } from '../sessions/rows.ts';

/** Sessions released by one run of the job at most; a full batch queues the next run at once. */
export const HOLD_BATCH = 200;
const MINUTE_MS = 60_000;

/**
 * Queues the next sweep at the next whole minute. Every instance asks each minute, under one key
 * per minute, so the sweep is queued once however many instances run.
 */
export async function scheduleHoldRelease(db: Pick<Db, 'execute'>, now = new Date()) {
  const at = new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS + MINUTE_MS);
  await enqueue(db, 'payment_hold_release', {}, { runAt: at, uniqueKey: `payment_hold_release:${at.toISOString()}` });
}

/**
 * The hold of decision 045 enforced (decision 057): every confirmed session whose provider payment
 * is still unpaid when `hold_until` passes is cancelled by nobody, in one set-based statement that
 * takes the session's and the payment's row locks with SKIP LOCKED. A session a webhook is settling
 * right now is skipped (its lock is held) and looked at again by the next sweep, when it is paid; a
 * second instance running the same sweep skips every row this one holds, so nothing is released
 * or told twice. Both members are told in the same transaction; the time is free again because only
 * requested and confirmed sessions hold a mentor's time. A payment that arrives afterwards meets a
 * cancelled payment and is refunded in full by `settleAttempt` (`session_not_payable`).
 */
export async function releaseLapsedHolds(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const released = rowsOf<{ id: string }>(
      await tx.execute(sql`
        with due as (
          select s.id as session_id, p.id as payment_id
          from payments p join sessions s on s.id = p.session_id
          where p.hold_until <= now() and p.status = 'pending' and s.status = 'confirmed'
            and not exists (select 1 from payment_attempts a where a.payment_id = p.id and a.status = 'paid')
          order by p.hold_until
          limit ${HOLD_BATCH}
          for update of s, p skip locked
        ), cancelled_payments as (
          update payments p set status = 'cancelled' from due where p.id = due.payment_id returning p.id
        )
        update sessions s set status = 'cancelled', cancelled_by = null, reason = ${en.payments.holdReleasedReason},
          late_cancellation = false, proposed_starts_at = null, proposed_by = null,
          calendar_sequence = calendar_sequence + 1, updated_at = now()
        from due where s.id = due.session_id
        returning s.id`),
    );
    if (released.length === 0) return 0;
    const rows = await sessionRows(
      tx,
      sql`s.id in (${sql.join(
        released.map((r) => sql`${r.id}`),
        sql`, `,
      )})`,
    );
    for (const r of rows) await notifySessionChange(tx, r, { kind: 'released', actor: null });
    return released.length;
  });
}

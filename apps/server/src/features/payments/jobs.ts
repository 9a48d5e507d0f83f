import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ChargeCurrency } from '@prosper/shared/constants/charge-currencies';
import { rowsOf } from '../../db/client.ts';
import { enqueue, type JobHandler } from '../../jobs/queue.ts';
import { REVERIFY_AFTER_MS, verifyAndSettle } from './checkout.ts';
import { type ProviderId, paymentGateways } from './gateways.ts';
import { finalizeRefund } from './refunds.ts';
import { reviveGivenUp } from './given-up.ts';
import { HOLD_BATCH, releaseLapsedHolds } from './hold.ts';

/** How many times a pending attempt is checked again before it is left (a day of checks at 10 minutes). */
export const MAX_CHECKS = 144;
/** A refund the provider has not reported done is asked about again this often. */
const REFUND_RECHECK_MS = 10 * 60_000;

/**
 * The payments' background work, each safe to run twice: re-verifying attempts left open (so a
 * lost webhook never loses a payment) and asking the provider for refunds outside any transaction.
 */
export function paymentJobs(app: FastifyInstance): Record<string, JobHandler> {
  const db = app.db;
  const gateways = paymentGateways(app.config.payments);
  const deps = { db, gateways, log: app.log };

  return {
    /**
     * Releases every confirmed session whose payment hold ran out unpaid (decision 057), in batches;
     * a full batch queues the next at once. Scheduled every minute by each instance under one key.
     */
    async payment_hold_release() {
      const released = await releaseLapsedHolds(db);
      if (released === HOLD_BATCH) await enqueue(db, 'payment_hold_release', {}, { uniqueKey: `payment_hold_release:more:${Date.now()}` });
    },

    /** Refunds and payouts whose job gave up while their money is still moving get another round (decision 062). */
    async payment_given_up_sweep() {
      const revived = await reviveGivenUp(db);
      if (revived > 0) app.log.warn({ payments: { revived } }, 'payments: given-up refund or payout jobs taken up again');
    },

    async payment_verify(payload) {
      const reference = String(payload.reference);
      const checks = Number(payload.checks ?? 0);
      const [a] = rowsOf<{ provider: ProviderId; reference: string; country: string; status: string }>(
        await db.execute(sql`select provider, reference, country, status from payment_attempts where reference = ${reference}`),
      );
      if (a?.status !== 'open') return;
      const outcome = await verifyAndSettle(deps, a);
      if (outcome === 'paid' || outcome === 'already' || outcome === 'refunding' || checks + 1 >= MAX_CHECKS) return;
      await enqueue(
        db,
        'payment_verify',
        { reference, checks: checks + 1 },
        { runAt: new Date(Date.now() + REVERIFY_AFTER_MS), uniqueKey: `payment_verify:${reference}:${checks + 1}` },
      );
    },

    /**
     * Asks the provider for a refund once: first the refund it already has for the transaction (a
     * lost answer to an earlier ask: a failed run is retried by the queue and looks first), then a
     * new one. Done when the provider reports it done; until then looked at again every 10 minutes.
     */
    async payment_refund(payload, job) {
      const attemptId = String(payload.attemptId);
      const [a] = rowsOf<{
        provider: ProviderId;
        country: string;
        reference: string;
        currency: ChargeCurrency;
        refund_minor: number;
        refund_status: string | null;
        provider_transaction_id: string;
        refund_provider_id: string | null;
        refund_requested_at: Date | string;
      }>(
        await db.execute(sql`
          select provider, country, reference, currency, refund_minor, refund_status, provider_transaction_id, refund_provider_id,
            refund_requested_at
          from payment_attempts where id = ${attemptId}`),
      );
      if (a?.refund_status !== 'pending') return;
      const gateway = gateways[a.provider];
      // No refund of ours is older than the moment we decided to make it (the window a lost answer is looked for in, decision 062).
      const since = new Date(a.refund_requested_at);
      const existing = await gateway.findRefund({
        country: a.country,
        transactionId: a.provider_transaction_id,
        refundId: a.refund_provider_id,
        since,
        // The first run with no refund id and no earlier look cannot have asked: nothing to look for.
        firstAsk: job.attempts === 1 && !a.refund_provider_id && !payload.checks,
      });
      const refund =
        existing ??
        (await gateway.refund({
          country: a.country,
          reference: a.reference,
          transactionId: a.provider_transaction_id,
          amountMinor: a.refund_minor,
          currency: a.currency,
          since,
        }));
      await db.execute(sql`update payment_attempts set refund_provider_id = ${refund.id} where id = ${attemptId}`);
      if (refund.done) {
        await db.transaction((tx) => finalizeRefund(tx, { attemptId, providerRefundId: refund.id }));
        return;
      }
      const checks = Number(payload.checks ?? 0) + 1;
      await enqueue(
        db,
        'payment_refund',
        { attemptId, checks },
        { runAt: new Date(Date.now() + REFUND_RECHECK_MS), uniqueKey: `payment_refund:${attemptId}:${checks}` },
      );
    },
  };
}

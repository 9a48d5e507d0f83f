import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ChargeCurrency } from '@prosper/shared/constants/charge-currencies';
import { rowsOf } from '../../db/client.ts';
import { enqueue, type JobHandler } from '../../jobs/queue.ts';
import { REVERIFY_AFTER_MS, verifyAndSettle } from './checkout.ts';
import { paystackClient } from './paystack-client.ts';
import { finalizeRefund } from './refunds.ts';

/** How many times a pending attempt is checked again before it is left (a day of checks at 10 minutes). */
const MAX_CHECKS = 144;
/** A refund Paystack has not reported done is asked about again this often. */
const REFUND_RECHECK_MS = 10 * 60_000;

/**
 * The payments' background work, each safe to run twice: re-verifying attempts left open (so a
 * lost webhook never loses a payment) and asking the provider for refunds outside any transaction.
 */
export function paymentJobs(app: FastifyInstance): Record<string, JobHandler> {
  const db = app.db;
  const paystack = paystackClient(app.config.payments);
  const deps = { db, paystack, publicUrl: app.config.publicUrl, log: app.log };

  return {
    async payment_verify(payload) {
      const reference = String(payload.reference);
      const checks = Number(payload.checks ?? 0);
      const [a] = rowsOf<{ reference: string; country: string; status: string }>(
        await db.execute(sql`select reference, country, status from payment_attempts where reference = ${reference}`),
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
     * Asks Paystack for a refund once: first the refunds it already has for the transaction (a
     * lost answer to an earlier ask), then a new one. Done when Paystack reports it processed.
     */
    async payment_refund(payload) {
      const attemptId = String(payload.attemptId);
      const [a] = rowsOf<{
        country: string;
        reference: string;
        currency: ChargeCurrency;
        refund_minor: number;
        refund_status: string | null;
        provider_transaction_id: string;
      }>(
        await db.execute(sql`
          select country, reference, currency, refund_minor, refund_status, provider_transaction_id
          from payment_attempts where id = ${attemptId}`),
      );
      if (a?.refund_status !== 'pending') return;
      const existing = (await paystack.refunds(a.country, a.provider_transaction_id))[0];
      const refund =
        existing ?? (await paystack.refund(a.country, { reference: a.reference, amountMinor: a.refund_minor, currency: a.currency }));
      await db.execute(sql`update payment_attempts set refund_provider_id = ${String(refund.id)} where id = ${attemptId}`);
      if (refund.status === 'processed') {
        await db.transaction((tx) => finalizeRefund(tx, { attemptId, providerRefundId: String(refund.id) }));
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

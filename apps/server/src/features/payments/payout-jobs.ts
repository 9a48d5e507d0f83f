import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Db, rowsOf, type Tx } from '../../db/client.ts';
import { enqueue, type JobHandler } from '../../jobs/queue.ts';
import { type Gateways, type ProviderId, paymentGateways } from './gateways.ts';
import { applyTransfer, openDuePayouts, payoutBy, retryPayout } from './payouts.ts';

/** Payouts due are looked for this often. */
export const PAYOUT_SWEEP_MS = 10 * 60_000;
/** A transfer under way is asked about again this often (a lost webhook), a day of checks at most. */
const VERIFY_AFTER_MS = 10 * 60_000;
const MAX_CHECKS = 144;

/** Queues the next sweep for due payouts, once per 10-minute slot however many instances ask (app.ts's schedule). */
export async function schedulePayoutSweep(db: FastifyInstance['db'], now = Date.now()) {
  const at = new Date(Math.ceil(now / PAYOUT_SWEEP_MS) * PAYOUT_SWEEP_MS);
  await enqueue(db, 'payout_sweep', {}, { runAt: at, uniqueKey: `payout_sweep:${at.toISOString()}` });
}

/** Asks the provider again about a transfer under way in a while (a lost webhook), a day of checks at most. */
export function checkTransferLater(db: Db | Tx, o: { payoutId: string; reference: string; checks: number }) {
  if (o.checks >= MAX_CHECKS) return undefined;
  return enqueue(db, 'payout_verify', o, {
    runAt: new Date(Date.now() + VERIFY_AFTER_MS),
    uniqueKey: `payout_verify:${o.reference}:${o.checks}`,
  });
}

type Account = { provider: ProviderId; country: string; bank_code: string; account_number: string; recipient_code: string | null };

/**
 * The payouts' background work (decision 055), each safe to run twice: opening the payouts due,
 * asking the provider for a transfer (first the one it may already have under our reference, so a
 * lost answer never sends money twice), checking transfers under way, and trying failed ones again.
 */
export function payoutJobs(app: FastifyInstance, gateways: Gateways = paymentGateways(app.config.payments)): Record<string, JobHandler> {
  const db = app.db;
  const { payoutWindowHours, platformFeePercent } = app.config.payments;

  const recheck = (payoutId: string, reference: string, checks: number) => checkTransferLater(db, { payoutId, reference, checks });

  return {
    async payout_sweep() {
      await openDuePayouts(db, { windowHours: payoutWindowHours, feePercent: platformFeePercent });
    },

    async payout_transfer(payload, job) {
      const p = await payoutBy(db, { id: String(payload.payoutId) });
      if (p?.status !== 'queued' || !p.mentor_id) return;
      const [account] = rowsOf<Account>(
        await db.execute(sql`
          select provider, country, bank_code, account_number, recipient_code from payout_accounts
          where mentor_id = ${p.mentor_id} and currency = ${p.currency}`),
      );
      // The money is in the provider account that collected it: the mentor's account must be one it pays.
      if (!account || account.provider !== p.provider || (account.provider === 'paystack' && account.country !== p.country)) {
        await db.execute(sql`update payouts set status = 'waiting_account', updated_at = now() where id = ${p.id} and status = 'queued'`);
        return;
      }
      const gateway = gateways[p.provider as ProviderId];
      const transfer =
        (await gateway.findTransfer({
          country: p.country,
          reference: p.reference,
          transferId: p.provider_transfer_id,
          since: new Date(p.created_at),
          // Each reference is asked by its own job: its first run cannot have asked under it yet.
          firstAsk: job.attempts === 1 && !p.provider_transfer_id,
        })) ??
        (await gateway.transfer({
          country: p.country,
          reference: p.reference,
          amountMinor: p.amount_minor,
          currency: p.currency,
          bankCode: account.bank_code,
          accountNumber: account.account_number,
          recipientCode: account.recipient_code,
          since: new Date(p.created_at),
        }));
      const outcome = await db.transaction((tx) => applyTransfer(tx, { reference: p.reference, transfer }));
      if (outcome === 'sent') await recheck(p.id, p.reference, 1);
    },

    async payout_verify(payload) {
      const reference = String(payload.reference);
      const p = await payoutBy(db, { reference });
      if (p?.status !== 'sent') return;
      const found = await gateways[p.provider as ProviderId].findTransfer({
        country: p.country,
        reference,
        transferId: p.provider_transfer_id,
        since: new Date(p.created_at),
      });
      if (found && found.state !== 'sent') {
        await db.transaction((tx) => applyTransfer(tx, { reference, transfer: found }));
        return;
      }
      // Found under way by our reference (a lost answer): its id is kept, so the next look is by id, not through the list.
      if (found?.id && !p.provider_transfer_id) {
        await db.execute(sql`update payouts set provider_transfer_id = ${found.id} where id = ${p.id} and provider_transfer_id is null`);
      }
      await recheck(p.id, reference, Number(payload.checks ?? 0) + 1);
    },

    async payout_retry(payload) {
      await retryPayout(db, { payoutId: String(payload.payoutId), tries: Number(payload.tries) });
    },
  };
}

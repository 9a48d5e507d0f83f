import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Gateway, ProviderTransfer } from './gateways.ts';
import { recordMismatch } from './mismatches.ts';
import { applyTransfer, payoutBy } from './payouts.ts';

export type TransferEventOutcome = 'paid' | 'failed' | 'sent' | 'otp' | 'already' | 'unknown' | 'mismatch' | 'unavailable';

/**
 * An authentic transfer event (Paystack's transfer.success / failed / reversed, Flutterwave's
 * transfer.completed) about one of our payouts: the transfer's state is asked of the provider
 * (verify by our reference, or by its id) and applied once; the event's own word is never believed.
 * `country`: the Paystack account that signed it (its payout must be that account's), null for Flutterwave.
 */
export async function receiveTransferEvent(
  deps: { db: Db; gateway: Gateway; log: FastifyBaseLogger; provider: 'paystack' | 'flutterwave'; country: string | null },
  o: { reference: string; transferId: string | null },
): Promise<TransferEventOutcome> {
  const { db, gateway, log, provider } = deps;
  const payout = await payoutBy(db, { reference: o.reference });
  if (!payout) {
    // An older reference of a payout tried again, or not ours: nothing to change, but admins see it.
    await recordMismatch(db, log, { provider, reason: 'unknown_reference', reference: o.reference });
    return 'unknown';
  }
  if (payout.provider !== provider || (deps.country !== null && payout.country !== deps.country)) {
    await recordMismatch(db, log, { provider, reason: 'wrong_account', reference: o.reference });
    return 'mismatch';
  }
  let transfer: ProviderTransfer | null;
  try {
    transfer = await gateway.findTransfer({
      country: payout.country,
      reference: o.reference,
      transferId: o.transferId ?? payout.provider_transfer_id,
      since: new Date(payout.created_at),
    });
  } catch (error) {
    log.warn(
      { payout: { provider, reference: o.reference, error: error instanceof Error ? error.message : 'unexpected' } },
      'payouts: verify failed',
    );
    return 'unavailable';
  }
  if (!transfer) {
    await recordMismatch(db, log, { provider, reason: 'unknown_reference', reference: o.reference });
    return 'unknown';
  }
  return db.transaction((tx) => applyTransfer(tx, { reference: o.reference, transfer }));
}

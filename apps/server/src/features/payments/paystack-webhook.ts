import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { type Db, rowsOf } from '../../db/client.ts';
import { recordMismatch } from './mismatches.ts';
import type { Gateway, VerifiedCharge } from './gateways.ts';
import { paystackTransaction } from './paystack-client.ts';
import { finalizeRefund } from './refunds.ts';
import { attemptByReference, eventAndAttempt, type Settlement, settleAttempt } from './settle.ts';
import { receiveTransferEvent, type TransferEventOutcome } from './transfer-events.ts';

/**
 * The country whose secret key signed these exact bytes (Paystack's `x-paystack-signature`: the
 * hex HMAC-SHA512 of the raw body with the account's secret key), compared in constant time
 * against every configured account; null when none did.
 */
export function signedBy(keys: Record<string, string>, raw: Buffer, signature: string | undefined): string | null {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return null;
  const given = Buffer.from(signature.toLowerCase(), 'hex');
  let match: string | null = null;
  for (const [country, key] of Object.entries(keys)) {
    const expected = createHmac('sha512', key).update(raw).digest();
    // Every key is tried, match or not, so the time taken says nothing about which one matched.
    if (timingSafeEqual(expected, given) && match === null) match = country;
  }
  return match;
}

const event = z.object({ event: z.string().max(100), data: z.unknown() });
const refundEvent = z.object({
  id: z.number().int().optional(),
  status: z.string(),
  transaction_reference: z.string().max(100),
  amount: z.number().int(),
  currency: z.string(),
});

export type WebhookOutcome = Settlement | TransferEventOutcome | 'bad_signature' | 'ignored' | 'refunded' | 'unavailable';

/**
 * One delivery of a Paystack event. Authentic (signed by one of our accounts) or nothing happens;
 * then `charge.success` is confirmed by a verify call before anything changes (never the event's own
 * word), and settled exactly once under the event's key: Paystack's events carry no id, so the key is
 * the event's name and the transaction's id. `refund.processed` closes a refund we asked for.
 */
export async function receivePaystackEvent(
  deps: { db: Db; paystack: Gateway; keys: Record<string, string>; log: FastifyBaseLogger },
  raw: Buffer,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  const { db, paystack, log } = deps;
  const country = signedBy(deps.keys, raw, signature);
  if (!country) {
    // With Paystack off there is no account to be mismatched: an unsigned post is noise, not worth a row.
    if (Object.keys(deps.keys).length === 0) return 'bad_signature';
    await recordMismatch(db, log, { provider: 'paystack', reason: 'bad_signature', reference: null, details: { bytes: raw.length } });
    return 'bad_signature';
  }
  let parsed: z.infer<typeof event>;
  try {
    parsed = event.parse(JSON.parse(raw.toString('utf8')));
  } catch {
    return 'ignored';
  }

  if (parsed.event === 'charge.success') {
    const data = paystackTransaction.safeParse(parsed.data);
    if (!data.success) return 'ignored';
    const { reference } = data.data;
    const eventKey = `charge.success:${data.data.id}`;
    // A replay of an event already applied costs one read, not a call to Paystack; the insert under the lock is the guard.
    const { seen, attempt } = await eventAndAttempt(db, { provider: 'paystack', eventKey, reference });
    if (seen) return 'duplicate';
    if (!attempt) {
      await recordMismatch(db, log, { provider: 'paystack', reason: 'unknown_reference', reference });
      return 'unknown';
    }
    if (attempt.country !== country) {
      await recordMismatch(db, log, { provider: 'paystack', reason: 'wrong_account', reference, details: { signedBy: country } });
      return 'mismatch';
    }
    let verified: VerifiedCharge | null;
    try {
      verified = await paystack.verify({ country, reference });
    } catch (error) {
      log.warn({ payment: { reference, error: error instanceof Error ? error.message : 'unexpected' } }, 'payments: verify failed');
      return 'unavailable';
    }
    return db.transaction((tx) => settleAttempt(tx, log, { provider: 'paystack', reference, verified, eventKey, attempt }));
  }

  // A payout's transfer (decision 055): its state is taken from a verify call, never from the event.
  if (parsed.event === 'transfer.success' || parsed.event === 'transfer.failed' || parsed.event === 'transfer.reversed') {
    const data = z.object({ reference: z.string().max(100) }).safeParse(parsed.data);
    if (!data.success) return 'ignored';
    return receiveTransferEvent(
      { db, gateway: paystack, log, provider: 'paystack', country },
      { reference: data.data.reference, transferId: null },
    );
  }

  if (parsed.event === 'refund.processed') {
    const data = refundEvent.safeParse(parsed.data);
    if (!data.success) return 'ignored';
    const attempt = await attemptByReference(db, data.data.transaction_reference);
    if (!attempt || attempt.country !== country) {
      await recordMismatch(db, log, { provider: 'paystack', reason: 'unknown_reference', reference: data.data.transaction_reference });
      return 'unknown';
    }
    const eventKey = `refund.processed:${data.data.id ?? data.data.transaction_reference}`;
    return db.transaction(async (tx) => {
      const fresh = rowsOf(
        await tx.execute(sql`
          insert into payment_events (provider, event_key, reference) values ('paystack', ${eventKey}, ${attempt.reference})
          on conflict (provider, event_key) do nothing returning id`),
      );
      if (fresh.length === 0) return 'duplicate';
      return (await finalizeRefund(tx, { attemptId: attempt.id, providerRefundId: data.data.id ? String(data.data.id) : null }))
        ? 'refunded'
        : 'already';
    });
  }
  return 'ignored';
}

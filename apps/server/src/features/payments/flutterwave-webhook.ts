import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Gateway, VerifiedCharge } from './gateways.ts';
import { recordMismatch } from './mismatches.ts';
import type { WebhookOutcome } from './paystack-webhook.ts';
import { eventAndAttempt, settleAttempt } from './settle.ts';
import { receiveTransferEvent } from './transfer-events.ts';

/**
 * Flutterwave's `verif-hash` header is the secret hash set on its dashboard, sent as is (v3 signs
 * nothing). Compared in constant time: both sides are hashed first so that their lengths match and
 * the comparison's time says nothing about how much of the hash was right.
 */
export function hashMatches(secretHash: string, given: string | undefined): boolean {
  if (!given) return false;
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(secretHash), digest(given));
}

const event = z.object({ event: z.string().max(100), data: z.unknown() });
/** The fields of charge.completed's data we read before asking verify (which alone is believed). */
const chargeEvent = z.object({ id: z.number().int(), tx_ref: z.string().max(100) });

/**
 * One delivery of a Flutterwave v3 event. Authentic (our secret hash) or nothing happens; then
 * `charge.completed` is confirmed by a verify call before anything changes (never the event's own
 * word), and settled exactly once under the event's key. v3's events carry no id of their own: the
 * key is the event's name and Flutterwave's transaction id (`data.id`), unique per provider.
 */
export async function receiveFlutterwaveEvent(
  deps: { db: Db; flutterwave: Gateway; secretHash: string | null; log: FastifyBaseLogger },
  raw: Buffer,
  hash: string | undefined,
): Promise<WebhookOutcome> {
  const { db, flutterwave, log } = deps;
  // With Flutterwave off there is no account to be mismatched: an unauthentic post is noise, not worth a row.
  if (!deps.secretHash) return 'bad_signature';
  if (!hashMatches(deps.secretHash, hash)) {
    await recordMismatch(db, log, { provider: 'flutterwave', reason: 'bad_signature', reference: null, details: { bytes: raw.length } });
    return 'bad_signature';
  }
  let parsed: z.infer<typeof event>;
  try {
    parsed = event.parse(JSON.parse(raw.toString('utf8')));
  } catch {
    return 'ignored';
  }
  // A payout's transfer (decision 055): its state is taken from a verify call by id, never from the event.
  if (parsed.event === 'transfer.completed') {
    const transfer = z.object({ id: z.number().int(), reference: z.string().max(100) }).safeParse(parsed.data);
    if (!transfer.success) return 'ignored';
    return receiveTransferEvent(
      { db, gateway: flutterwave, log, provider: 'flutterwave', country: null },
      { reference: transfer.data.reference, transferId: String(transfer.data.id) },
    );
  }
  if (parsed.event !== 'charge.completed') return 'ignored';
  const data = chargeEvent.safeParse(parsed.data);
  if (!data.success) return 'ignored';
  const reference = data.data.tx_ref;
  const eventKey = `charge.completed:${data.data.id}`;
  // A replay of an event already applied costs one read, not a call to Flutterwave; the insert under the lock is the guard.
  const { seen, attempt } = await eventAndAttempt(db, { provider: 'flutterwave', eventKey, reference });
  if (seen) return 'duplicate';
  if (!attempt) {
    await recordMismatch(db, log, { provider: 'flutterwave', reason: 'unknown_reference', reference });
    return 'unknown';
  }
  if (attempt.provider !== 'flutterwave') {
    await recordMismatch(db, log, {
      provider: 'flutterwave',
      reason: 'wrong_account',
      reference,
      details: { attemptProvider: attempt.provider },
    });
    return 'mismatch';
  }
  let verified: VerifiedCharge | null;
  try {
    verified = await flutterwave.verify({ country: attempt.country, reference });
  } catch (error) {
    log.warn(
      { payment: { provider: 'flutterwave', reference, error: error instanceof Error ? error.message : 'unexpected' } },
      'payments: verify failed',
    );
    return 'unavailable';
  }
  return db.transaction((tx) => settleAttempt(tx, log, { provider: 'flutterwave', reference, verified, eventKey, attempt }));
}

import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ChargeCurrency } from '@prosper/shared/constants/charge-currencies';
import { rowsOf, type Tx } from '../../db/client.ts';
import type { VerifiedCharge } from './gateways.ts';
import { recordMismatch } from './mismatches.ts';
import { requestRefund } from './refunds.ts';
import { applyPaidCharge, type SettleSession } from './settle-paid.ts';

export type AttemptRow = {
  id: string;
  payment_id: string;
  session_id: string;
  provider: string;
  country: string;
  reference: string;
  currency: ChargeCurrency;
  amount_minor: number;
  status: 'open' | 'paid' | 'failed';
  provider_transaction_id: string | null;
  refund_status: string | null;
  refund_minor: number | null;
  refund_provider_id: string | null;
  created_at: string | Date;
  payment_status: string;
};

const attemptColumns = sql`a.id, a.payment_id, p.session_id, a.provider, a.country, a.reference, a.currency, a.amount_minor, a.status,
  a.provider_transaction_id, a.refund_status, a.refund_minor, a.refund_provider_id, a.created_at, p.status as payment_status`;

/** The attempt under our reference, with its session's id; `lock` locks the attempt for the caller's transaction. */
export async function attemptByReference(tx: Tx, reference: string, o: { lock?: boolean } = {}): Promise<AttemptRow | undefined> {
  return rowsOf<AttemptRow>(
    await tx.execute(sql`
      select ${attemptColumns} from payment_attempts a join payments p on p.id = a.payment_id
      where a.reference = ${reference} ${o.lock ? sql`for update of a` : sql``}`),
  )[0];
}

/**
 * What a webhook reads before calling the provider, in one statement: whether this event was
 * applied already (a replay costs this read and nothing more) and the attempt under its reference.
 * The insert under the settle's lock stays the guard; this only spares the verify call.
 */
export async function eventAndAttempt(
  db: Tx,
  o: { provider: string; eventKey: string; reference: string },
): Promise<{ seen: boolean; attempt: AttemptRow | undefined }> {
  const [row] = rowsOf<{ seen: boolean } & ({ id: null } | AttemptRow)>(
    await db.execute(sql`
      select exists (select 1 from payment_events where provider = ${o.provider} and event_key = ${o.eventKey}) as seen, t.*
      from (select 1) one left join lateral (
        select ${attemptColumns} from payment_attempts a join payments p on p.id = a.payment_id where a.reference = ${o.reference}
      ) t on true`),
  );
  const { seen, ...attempt } = row!;
  return { seen, attempt: attempt.id === null ? undefined : (attempt as AttemptRow) };
}

export type Settlement = 'paid' | 'already' | 'duplicate' | 'mismatch' | 'unknown' | 'not_paid' | 'refunding';

/** Locks the session (the order every session change takes: the session's row first) and reads what the §9 notices say. */
async function lockSession(tx: Tx, sessionId: string): Promise<SettleSession> {
  return rowsOf<SettleSession>(
    await tx.execute(sql`
      select s.id, s.status, s.mentor_id, s.mentee_id, s.price_cents, mp.first_name as mentor_first_name, mp.last_name as mentor_last_name,
        ep.first_name as mentee_first_name, ep.last_name as mentee_last_name,
        p.charge_currency as payment_charge_currency, p.charge_minor as payment_charge_minor
      from sessions s join profiles mp on mp.id = s.mentor_id join profiles ep on ep.id = s.mentee_id
        join payments p on p.session_id = s.id
      where s.id = ${sessionId}
      for update of s`),
  )[0]!;
}

/**
 * Applies what the provider's verify call said of one attempt, exactly once, in one transaction
 * (decision 060: the verify call is made before it, and a paid charge costs the session's lock and
 * one statement). Under the session's lock, the event is recorded under its unique key (a replay
 * stops there), the verified transaction must agree on reference, amount and currency, and an
 * attempt not yet paid becomes paid. The payment becomes paid, with the §9 notifications, if it
 * still waits for money; otherwise (another attempt paid first, or the session was cancelled
 * meanwhile, as when the hold ran out) this attempt's money goes back in full by itself.
 * `attempt` is the caller's read of it, when it made one (only its fixed fields are used).
 */
export async function settleAttempt(
  tx: Tx,
  log: FastifyBaseLogger,
  o: { provider: string; reference: string; verified: VerifiedCharge | null; eventKey?: string; attempt?: AttemptRow },
): Promise<Settlement> {
  const attempt = o.attempt ?? (await attemptByReference(tx, o.reference));
  if (!attempt) {
    await recordMismatch(tx, log, { provider: o.provider, reason: 'unknown_reference', reference: o.reference });
    return 'unknown';
  }
  const session = await lockSession(tx, attempt.session_id);
  const v = o.verified;
  // Reference, currency and amount are the attempt's from its opening: a read before the lock is as good.
  const reason = !v?.paid
    ? null
    : v.reference !== attempt.reference
      ? 'unknown_reference'
      : v.currency !== attempt.currency
        ? 'wrong_currency'
        : v.amountMinor !== attempt.amount_minor
          ? 'wrong_amount'
          : null;
  if (!v?.paid || reason) {
    // Nothing is paid: the event is recorded all the same, so a replay is not looked at twice.
    if (o.eventKey && !(await recordEvent(tx, { provider: attempt.provider, eventKey: o.eventKey, reference: o.reference })))
      return 'duplicate';
    if (!v?.paid) return 'not_paid';
    await recordMismatch(tx, log, {
      provider: attempt.provider,
      reason: reason!,
      reference: attempt.reference,
      // The provider's figure in its own unit (Paystack: subunits; Flutterwave v3: major units).
      details: {
        expectedMinor: attempt.amount_minor,
        expectedCurrency: attempt.currency,
        gotAmount: v.providerAmount,
        gotCurrency: v.currency,
      },
    });
    return 'mismatch';
  }

  const applied = await applyPaidCharge(tx, {
    session,
    attempt,
    provider: attempt.provider,
    eventKey: o.eventKey,
    transactionId: v.transactionId,
    feeMinor: v.feeMinor,
  });
  if (!applied.fresh) return 'duplicate';
  if (!applied.attemptPaid) return 'already';
  if (applied.paymentPaid) return 'paid';
  await requestRefund(tx, {
    attemptId: attempt.id,
    amountMinor: attempt.amount_minor,
    reason: applied.paymentStatus === 'paid' ? 'paid_twice' : 'session_not_payable',
  });
  return 'refunding';
}

/** Records a provider's event under its unique key; false when it was recorded before. */
async function recordEvent(tx: Tx, o: { provider: string; eventKey: string; reference: string }) {
  return (
    rowsOf(
      await tx.execute(sql`
        insert into payment_events (provider, event_key, reference) values (${o.provider}, ${o.eventKey}, ${o.reference})
        on conflict (provider, event_key) do nothing returning id`),
    ).length > 0
  );
}

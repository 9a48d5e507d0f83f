import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ChargeCurrency } from '@prosper/shared/constants/charge-currencies';
import { rowsOf, type Tx } from '../../db/client.ts';
import { notifySessionChange } from '../sessions/notify.ts';
import { recordPaid } from '../sessions/payments.ts';
import { sessionRows } from '../sessions/rows.ts';
import { move } from './ledger.ts';
import { recordMismatch } from './mismatches.ts';
import type { VerifiedCharge } from './gateways.ts';
import { requestRefund } from './refunds.ts';

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

export type Settlement = 'paid' | 'already' | 'duplicate' | 'mismatch' | 'unknown' | 'not_paid' | 'refunding';

/**
 * Applies what the provider's verify call said of one attempt, exactly once, in one transaction:
 * under the session's lock (the order every session change takes) and the attempt's, the event is
 * recorded under its unique key (a replay stops here), the verified transaction must agree on
 * reference, amount and currency, and only an open attempt becomes paid. The payment becomes paid,
 * with the §9 notifications, if it still waits for money; otherwise (another attempt paid first, or
 * the session was cancelled meanwhile) this attempt's money goes back in full by itself.
 */
export async function settleAttempt(
  tx: Tx,
  log: FastifyBaseLogger,
  o: { provider: string; reference: string; verified: VerifiedCharge | null; eventKey?: string },
): Promise<Settlement> {
  const found = await attemptByReference(tx, o.reference);
  if (!found) {
    await recordMismatch(tx, log, { provider: o.provider, reason: 'unknown_reference', reference: o.reference });
    return 'unknown';
  }
  // The session's row lock first (the order every session change takes), then the attempt's; the
  // whole session is read only when it is made paid, so a repeat costs little.
  await tx.execute(sql`select id from sessions where id = ${found.session_id} for update`);
  const attempt = (await attemptByReference(tx, o.reference, { lock: true }))!;
  if (o.eventKey) {
    const fresh = rowsOf(
      await tx.execute(sql`
        insert into payment_events (provider, event_key, reference) values (${attempt.provider}, ${o.eventKey}, ${o.reference})
        on conflict (provider, event_key) do nothing returning id`),
    );
    if (fresh.length === 0) return 'duplicate';
  }
  const v = o.verified;
  if (!v?.paid) return 'not_paid';
  const paidMinor = v.amountMinor;
  const reason =
    v.reference !== attempt.reference
      ? 'unknown_reference'
      : v.currency !== attempt.currency
        ? 'wrong_currency'
        : paidMinor !== attempt.amount_minor
          ? 'wrong_amount'
          : null;
  if (reason) {
    await recordMismatch(tx, log, {
      provider: attempt.provider,
      reason,
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
  if (attempt.status === 'paid') return 'already';

  const fee = v.feeMinor;
  await tx.execute(sql`
    update payment_attempts set status = 'paid', paid_at = now(), provider_transaction_id = ${v.transactionId}, provider_fee_minor = ${fee}
    where id = ${attempt.id}`);
  const entry = { paymentId: attempt.payment_id, attemptId: attempt.id, currency: attempt.currency, providerReference: attempt.reference };
  await move(tx, { ...entry, kind: 'charge', from: 'mentee', to: 'platform', amountMinor: attempt.amount_minor });
  await move(tx, { ...entry, kind: 'provider_fee', from: 'platform', to: 'provider', amountMinor: fee });

  if (attempt.payment_status === 'pending' || attempt.payment_status === 'sent') {
    const session = (await sessionRows(tx, sql`s.id = ${attempt.session_id}`))[0]!;
    await recordPaid(tx, session);
    await notifySessionChange(tx, { ...session, payment_status: 'paid' }, { kind: 'paid', actor: null });
    return 'paid';
  }
  await requestRefund(tx, {
    attemptId: attempt.id,
    amountMinor: attempt.amount_minor,
    reason: attempt.payment_status === 'paid' ? 'paid_twice' : 'session_not_payable',
  });
  return 'refunding';
}

import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

/** The books each movement is written between. */
export type LedgerAccount = 'mentee' | 'platform' | 'provider' | 'mentor';
export type LedgerKind = 'charge' | 'provider_fee' | 'platform_fee' | 'refund' | 'transfer';

/**
 * One movement of money as two rows, out of one account and into another, in minor units: a
 * payment's rows therefore always add up to zero, and an account's rows to what it holds.
 */
export async function move(
  tx: Tx,
  o: {
    paymentId: string;
    attemptId: string;
    kind: LedgerKind;
    from: LedgerAccount;
    to: LedgerAccount;
    amountMinor: number;
    currency: string;
    providerReference: string | null;
  },
) {
  if (o.amountMinor <= 0) return;
  await tx.execute(sql`
    insert into ledger_entries (payment_id, attempt_id, kind, account, amount_minor, currency, provider_reference)
    values (${o.paymentId}, ${o.attemptId}, ${o.kind}, ${o.from}, ${-o.amountMinor}, ${o.currency}, ${o.providerReference}),
           (${o.paymentId}, ${o.attemptId}, ${o.kind}, ${o.to}, ${o.amountMinor}, ${o.currency}, ${o.providerReference})`);
}

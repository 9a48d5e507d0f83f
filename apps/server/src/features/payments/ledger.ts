import { type SQL, sql } from 'drizzle-orm';
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

/**
 * The same rows as `move` for several movements at once, as a `values` list aliased
 * `alias(kind, account, amount_minor)`, for a set-based insert that takes the payment, attempt,
 * currency and reference from elsewhere in its statement (settle-paid.ts); null when every amount is zero.
 */
export function movesValues(
  alias: string,
  moves: { kind: LedgerKind; from: LedgerAccount; to: LedgerAccount; amountMinor: number }[],
): SQL | null {
  const rows = moves
    .filter((m) => m.amountMinor > 0)
    .flatMap((m) => [sql`(${m.kind}, ${m.from}, ${-m.amountMinor}::int)`, sql`(${m.kind}, ${m.to}, ${m.amountMinor}::int)`]);
  if (rows.length === 0) return null;
  return sql`(values ${sql.join(rows, sql`, `)}) as ${sql.raw(alias)}(kind, account, amount_minor)`;
}

import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client.ts';

/**
 * A session's payment in the ledger: each account's balance (a balanced ledger adds up to zero),
 * and each kind's own sum, which is zero too since every movement is written as two rows.
 */
export async function ledgerOf(db: Db, sessionId: string) {
  const rows = rowsOf<{ account: string; kind: string; total: number }>(
    await db.execute(sql`
      select l.account, l.kind, sum(l.amount_minor)::int as total from ledger_entries l join payments p on p.id = l.payment_id
      where p.session_id = ${sessionId} group by l.account, l.kind`),
  );
  const balances: Record<string, number> = {};
  const kinds: Record<string, number> = {};
  for (const r of rows) {
    balances[r.account] = (balances[r.account] ?? 0) + r.total;
    kinds[r.kind] = (kinds[r.kind] ?? 0) + r.total;
  }
  return { balances, sum: rows.reduce((s, r) => s + r.total, 0), kindsBalance: Object.values(kinds).every((v) => v === 0) };
}

/** The ledger rows of one kind on one account for a session's payment (the mentor's transfers, the platform's fee). */
export async function ledgerRows(db: Db, sessionId: string, kind: string) {
  return rowsOf<{ account: string; amount_minor: number; provider_reference: string | null }>(
    await db.execute(sql`
      select l.account, l.amount_minor, l.provider_reference from ledger_entries l join payments p on p.id = l.payment_id
      where p.session_id = ${sessionId} and l.kind = ${kind} order by l.id`),
  );
}
